// Payment (spec §2 "Payment"): the pay page's order summary and channels, starting a payment (balance
// at once, channels by QR code or redirect), polling, cancelling, recharges, and the return pages'
// answer from the server. The mock payer (commerce.ts) pays a waiting channel payment after
// MOCK_PAYER_DELAY_MS; QA and tests pay at once with /__mock/pay or mockPay().
import { api, toCents, type PayChannel, type PayMethod } from '@shop/session/contract';
import {
  mask,
  ORDER_PAY_TTL_MS,
  formatDateTime,
  formatMaybe,
  levelName,
  nextId,
  yuan,
  type CustomerRow,
  type Db,
} from '#mocks/db/index.ts';
import {
  ONLINE_METHODS,
  PAY_LABELS,
  checkBalancePayment,
  checkPayable,
  closeTarget,
  newOrderNo,
  payState,
  payStepView,
  payTarget,
  payWithBalance,
  schedule,
  startPayment,
  targetAmount,
  targetCreatedAt,
  targetCustomerId,
  targetDeadline,
  targetNo,
  targetPaidAt,
  targetTitle,
  type PayTarget,
} from '../kit/commerce.ts';
import { fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { orderDetail, stockOf } from '../kit/views.ts';

const P = api.payment;

export const RECHARGE_MINIMUM_CENTS = 100;
export const RECHARGE_MAXIMUM_CENTS = 5_000_000;
export const RECHARGE_PRESETS_CENTS = [1000, 3000, 5000, 10000, 20000, 50000];
/** Top up at least `min`, get `bonus` (the highest rule at or below the amount). */
export const RECHARGE_BONUS_CENTS = [
  { min: 10000, bonus: 200 },
  { min: 50000, bonus: 1500 },
  { min: 100000, bonus: 4000 },
];

const money = (cents: number) => `¥${yuan(cents).toFixed(2)}`;

export function rechargeBonus(amountCents: number): number {
  let bonus = 0;
  for (const rule of RECHARGE_BONUS_CENTS) if (amountCents >= rule.min) bonus = rule.bonus;
  return bonus;
}

function findTarget(db: Db, orderNo: string): PayTarget {
  const target = payTarget(db, orderNo);
  if (!target) fail('订单不存在，请检查订单号');
  return target;
}

const onlineChannel = (method: PayMethod): PayChannel => ({ method, label: PAY_LABELS[method], icon: method, enabled: true, note: '' });

/** The balance channel of an order for this caller: only its logged-in owner, with enough balance. */
function balanceChannel(target: PayTarget, viewer: CustomerRow | null): PayChannel {
  const base = { method: 'balance' as const, label: PAY_LABELS.balance, icon: 'balance' };
  if (target.kind === 'recharge') return { ...base, enabled: false, note: '充值不能使用余额支付' };
  if (target.kind === 'level') return { ...base, enabled: false, note: '余额升级请在会员等级页操作' };
  const { order } = target;
  if (!viewer) return { ...base, enabled: false, note: '登录后可使用余额支付' };
  if (order.customerId !== viewer.id) return { ...base, enabled: false, note: '仅限本人的订单使用余额支付' };
  if (viewer.balanceCents < order.amountCents) return { ...base, enabled: false, note: `余额不足（当前${money(viewer.balanceCents)}）` };
  return { ...base, enabled: true, note: `可用余额${money(viewer.balanceCents)}` };
}

/** Whether the caller owns a number: the customer of a customer's order, recharge or upgrade, the token of a visitor order. */
function owns(target: PayTarget, viewer: CustomerRow | null, visitorToken: string): boolean {
  if (target.kind !== 'order') return viewer !== null && targetCustomerId(target) === viewer.id;
  const { order } = target;
  if (order.customerId !== null) return viewer !== null && order.customerId === viewer.id;
  return visitorToken !== '' && order.visitorToken === visitorToken;
}

export const paymentRoutes: MockRoute[] = [
  route(P.getPayOrder, ({ db, body, viewer }) => {
    const target = findTarget(db, body.orderNo);
    const { status, payable, payment } = payState(db, target);
    const order = target.kind === 'order' ? target.order : null;
    return {
      orderNo: targetNo(target),
      kind: target.kind,
      title: order ? order.goodsName : targetTitle(db, target),
      cover: order ? order.goodsCover : '/mock-assets/logo/0.svg',
      quantity: order ? order.quantity : 1,
      unitPrice: yuan(order ? order.unitPriceCents : targetAmount(target)),
      discount: yuan(order ? order.discountCents : 0),
      coupon: order?.coupon ?? '',
      wholesaleDiscount: yuan(order?.listUnitCents ? (order.listUnitCents - order.unitPriceCents) * order.quantity : 0),
      surcharge: yuan(order?.surchargeCents ?? 0),
      optionName: order?.optionName ?? null,
      // Anyone with the number reaches this page: the contact in full only for its logged-in owner.
      contact: !order ? '' : viewer !== null && order.customerId === viewer.id ? order.contact : mask.contact(order.contact),
      amount: yuan(targetAmount(target)),
      status,
      orderStatus: order ? order.status : null,
      payable,
      method: payment?.method ?? order?.payMethod ?? null,
      createdAt: formatDateTime(targetCreatedAt(target)),
      expiresAt: formatDateTime(targetDeadline(target)),
      channels: [balanceChannel(target, viewer), ...ONLINE_METHODS.map(onlineChannel)],
      balance: viewer ? yuan(viewer.balanceCents) : null,
      salePwdRequired: viewer !== null && viewer.salePwd !== null && viewer.salePwdEnabled,
    };
  }),

  route(P.doPay, ({ db, body, viewer, now }) => {
    const target = findTarget(db, body.orderNo);
    checkPayable(db, target);
    if (body.method !== 'balance') {
      const payment = startPayment(db, target, body.method, body.client, now);
      const step = payStepView(db, payment);
      return reply(step, {
        msg: step.next === 'redirect' ? `正在跳转到${PAY_LABELS[body.method]}…` : `请使用${PAY_LABELS[body.method]}扫码支付`,
      });
    }
    if (target.kind === 'recharge') fail('充值不能使用余额支付，请选择其他支付方式');
    if (target.kind === 'level') fail('余额升级请在会员等级页操作，这里请选择在线支付');
    if (!viewer) fail('余额支付需要先登录，游客请选择在线支付');
    const { order } = target;
    if (order.customerId !== viewer.id) fail('只能使用余额支付本人的订单');
    const goods = db.goods.find((g) => g.id === order.goodsId);
    if (goods && stockOf(db, goods) < order.quantity) fail('库存不足，暂时无法支付，请稍后再试或联系客服');
    checkBalancePayment(viewer, order.amountCents, body.salePwd);
    const payment = payWithBalance(db, order, viewer, body.client, now);
    return reply(payStepView(db, payment), { msg: '支付成功' });
  }),

  route(P.getPayInterface, ({ db, body }) => {
    const target = findTarget(db, body.orderNo);
    const { status, payment } = payState(db, target);
    if (status === 'paid' && payment?.status === 'paid') return payStepView(db, payment);
    if (status === 'paid') fail('订单已支付');
    if (status === 'closed') fail('订单已关闭，请重新下单');
    if (!payment || status === 'unpaid') fail('尚未发起支付，请选择支付方式');
    if (status === 'expired') fail('支付已超时，请重新发起支付');
    if (status === 'failed') fail('支付未成功，请重新发起支付');
    return payStepView(db, payment);
  }),

  route(P.getPayStatus, ({ db, body }) => {
    const target = findTarget(db, body.orderNo);
    const { status, payable, payment } = payState(db, target);
    return {
      orderNo: targetNo(target),
      status,
      payable,
      orderStatus: target.kind === 'order' ? target.order.status : null,
      paidAt: formatMaybe(targetPaidAt(target)),
      expiresAt: formatDateTime(status === 'waiting' && payment ? payment.expiresAt : targetDeadline(target)),
    };
  }),

  route(P.doCancel, ({ db, body, viewer }) => {
    const target = findTarget(db, body.orderNo);
    if (!owns(target, viewer, body.visitorToken)) {
      const customers = target.kind !== 'order' || target.order.customerId !== null;
      fail(customers && !viewer ? '请先登录' : '无权操作该订单');
    }
    const { status } = payState(db, target);
    if (status === 'paid') fail('订单已支付，无法取消');
    if (status === 'closed') fail('订单已关闭');
    closeTarget(db, target, 'closed');
    return reply(
      { orderNo: targetNo(target), status: 'closed' as const, orderStatus: target.kind === 'order' ? target.order.status : null },
      { msg: '订单已取消' },
    );
  }),

  route(P.getRechargeConfig, ({ db, customer }) => {
    const level = db.levels.find((l) => l.id === customer.levelId);
    const next = db.levels.filter((l) => l.sort > (level?.sort ?? 0)).sort((a, b) => a.sort - b.sort)[0];
    return {
      balance: yuan(customer.balanceCents),
      minimum: yuan(RECHARGE_MINIMUM_CENTS),
      maximum: yuan(RECHARGE_MAXIMUM_CENTS),
      presets: RECHARGE_PRESETS_CENTS.map(yuan),
      bonus: RECHARGE_BONUS_CENTS.map((r) => ({ minAmount: yuan(r.min), bonus: yuan(r.bonus) })),
      channels: ONLINE_METHODS.map(onlineChannel),
      level: { id: customer.levelId, name: levelName(db, customer.levelId) },
      nextLevel: next
        ? {
            id: next.id,
            name: next.name,
            needRecharge: yuan(Math.max(0, next.upgradePriceCents - customer.balanceCents)),
            progress: Math.min(1, Math.floor((customer.balanceCents / next.upgradePriceCents) * 100) / 100),
          }
        : null,
    };
  }),

  route(P.doRecharge, ({ db, body, customer, now }) => {
    if (body.method === 'balance') fail('充值不能使用余额支付，请选择其他支付方式');
    const cents = toCents(body.amount);
    if (cents < RECHARGE_MINIMUM_CENTS || cents > RECHARGE_MAXIMUM_CENTS)
      fail(`单笔充值金额需在${money(RECHARGE_MINIMUM_CENTS)}到${money(RECHARGE_MAXIMUM_CENTS)}之间`);
    const bonus = rechargeBonus(cents);
    const recharge = {
      orderNo: newOrderNo(db, now, 'R'),
      customerId: customer.id,
      amountCents: cents,
      bonusCents: bonus,
      status: 'unpaid' as const,
      createdAt: now,
      paidAt: null,
    };
    db.recharges.push(recharge);
    db.payRecords.unshift({
      id: nextId(db, 'payRecords'),
      customerId: customer.id,
      kind: 'recharge',
      orderNo: recharge.orderNo,
      title: `余额充值 ${money(cents)}`,
      channel: body.method,
      amountCents: cents,
      status: 'pending',
      createdAt: now,
      paidAt: null,
    });
    schedule(db, 'expireOrder', recharge.orderNo, now + ORDER_PAY_TTL_MS);
    const payment = startPayment(db, { kind: 'recharge', recharge }, body.method, body.client, now);
    return reply({ ...payStepView(db, payment), bonus: yuan(bonus) }, { msg: `请使用${PAY_LABELS[body.method]}完成支付` });
  }),

  route(P.getReturnResult, ({ db, body, viewer }) => {
    const target = findTarget(db, body.orderNo);
    const { status, payable, payment } = payState(db, target);
    const mine = owns(target, viewer, body.visitorToken);
    return {
      orderNo: targetNo(target),
      kind: target.kind,
      title: targetTitle(db, target),
      amount: yuan(targetAmount(target)),
      status:
        status === 'paid' ? ('paid' as const) : status === 'waiting' || status === 'unpaid' ? ('pending' as const) : ('failed' as const),
      payable,
      method: payment?.method ?? null,
      paidAt: formatMaybe(targetPaidAt(target)),
      order: mine && target.kind === 'order' ? orderDetail(db, target.order) : null,
      balance: mine && target.kind === 'recharge' && viewer ? yuan(viewer.balanceCents) : null,
    };
  }),
];
