// The card-key (cdk) area, no login: a short link's landing, checking and redeeming a key, and the
// redemptions of a key. A key is redeemed once: balance keys credit a customer's balance (with a fund
// log), goods keys recharge the account the goods asks for (taking one from its stock).
import { api, type CdkInfo, type CdkRedemption } from '@shop/session/contract';
import {
  customerByAccount,
  formatDateTime,
  mask,
  moveBalance,
  nextId,
  yuan,
  type CdkCodeRow,
  type CdkRedemptionRow,
  type Db,
} from '../db/index.ts';
import { fail, reply, route, type MockRoute } from './framework.ts';

const K = api.cdk;

/** Unused keys past their date are expired. */
export function cdkStatus(row: CdkCodeRow, now: number): CdkInfo['status'] {
  return row.status === 'unused' && row.expiresAt <= now ? 'expired' : row.status;
}

function cdkInfoView(db: Db, row: CdkCodeRow, now: number): CdkInfo {
  return {
    code: mask.key(row.code),
    kind: row.kind,
    value: yuan(row.valueCents),
    goodsName: row.goodsId === null ? null : (db.goods.find((g) => g.id === row.goodsId)?.name ?? null),
    status: cdkStatus(row, now),
    expiresAt: formatDateTime(row.expiresAt),
  };
}

function redemptionView(row: CdkRedemptionRow): CdkRedemption {
  return {
    id: row.id,
    code: mask.key(row.code),
    account: mask.contact(row.account),
    value: yuan(row.valueCents),
    status: row.status,
    message: row.message,
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
    const description =
      row.kind === 'balance'
        ? '兑换后金额将充入您在本站的账户余额，可用于购买本站任意商品。'
        : '兑换后将直接为您填写的账号充值该商品，无需再付款。';
    return { short: row.short, title, description, cdk: info };
  }),

  route(K.getCdkInfo, ({ db, body, now }) => cdkInfoView(db, byCode(db, body.code), now)),

  route(K.doRecharge, ({ db, body, now }) => {
    if (body.code === undefined && body.short === undefined) fail('请输入卡密');
    const row = body.code !== undefined ? byCode(db, body.code) : byShort(db, body.short as string);
    const status = cdkStatus(row, now);
    if (status !== 'unused') fail(UNUSABLE[status]);
    let account = body.account;
    let message: string;
    if (row.kind === 'balance') {
      const customer = customerByAccount(db, body.account);
      if (!customer) fail('充值账号不存在，请输入本站的登录账号、绑定的手机号或邮箱');
      if (customer.status !== 'active') fail('该账号已被禁用，无法充值');
      account = customer.loginName;
      moveBalance(db, customer, row.valueCents, { type: 'recharge', remark: `卡密充值（${mask.key(row.code)}）`, at: now });
      message = `已充值 ¥${yuan(row.valueCents).toFixed(2)} 到账户余额`;
    } else {
      const goods = db.goods.find((g) => g.id === row.goodsId);
      if (!goods || goods.status === 'off') fail('该卡密对应的商品已下架，请联系客服');
      const field = goods.inputs.find((f) => f.name === 'account');
      if (field?.pattern && !new RegExp(field.pattern).test(body.account)) fail(field.errorText);
      // Redeeming spends one of the goods' stock, as a sale would.
      if (goods.deliveryType === 'card') {
        const card = db.cardKeys.find((c) => c.goodsId === goods.id && c.status === 'unsold');
        if (!card) fail('商品库存不足，请稍后再试或联系客服');
        card.status = 'sold';
        card.soldAt = now;
        card.note = `卡密兑换 ${row.code.slice(-4)}`;
      } else {
        if (goods.stockCount <= 0) fail('商品库存不足，请稍后再试或联系客服');
        goods.stockCount -= 1;
      }
      goods.sales += 1;
      message = `${goods.name} 已充值到账号 ${mask.contact(body.account)}`;
    }
    row.status = 'used';
    const redemption: CdkRedemptionRow = {
      id: nextId(db, 'cdkRedemptions'),
      codeId: row.id,
      code: row.code,
      account,
      valueCents: row.valueCents,
      status: 'success',
      message,
      createdAt: now,
    };
    db.cdkRedemptions.unshift(redemption);
    return reply(redemptionView(redemption), { msg: `兑换成功，${message}` });
  }),

  route(K.getOrderList, ({ db, body, now }) => {
    const row = byCode(db, body.code);
    const list = db.cdkRedemptions
      .filter((r) => r.codeId === row.id)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(redemptionView);
    return { cdk: cdkInfoView(db, row, now), list };
  }),
];
