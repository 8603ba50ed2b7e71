// The card-key (cdk) area, no login: a short link's landing, checking and redeeming a key, and the
// redemptions of a key. A key is redeemed once: balance keys credit a customer's balance (with a fund
// log); goods keys place an order of one unit, paid by the key, through commerce.ts like any purchase
// (checked by draftOrder, delivered by markOrderPaid: keys at once, recharges later, manual goods by
// hand; stock, sales and the supplier's settlement follow).
import { api, type CdkInfo, type CdkRedemption } from '@shop/session/contract';
import {
  customerByAccount,
  formatDateTime,
  mask,
  moveBalance,
  nextId,
  orderByNo,
  yuan,
  type CdkCodeRow,
  type CdkRedemptionRow,
  type Db,
} from '../db/index.ts';
import { draftOrder, markOrderPaid, placeOrder } from './kit/commerce.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { onceFor } from './kit/requestOnce.ts';
import { cardsOf } from './kit/views.ts';

const K = api.cdk;

/** Unused keys past their date are expired. */
export function cdkStatus(row: CdkCodeRow, now: number): CdkInfo['status'] {
  return row.status === 'unused' && row.expiresAt <= now ? 'expired' : row.status;
}

function cdkInfoView(db: Db, row: CdkCodeRow, now: number): CdkInfo {
  const goods = row.goodsId === null ? undefined : db.goods.find((g) => g.id === row.goodsId);
  return {
    code: mask.key(row.code),
    kind: row.kind,
    value: yuan(row.valueCents),
    goodsName: goods?.name ?? null,
    status: cdkStatus(row, now),
    expiresAt: formatDateTime(row.expiresAt),
    deliveryType: goods?.deliveryType ?? null,
    contactKind: goods?.contactKind ?? null,
    inputs: goods ? goods.inputs.map((f) => ({ ...f, options: [...f.options] })) : [],
  };
}

/** What a goods key's order says about the redemption: delivered, still on its way, or failed. */
function orderOutcome(db: Db, orderNo: string): Pick<CdkRedemption, 'status' | 'message' | 'cards'> | null {
  const order = orderByNo(db, orderNo);
  if (!order) return null;
  const cards = cardsOf(db, order.cardIds);
  if (order.status === 'delivered' || order.status === 'complained') {
    const message = cards.length > 0 ? `已发放${cards.length}张卡密（订单号 ${order.orderNo}）` : (order.deliveryText ?? '已发货');
    return { status: 'success', message, cards };
  }
  if (order.status === 'abnormal' || order.status === 'refunded' || order.status === 'closed') {
    return { status: 'failed', message: order.deliveryText ?? '兑换失败，请联系客服', cards: [] };
  }
  const waiting = order.deliveryType === 'manual' ? '等待人工发货' : '已提交充值，等待到账';
  return { status: 'processing', message: `${waiting}（订单号 ${order.orderNo}）`, cards: [] };
}

function redemptionView(db: Db, row: CdkRedemptionRow): CdkRedemption {
  const outcome = row.orderNo === null ? null : orderOutcome(db, row.orderNo);
  return {
    id: row.id,
    code: mask.key(row.code),
    account: mask.contact(row.account),
    value: yuan(row.valueCents),
    status: outcome?.status ?? row.status,
    message: outcome?.message ?? row.message,
    orderNo: row.orderNo,
    cards: outcome?.cards ?? [],
    createdAt: formatDateTime(row.createdAt),
  };
}

function byCode(db: Db, code: string): CdkCodeRow {
  const row = db.cdkCodes.find((c) => c.code === code);
  if (!row) fail('卡密不存在，请检查后重新输入');
  return row;
}

function byShort(db: Db, short: string): CdkCodeRow {
  const row = db.cdkCodes.find((c) => c.short === short);
  if (!row) fail('链接无效或卡密已下架');
  return row;
}

const UNUSABLE: Record<Exclude<CdkInfo['status'], 'unused'>, string> = {
  used: '该卡密已被使用，不能重复兑换',
  expired: '该卡密已过期，无法兑换',
  void: '该卡密已作废，无法兑换',
};

export const cdkRoutes: MockRoute[] = [
  route(K.getShortInfo, ({ db, body, now }) => {
    const row = byShort(db, body.short);
    const info = cdkInfoView(db, row, now);
    const title = row.kind === 'balance' ? `¥${info.value.toFixed(2)} 余额充值卡` : `${info.goodsName ?? '商品'} 兑换卡`;
    // What redeeming does: a card goods hands out its key, a recharge goods recharges the account typed.
    const description =
      row.kind === 'balance'
        ? '兑换后金额将充入您在本站的账户余额，可用于购买本站任意商品。'
        : info.deliveryType === 'card'
          ? '兑换后立即发放该商品的卡密，无需再付款。'
          : '兑换后将直接为您填写的账号充值该商品，无需再付款。';
    return { short: row.short, title, description, cdk: info };
  }),

  route(K.getCdkInfo, ({ db, body, now }) => cdkInfoView(db, byCode(db, body.code), now)),

  // Once per client request id: a retry whose answer was lost reads the redemption it made, not "used".
  route(K.doRecharge, ({ db, body, now, request }) =>
    onceFor(db, null, K.doRecharge, body, now, () => {
      if (body.code === undefined && body.short === undefined) fail('请输入卡密');
      const row = body.code !== undefined ? byCode(db, body.code) : byShort(db, body.short as string);
      const status = cdkStatus(row, now);
      if (status !== 'unused') fail(UNUSABLE[status]);
      const redemption: CdkRedemptionRow = {
        id: 0,
        codeId: row.id,
        code: row.code,
        account: body.account,
        valueCents: row.valueCents,
        status: 'success',
        message: '',
        orderNo: null,
        createdAt: now,
      };
      if (row.kind === 'balance') {
        const customer = customerByAccount(db, body.account);
        if (!customer) fail('充值账号不存在，请输入本站的登录账号、绑定的手机号或邮箱');
        if (customer.status !== 'active') fail('该账号已被禁用，无法充值');
        moveBalance(db, customer, row.valueCents, { type: 'recharge', remark: `卡密充值（${mask.key(row.code)}）`, at: now });
        redemption.account = customer.loginName;
        redemption.message = `已充值 ¥${yuan(row.valueCents).toFixed(2)} 到账户余额`;
      } else {
        const goods = db.goods.find((g) => g.id === row.goodsId);
        if (!goods || goods.status === 'off') fail('该卡密对应的商品已下架，请联系客服');
        // The account fills the goods' account input; the contact defaults to it.
        const inputs = goods.inputs.some((f) => f.name === 'account') ? { ...body.inputs, account: body.account } : body.inputs;
        const contact = body.contact === '' ? body.account : body.contact;
        const draft = draftOrder(
          db,
          { goodsId: goods.id, quantity: 1, contact, queryPwd: '', inputs, coupon: '', remark: `卡密兑换（${mask.key(row.code)}）` },
          null,
          now,
        );
        // Paid by the key: nothing to pay, the whole price is the key's.
        const subtotal = draft.unitCents * draft.quantity;
        const order = placeOrder(
          db,
          { ...draft, discountCents: subtotal, amountCents: 0 },
          { viewer: null, payMethod: 'balance', visitorToken: null, request, now },
        );
        markOrderPaid(db, order, 'balance', now);
        // No channel paid it: the order shows none.
        order.payMethod = null;
        redemption.orderNo = order.orderNo;
      }
      row.status = 'used';
      redemption.id = nextId(db, 'cdkRedemptions');
      db.cdkRedemptions.unshift(redemption);
      const view = redemptionView(db, redemption);
      return reply(view, { msg: `兑换成功，${view.message}` });
    }),
  ),

  route(K.getOrderList, ({ db, body, now }) => {
    const row = byCode(db, body.code);
    const list = db.cdkRedemptions
      .filter((r) => r.codeId === row.id)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((r) => redemptionView(db, r));
    return { cdk: cdkInfoView(db, row, now), list };
  }),
];
