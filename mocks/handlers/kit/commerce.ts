// Buying and paying, shared by the shop, payment and customer handlers: the buyer's price, the checks
// of an order, placing it, the payments of an order, recharge or level-upgrade number, the mock payer, delivery
// (card keys, direct recharges, manual goods) and the jobs that run later on the mock clock.
//
// Statuses (mocks/README.md "Orders and payments"): an order is `unpaid` until paid (30 minutes, then
// `expired`; cancelled: `closed`). Paying delivers: card goods take `quantity` unsold keys at once
// (`delivered`); direct-recharge goods go `processing`, then `delivered` when the channel reports it
// (RECHARGE_DELIVERY_MS later); manual goods stay `paid` until the supplier delivers by hand. Paid
// through a channel when the stock ran out meanwhile: `abnormal` (no keys, a message instead).
import type { PayMethod, PayStep, PayStatus } from '@shop/session/contract';
import {
  MOCK_PAYER_DELAY_MS,
  ORDER_PAY_TTL_MS,
  PAYMENT_TTL_MS,
  RECHARGE_DELIVERY_MS,
  formatDateTime,
  insertOrder,
  levelPrice,
  makeOrderNo,
  moveBalance,
  nextId,
  orderByNo,
  salePwdProblem,
  seededString,
  yuan,
  type CardKeyRow,
  type CouponRow,
  type CustomerRow,
  type Db,
  type GoodsOptionRow,
  type GoodsRow,
  type JobRow,
  type LevelOrderRow,
  type OrderRow,
  type PaymentRow,
  type RechargeRow,
} from '#mocks/db/index.ts';
import { fail } from './framework.ts';
import { optionPriceFor, optionStockOf, stockOf } from './views.ts';

export const PAY_LABELS: Record<PayMethod, string> = {
  balance: '余额支付',
  alipay: '支付宝',
  wxpay: '微信支付',
  qqpay: 'QQ钱包',
  epay: '易支付',
  fxpay: '聚合支付',
};

/** The channels other than the balance, in the order the pay page lists them. */
export const ONLINE_METHODS = ['alipay', 'wxpay', 'qqpay', 'epay', 'fxpay'] as const satisfies readonly PayMethod[];

export const ABNORMAL_TEXT = '库存不足，系统将在补货后自动发货，超过24小时未发货将自动退款。';
export const RECHARGE_PENDING_TEXT = '已提交充值，等待渠道到账…';

const money = (cents: number) => `¥${yuan(cents).toFixed(2)}`;

// ---- prices ----

/**
 * What the buyer pays per unit for a quantity: their level's price (retail for visitors), or the
 * wholesale price of the highest tier at or below the quantity when that is lower.
 */
export function unitPriceFor(
  db: Db,
  goods: GoodsRow,
  viewer: CustomerRow | null,
  quantity: number,
  option: GoodsOptionRow | null = null,
): number {
  const base = listPriceFor(db, goods, viewer, option);
  let tier: { minQuantity: number; priceCents: number } | undefined;
  for (const w of goods.wholesale) if (w.minQuantity <= quantity && (!tier || w.minQuantity > tier.minQuantity)) tier = w;
  return tier ? Math.min(base, tier.priceCents) : base;
}

/** The unit price before any wholesale tier: the option's price for the viewer, else their level's price (retail for visitors). */
export function listPriceFor(db: Db, goods: GoodsRow, viewer: CustomerRow | null, option: GoodsOptionRow | null = null): number {
  if (option) return optionPriceFor(db, goods, option, viewer);
  return viewer ? levelPrice(goods, viewer.levelId, db.levels) : goods.priceCents;
}

/** The option an order names: required (and one of the goods') when the goods has options, else none. */
export function chosenOption(goods: GoodsRow, optionId: number | undefined): GoodsOptionRow | null {
  if (goods.options.length === 0) return null;
  const option = goods.options.find((o) => o.id === optionId);
  if (!option) fail(optionId === undefined ? '请选择商品类型' : '商品类型不存在，请重新选择');
  return option;
}

/** Keys picked by orders still waiting to be paid: held for them, neither offered nor delivered to anyone else. */
export function reservedCardIds(db: Db): Set<number> {
  const held = new Set<number>();
  for (const order of db.orders) if (order.status === 'unpaid' && order.pickedCardIds) for (const id of order.pickedCardIds) held.add(id);
  return held;
}

/** The picked keys of an order, checked: a pickKeys goods, each offered (unsold, with a preview, of the option, not held), no repeats. */
export function pickedCards(db: Db, goods: GoodsRow, option: GoodsOptionRow | null, ids: readonly number[]): CardKeyRow[] {
  if (ids.length === 0) return [];
  if (!goods.pickKeys) fail('该商品不支持自选卡密');
  if (new Set(ids).size !== ids.length) fail('所选卡密有重复，请重新选择');
  const held = reservedCardIds(db);
  return ids.map((id) => {
    const card = db.cardKeys.find((c) => c.id === id);
    if (
      !card ||
      card.goodsId !== goods.id ||
      card.status !== 'unsold' ||
      card.preview === '' ||
      held.has(card.id) ||
      (option !== null && card.optionId !== option.id)
    )
      fail('所选卡密已被购买或不可选，请重新选择');
    return card;
  });
}

/** A coupon that applies to a goods and subtotal, or a refusal saying why not. */
export function usableCoupon(db: Db, code: string, goods: GoodsRow, subtotalCents: number, now: number): CouponRow {
  const coupon = db.coupons.find((c) => c.code.toUpperCase() === code.trim().toUpperCase());
  if (!coupon) fail('优惠券不存在，请检查后重新输入');
  if (coupon.expiresAt <= now) fail('优惠券已过期');
  if (coupon.usesLeft <= 0) fail('优惠券已被领完');
  if (coupon.goodsIds !== null && !coupon.goodsIds.includes(goods.id)) fail('该优惠券不适用于此商品');
  if (subtotalCents < coupon.minAmountCents) fail(`订单满${money(coupon.minAmountCents)}才能使用该优惠券`);
  return coupon;
}

// ---- the checks of an order ----

export interface OrderRequest {
  goodsId: number;
  quantity: number;
  contact: string;
  queryPwd: string;
  inputs: Record<string, string>;
  coupon: string;
  remark: string;
  optionId?: number;
  /** Picked keys (pickKeys goods); their count must be the quantity. */
  cardIds?: number[];
}

export interface OrderDraft {
  goods: GoodsRow;
  option: GoodsOptionRow | null;
  quantity: number;
  /** The unit price before the wholesale tier. */
  listUnitCents: number;
  unitCents: number;
  picked: CardKeyRow[];
  surchargeCents: number;
  discountCents: number;
  amountCents: number;
  coupon: CouponRow | null;
  contact: string;
  queryPwd: string;
  inputs: Array<{ label: string; value: string }>;
  rechargeAccount: string | null;
  remark: string;
}

const CONTACT_RULES = {
  mobile: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, message: '请输入正确的邮箱地址' },
  qq: { pattern: /^[1-9]\d{4,10}$/, message: '请输入正确的QQ号' },
} as const;

function checkContact(kind: GoodsRow['contactKind'], contact: string): void {
  if (kind !== 'any') {
    const rule = CONTACT_RULES[kind];
    if (!rule.pattern.test(contact)) fail(rule.message);
    return;
  }
  if (!Object.values(CONTACT_RULES).some((rule) => rule.pattern.test(contact))) fail('请输入正确的手机号、邮箱或QQ号');
}

function checkInputs(goods: GoodsRow, given: Record<string, string>): { inputs: OrderDraft['inputs']; account: string | null } {
  const inputs: OrderDraft['inputs'] = [];
  let account: string | null = null;
  for (const field of goods.inputs) {
    const value = (given[field.name] ?? '').trim();
    if (value === '') {
      if (field.required) fail(field.type === 'select' || field.type === 'radio' ? `请选择${field.label}` : `请填写${field.label}`);
      continue;
    }
    if (value.length > 100) fail(`${field.label}不能超过100个字符`);
    if (field.pattern !== null && !new RegExp(field.pattern).test(value)) fail(field.errorText || `${field.label}格式不正确`);
    const choices = field.type === 'checkbox' ? value.split(',').map((v) => v.trim()) : [value];
    if (['select', 'radio', 'checkbox'].includes(field.type) && choices.some((c) => !field.options.includes(c)))
      fail(`请选择${field.label}`);
    inputs.push({ label: field.label, value });
    if (field.name === 'account') account = value;
  }
  return { inputs, account };
}

/**
 * Every check of an order, before anything is written: the goods can be bought, the quantity is
 * within its limits and the stock, the contact, query password and inputs are right, the coupon
 * applies. Refuses with the first problem's Chinese message.
 */
export function draftOrder(
  db: Db,
  request: OrderRequest,
  viewer: CustomerRow | null,
  now: number,
  /** A reseller site's price per unit (site.ts: no wholesale tiers there); absent: the main site's rules. */
  sitePrice?: (goods: GoodsRow, option: GoodsOptionRow | null) => number,
): OrderDraft {
  const goods = db.goods.find((g) => g.id === request.goodsId);
  if (!goods) fail('商品不存在');
  if (goods.status === 'off') fail('商品已下架，暂时无法购买');
  if (goods.membersOnly && !viewer) fail('该商品仅限会员购买，请先登录');
  if (goods.status === 'soldout' || stockOf(db, goods) === 0) fail('商品已售罄，请选择其他商品');
  const option = chosenOption(goods, request.optionId);
  const stock = option ? optionStockOf(db, goods, option.id) : stockOf(db, goods);
  if (option && stock === 0) fail(`${option.name}已售罄，请选择其他类型`);
  const picked = pickedCards(db, goods, option, request.cardIds ?? []);
  if (picked.length > 0 && picked.length !== request.quantity) fail('购买数量应与所选卡密数量一致');
  const { minQuantity: min, maxQuantity: max } = goods;
  if (request.quantity < min || request.quantity > max) fail(`购买数量需在${min}到${max}之间`);
  if (request.quantity > stock) fail(goods.hideStock ? '库存不足，请减少购买数量' : `库存不足，当前仅剩${stock}件`);
  let contact = request.contact.trim();
  if (contact === '' && viewer) contact = viewer.mobile ?? viewer.email ?? (viewer.qq || viewer.loginName);
  if (contact === '') fail('请填写联系方式，用于查询订单');
  if (request.contact.trim() !== '' || !viewer) checkContact(goods.contactKind, contact);
  const queryPwd = goods.queryPwdEnabled ? request.queryPwd.trim() : '';
  if (queryPwd !== '' && !/^[A-Za-z0-9]{4,20}$/.test(queryPwd)) fail('查询密码为4到20位字母或数字');
  const { inputs, account } = checkInputs(goods, request.inputs);
  const listUnitCents = sitePrice ? sitePrice(goods, option) : listPriceFor(db, goods, viewer, option);
  const unitCents = sitePrice ? listUnitCents : unitPriceFor(db, goods, viewer, request.quantity, option);
  const surchargeCents = picked.reduce((sum, card) => sum + card.surchargeCents, 0);
  const subtotal = unitCents * request.quantity + surchargeCents;
  const coupon = request.coupon.trim() === '' ? null : usableCoupon(db, request.coupon, goods, subtotal, now);
  const discountCents = coupon ? Math.min(coupon.discountCents, subtotal) : 0;
  return {
    goods,
    option,
    quantity: request.quantity,
    listUnitCents,
    unitCents,
    picked,
    surchargeCents,
    discountCents,
    amountCents: subtotal - discountCents,
    coupon,
    contact,
    queryPwd,
    inputs,
    rechargeAccount: goods.deliveryType === 'recharge' ? account : null,
    remark: request.remark,
  };
}

/** Refuses a balance payment the customer cannot make (sale password, balance); writes nothing. */
export function checkBalancePayment(customer: CustomerRow, amountCents: number, salePwd: string | undefined): void {
  const problem = salePwdProblem(customer, salePwd, 'ifEnabled');
  if (problem !== null) fail(problem);
  if (amountCents > customer.balanceCents)
    fail(
      `余额不足，当前余额${money(customer.balanceCents)}，还差${money(amountCents - customer.balanceCents)}，请先充值或选择其他支付方式`,
    );
}

function deviceOf(request: Request): OrderRow['device'] {
  const agent = request.headers.get('user-agent') ?? '';
  if (/iPad/i.test(agent)) return 'ipad';
  if (/iPhone|iPod/i.test(agent)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  return 'pc';
}

/** A new order number (or, with a prefix, a recharge `R` or level-upgrade `L` number) no row has yet. */
export function newOrderNo(db: Db, now: number, prefix = ''): string {
  for (;;) {
    const no = `${prefix}${makeOrderNo(now, nextId(db, 'orderNo'))}`;
    if (!orderByNo(db, no) && !db.recharges.some((r) => r.orderNo === no) && !db.levelOrders.some((l) => l.orderNo === no)) return no;
  }
}

/** Writes an unpaid order (and a pending pay record for a customer) and schedules its expiry. */
export function placeOrder(
  db: Db,
  draft: OrderDraft,
  options: {
    viewer: CustomerRow | null;
    payMethod: PayMethod;
    visitorToken: string | null;
    request: Request;
    now: number;
    /** Placed on a reseller site: the site and what the reseller pays for the order (its profit is amount − this). */
    site?: { id: number; costCents: number };
  },
): OrderRow {
  const { goods, quantity } = draft;
  const { viewer, now } = options;
  const order: OrderRow = {
    orderNo: newOrderNo(db, now),
    customerId: viewer?.id ?? null,
    siteId: options.site?.id ?? null,
    ...(options.site ? { siteCostCents: options.site.costCents } : {}),
    goodsId: goods.id,
    goodsName: goods.name,
    goodsCover: goods.cover,
    deliveryType: goods.deliveryType,
    quantity,
    unitPriceCents: draft.unitCents,
    amountCents: draft.amountCents,
    discountCents: draft.discountCents,
    costCents: goods.costCents * quantity,
    payMethod: options.payMethod,
    status: 'unpaid',
    contact: draft.contact,
    queryPwd: draft.queryPwd,
    rechargeAccount: draft.rechargeAccount,
    inputs: draft.inputs,
    cardIds: [],
    deliveryText: null,
    express: null,
    remark: draft.remark,
    coupon: draft.coupon?.code ?? '',
    ip: options.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
    device: deviceOf(options.request),
    createdAt: now,
    paidAt: null,
    deliveredAt: null,
    visitorToken: options.visitorToken,
    ...(draft.option ? { optionId: draft.option.id, optionName: draft.option.name } : {}),
    ...(draft.listUnitCents !== draft.unitCents ? { listUnitCents: draft.listUnitCents } : {}),
    ...(draft.picked.length > 0 ? { pickedCardIds: draft.picked.map((c) => c.id), surchargeCents: draft.surchargeCents } : {}),
  };
  insertOrder(db, order);
  if (viewer) {
    db.payRecords.unshift({
      id: nextId(db, 'payRecords'),
      customerId: viewer.id,
      kind: 'order',
      orderNo: order.orderNo,
      title: `${goods.name}${draft.option ? `（${draft.option.name}）` : ''} ×${quantity}`,
      channel: options.payMethod,
      amountCents: order.amountCents,
      status: 'pending',
      createdAt: now,
      paidAt: null,
    });
  }
  schedule(db, 'expireOrder', order.orderNo, now + ORDER_PAY_TTL_MS);
  return order;
}

// ---- what is paid: an order, a recharge or a level upgrade ----

export type PayTarget =
  { kind: 'order'; order: OrderRow } | { kind: 'recharge'; recharge: RechargeRow } | { kind: 'level'; level: LevelOrderRow };

export function payTarget(db: Db, orderNo: string): PayTarget | null {
  const recharge = orderNo.startsWith('R') ? db.recharges.find((r) => r.orderNo === orderNo) : undefined;
  if (recharge) return { kind: 'recharge', recharge };
  const level = orderNo.startsWith('L') ? db.levelOrders.find((l) => l.orderNo === orderNo) : undefined;
  if (level) return { kind: 'level', level };
  const order = orderByNo(db, orderNo);
  return order ? { kind: 'order', order } : null;
}

/** The row behind a number (recharges and level upgrades share the fields the payments read). */
const rowOf = (t: PayTarget): OrderRow | RechargeRow | LevelOrderRow =>
  t.kind === 'order' ? t.order : t.kind === 'recharge' ? t.recharge : t.level;

/** The status of the number's own row (an order's, a recharge's or an upgrade's). */
export const targetRowStatus = (t: PayTarget) => rowOf(t).status;
export const targetNo = (t: PayTarget) => rowOf(t).orderNo;
export const targetAmount = (t: PayTarget) => rowOf(t).amountCents;
export const targetCreatedAt = (t: PayTarget) => rowOf(t).createdAt;
export const targetDeadline = (t: PayTarget) => targetCreatedAt(t) + ORDER_PAY_TTL_MS;
export const targetPaidAt = (t: PayTarget) => rowOf(t).paidAt;
/** The customer a recharge or upgrade belongs to, an order's customer (null for a visitor's order). */
export const targetCustomerId = (t: PayTarget) => rowOf(t).customerId;

export function targetTitle(db: Db, t: PayTarget): string {
  if (t.kind === 'order') return `${t.order.goodsName} ×${t.order.quantity}`;
  if (t.kind === 'recharge') return `余额充值 ${money(t.recharge.amountCents)}`;
  const levelId = t.level.levelId;
  return `升级为 ${db.levels.find((l) => l.id === levelId)?.name ?? '会员'}`;
}

function targetClosed(t: PayTarget): boolean {
  const status = targetRowStatus(t);
  return status === 'expired' || status === 'closed';
}

/** The last payment started for a number (replaced and cancelled ones included), or undefined. */
export function lastPayment(db: Db, orderNo: string): PaymentRow | undefined {
  for (let i = db.payments.length - 1; i >= 0; i -= 1) if ((db.payments[i] as PaymentRow).orderNo === orderNo) return db.payments[i];
  return undefined;
}

/** Where the payment of a number stands, and whether a payment may be started now. */
export function payState(db: Db, target: PayTarget): { status: PayStatus; payable: boolean; payment: PaymentRow | undefined } {
  const payment = lastPayment(db, targetNo(target));
  if (targetPaidAt(target) !== null) return { status: 'paid', payable: false, payment };
  if (targetClosed(target)) return { status: 'closed', payable: false, payment };
  const status: PayStatus =
    payment?.status === 'waiting'
      ? 'waiting'
      : payment?.status === 'expired'
        ? 'expired'
        : payment?.status === 'failed'
          ? 'failed'
          : 'unpaid';
  return { status, payable: true, payment };
}

/** Refuses starting a payment of a number that is paid, closed, or whose goods went off sale. */
export function checkPayable(db: Db, target: PayTarget): void {
  const { status } = payState(db, target);
  if (status === 'paid') fail('该订单已支付，请勿重复支付');
  if (status === 'closed') {
    const expired = targetRowStatus(target) === 'expired';
    fail(expired ? '订单已超过支付时间，请重新下单' : '订单已关闭，请重新下单');
  }
  if (target.kind === 'order' && db.goods.find((g) => g.id === target.order.goodsId)?.status === 'off') fail('商品已下架，无法支付');
  if (target.kind === 'level') {
    const problem = levelUpgradeProblem(db, target.level.customerId, target.level.levelId);
    if (problem !== null) fail(problem);
  }
}

/** Why a customer cannot upgrade to a level now (it is theirs already, or lower), else null. */
export function levelUpgradeProblem(db: Db, customerId: number, levelId: number): string | null {
  const target = db.levels.find((l) => l.id === levelId);
  if (!target) return '会员等级不存在';
  const customer = db.customers.find((c) => c.id === customerId);
  const current = db.levels.find((l) => l.id === customer?.levelId);
  if (current && target.sort <= current.sort) return target.id === current.id ? '您已是该等级会员' : '不能升级到更低的等级';
  return null;
}

function payRecordOf(db: Db, orderNo: string) {
  return db.payRecords.find((r) => r.orderNo === orderNo);
}

function cancelWaiting(db: Db, orderNo: string): void {
  for (const p of db.payments) if (p.orderNo === orderNo && p.status === 'waiting') p.status = 'cancelled';
}

/** How a channel takes the money: a phone goes to Alipay's / QQ's page, epay and fxpay always redirect. */
function redirects(method: PayMethod, client: PaymentRow['client']): boolean {
  return method === 'epay' || method === 'fxpay' || (client === 'mobile' && (method === 'alipay' || method === 'qqpay'));
}

const RETURN_PAGE: Partial<Record<PayMethod, (no: string, trade: string) => string>> = {
  alipay: (no, trade) => `/pay/return_ali?orderNo=${no}&out_trade_no=${trade}&trade_status=TRADE_SUCCESS`,
  qqpay: (no, trade) => `/pay/return_qpay?orderNo=${no}&transaction_id=${trade}&trade_state=SUCCESS`,
  epay: (no, trade) => `/pay/return_epay?orderNo=${no}&trade_no=${trade}&trade_status=TRADE_SUCCESS`,
  fxpay: (no, trade) => `/pay/return_fxpay?orderNo=${no}&trade_no=${trade}&status=success`,
};

const QR_CONTENT: Partial<Record<PayMethod, (trade: string) => string>> = {
  alipay: (trade) => `https://qr.alipay.com/mock${trade}`,
  wxpay: (trade) => `weixin://wxpay/bizpayurl?pr=mock${trade}`,
  qqpay: (trade) => `https://qpay.qq.com/qr/mock${trade}`,
};

/** A payment as the pay pages see it. The redirect goes straight to the return page (no gateway in the mock), with the query a gateway would add: the page must ask the server anyway. */
export function payStepView(db: Db, payment: PaymentRow): PayStep {
  const done = payment.method === 'balance' || payment.status === 'paid';
  const redirect = !done && redirects(payment.method, payment.client);
  return {
    orderNo: payment.orderNo,
    method: payment.method,
    amount: yuan(payment.amountCents),
    tradeNo: payment.tradeNo,
    next: done ? 'done' : redirect ? 'redirect' : 'qrcode',
    qrContent: done || redirect ? null : (QR_CONTENT[payment.method]?.(payment.tradeNo) ?? null),
    redirectUrl: redirect ? (RETURN_PAGE[payment.method]?.(payment.orderNo, payment.tradeNo) ?? null) : null,
    expiresAt: formatDateTime(payment.expiresAt),
  };
}

/** The mock payer's delay now (db.meta.payerDelayMs; absent: MOCK_PAYER_DELAY_MS; null: it never pays). */
export function payerDelay(db: Db): number | null {
  return db.meta.payerDelayMs === undefined ? MOCK_PAYER_DELAY_MS : db.meta.payerDelayMs;
}

/**
 * Starts a channel payment of a payable number: the waiting one it replaces is cancelled; it runs
 * out after PAYMENT_TTL_MS (never past the number's deadline); the mock payer pays it after its delay.
 */
export function startPayment(db: Db, target: PayTarget, method: PayMethod, client: PaymentRow['client'], now: number): PaymentRow {
  const orderNo = targetNo(target);
  cancelWaiting(db, orderNo);
  const id = nextId(db, 'payments');
  const payment: PaymentRow = {
    id,
    tradeNo: `${makeOrderNo(now, id).slice(0, 14)}${seededString(db, 10, '0123456789')}`,
    orderNo,
    kind: target.kind,
    method,
    client,
    amountCents: targetAmount(target),
    status: 'waiting',
    createdAt: now,
    expiresAt: Math.min(now + PAYMENT_TTL_MS, targetDeadline(target)),
    paidAt: null,
  };
  db.payments.push(payment);
  const record = payRecordOf(db, orderNo);
  if (record) record.channel = method;
  if (target.kind === 'order') target.order.payMethod = method;
  schedule(db, 'expirePayment', String(id), payment.expiresAt);
  const delay = payerDelay(db);
  if (delay !== null && now + delay < payment.expiresAt) schedule(db, 'autoPay', String(id), now + delay);
  return payment;
}

/** Pays an order from its owner's balance at once (the caller ran checkBalancePayment and checkPayable). */
export function payWithBalance(db: Db, order: OrderRow, customer: CustomerRow, client: PaymentRow['client'], now: number): PaymentRow {
  cancelWaiting(db, order.orderNo);
  moveBalance(db, customer, -order.amountCents, {
    type: 'purchase',
    remark: `购买 ${order.goodsName} ×${order.quantity}`,
    orderNo: order.orderNo,
    at: now,
  });
  const payment: PaymentRow = {
    id: nextId(db, 'payments'),
    tradeNo: '',
    orderNo: order.orderNo,
    kind: 'order',
    method: 'balance',
    client,
    amountCents: order.amountCents,
    status: 'paid',
    createdAt: now,
    expiresAt: now,
    paidAt: now,
  };
  db.payments.push(payment);
  markOrderPaid(db, order, 'balance', now);
  return payment;
}

/** A waiting payment is paid (by the mock payer, the QA control, or a test): the order is delivered / the balance credited, once. */
export function completePayment(db: Db, payment: PaymentRow, at: number): void {
  if (payment.status !== 'waiting') return;
  payment.status = 'paid';
  payment.paidAt = at;
  const target = payTarget(db, payment.orderNo);
  if (!target || targetPaidAt(target) !== null) return;
  if (target.kind === 'order') markOrderPaid(db, target.order, payment.method, at);
  else if (target.kind === 'recharge') creditRecharge(db, target.recharge, payment.method, at);
  else upgradeByPayment(db, target.level, payment.method, at);
}

/** An order is paid: pay record, coupon, sales, the inviter's commission, then delivery. Zero-cost orders too. */
export function markOrderPaid(db: Db, order: OrderRow, method: PayMethod, at: number): void {
  order.status = 'paid';
  order.payMethod = method;
  order.paidAt = at;
  const record = payRecordOf(db, order.orderNo);
  if (record) Object.assign(record, { status: 'paid', channel: method, paidAt: at });
  const coupon = order.coupon === '' ? undefined : db.coupons.find((c) => c.code === order.coupon);
  if (coupon && coupon.usesLeft > 0) coupon.usesLeft -= 1;
  payCommission(db, order, at);
  deliver(db, order, at);
  if ((order.status as OrderRow['status']) !== 'abnormal') {
    const goods = db.goods.find((g) => g.id === order.goodsId);
    if (goods) goods.sales += order.quantity;
  }
}

function payCommission(db: Db, order: OrderRow, at: number): void {
  const buyer = order.customerId === null ? undefined : db.customers.find((c) => c.id === order.customerId);
  const inviter = buyer?.inviterId == null ? undefined : db.customers.find((c) => c.id === buyer.inviterId);
  if (!buyer || !inviter || inviter.status !== 'active') return;
  const commissionCents = Math.round((order.amountCents * inviter.commissionRate) / 100);
  if (commissionCents <= 0) return;
  db.commissions.push({
    id: nextId(db, 'commissions'),
    customerId: inviter.id,
    inviteeId: buyer.id,
    orderNo: order.orderNo,
    goodsName: order.goodsName,
    orderAmountCents: order.amountCents,
    commissionCents,
    status: 'pending',
    createdAt: at,
  });
}

/** Unsold keys of a goods (and option), oldest imported first (the shop delivers its oldest stock first); keys held for unpaid orders are skipped. */
function oldestUnsold(db: Db, order: OrderRow): CardKeyRow[] {
  const { goodsId, quantity } = order;
  const optionId = order.optionId ?? null;
  const held = reservedCardIds(db);
  const unsold = db.cardKeys.filter(
    (c) => c.goodsId === goodsId && c.status === 'unsold' && !held.has(c.id) && (optionId === null || c.optionId === optionId),
  );
  unsold.sort((a, b) => a.importedAt - b.importedAt || a.id - b.id);
  return unsold.slice(0, quantity);
}

function deliver(db: Db, order: OrderRow, at: number): void {
  const goods = db.goods.find((g) => g.id === order.goodsId);
  const abnormal = () => {
    order.status = 'abnormal';
    order.deliveryText = ABNORMAL_TEXT;
  };
  if (!goods) return abnormal();
  if (order.deliveryType === 'card') {
    // Picked keys: exactly those (still unsold), or the order is abnormal; else the oldest of its option.
    const picked = order.pickedCardIds ?? [];
    const cards =
      picked.length > 0
        ? picked.flatMap((id) => db.cardKeys.filter((c) => c.id === id && c.status === 'unsold' && c.goodsId === goods.id))
        : oldestUnsold(db, order);
    if (cards.length < order.quantity) return abnormal();
    for (const card of cards) Object.assign(card, { status: 'sold', soldAt: at, soldOrderNo: order.orderNo });
    order.cardIds = cards.map((c) => c.id);
    order.status = 'delivered';
    order.deliveredAt = at;
    if (goods.supplierId !== null) bookSettlement(db, order, goods.supplierId, at);
    return;
  }
  if (goods.stockCount < order.quantity) return abnormal();
  goods.stockCount -= order.quantity;
  if (order.deliveryType === 'recharge') {
    order.status = 'processing';
    order.deliveryText = RECHARGE_PENDING_TEXT;
    schedule(db, 'finishRecharge', order.orderNo, at + RECHARGE_DELIVERY_MS);
  }
  // Manual goods stay `paid` until they are delivered by hand.
}

/** The platform's fee on a settlement: 2 % of the cost (as the seed's records). */
export const SETTLEMENT_FEE_PERCENT = 2;

/**
 * A supplier's goods delivered (at once or by hand): the supplier's settlement record (the platform's
 * fee off the cost, settled after 7 days).
 */
export function bookSettlement(db: Db, order: OrderRow, supplierId: number, at: number): void {
  const fee = Math.round((order.costCents * SETTLEMENT_FEE_PERCENT) / 100);
  db.settlements.unshift({
    id: nextId(db, 'settlements'),
    supplierId,
    orderNo: order.orderNo,
    goodsName: order.goodsName,
    quantity: order.quantity,
    costAmountCents: order.costCents,
    feeCents: fee,
    settleAmountCents: order.costCents - fee,
    status: 'pending',
    createdAt: at,
    settledAt: null,
  });
}

function creditRecharge(db: Db, recharge: RechargeRow, method: PayMethod, at: number): void {
  const customer = db.customers.find((c) => c.id === recharge.customerId);
  if (!customer) return;
  recharge.status = 'paid';
  recharge.paidAt = at;
  const bonus = recharge.bonusCents > 0 ? `，赠送${money(recharge.bonusCents)}` : '';
  moveBalance(db, customer, recharge.amountCents + recharge.bonusCents, {
    type: 'recharge',
    remark: `在线充值（${PAY_LABELS[method]}${bonus}）`,
    orderNo: recharge.orderNo,
    at,
  });
  const record = payRecordOf(db, recharge.orderNo);
  if (record) Object.assign(record, { status: 'paid', channel: method, paidAt: at });
}

/**
 * A level upgrade is paid through a channel: the customer's level changes, once. The balance does not
 * move (the channel paid), so no fund log. Should the customer have reached that level meanwhile (by
 * the balance, in another tab), the money is not lost: it is credited to the balance (a refund line).
 */
function upgradeByPayment(db: Db, row: LevelOrderRow, method: PayMethod, at: number): void {
  const customer = db.customers.find((c) => c.id === row.customerId);
  if (!customer) return;
  row.status = 'paid';
  row.paidAt = at;
  const level = db.levels.find((l) => l.id === row.levelId);
  const record = payRecordOf(db, row.orderNo);
  if (record) Object.assign(record, { status: 'paid', channel: method, paidAt: at });
  if (levelUpgradeProblem(db, customer.id, row.levelId) === null) {
    customer.levelId = row.levelId;
    return;
  }
  moveBalance(db, customer, row.amountCents, {
    type: 'refund',
    remark: `升级为 ${level?.name ?? '会员'} 未生效（已是该等级或更高），款项退回余额`,
    orderNo: row.orderNo,
    at,
  });
}

/** Closes an unpaid order, recharge or upgrade: cancelled (`closed`) or past its deadline (`expired`). */
export function closeTarget(db: Db, target: PayTarget, how: 'closed' | 'expired'): void {
  const orderNo = targetNo(target);
  for (const p of db.payments) if (p.orderNo === orderNo && p.status === 'waiting') p.status = how === 'expired' ? 'expired' : 'cancelled';
  if (target.kind === 'order') target.order.status = how;
  else if (target.kind === 'recharge') target.recharge.status = how;
  else target.level.status = how;
  const record = payRecordOf(db, orderNo);
  if (record && record.status === 'pending') record.status = 'closed';
}

// ---- jobs on the mock clock ----

export function schedule(db: Db, kind: JobRow['kind'], ref: string, due: number): void {
  const job: JobRow = { id: nextId(db, 'jobs'), kind, ref, due };
  let i = db.jobs.length;
  while (i > 0 && (db.jobs[i - 1] as JobRow).due > due) i -= 1;
  db.jobs.splice(i, 0, job);
}

/**
 * Runs every job due by `now`, earliest first, each at its own due time (a payment the mock payer
 * paid while nobody asked is paid at that moment, not when someone next looks). The handler framework
 * calls this before every call, so the world is up to date whatever is asked.
 */
export function runDueJobs(db: Db, now: number): void {
  while (db.jobs.length > 0 && (db.jobs[0] as JobRow).due <= now) runJob(db, db.jobs.shift() as JobRow);
}

function runJob(db: Db, job: JobRow): void {
  switch (job.kind) {
    case 'autoPay': {
      const payment = db.payments.find((p) => p.id === Number(job.ref));
      if (payment) completePayment(db, payment, job.due);
      return;
    }
    case 'expirePayment': {
      const payment = db.payments.find((p) => p.id === Number(job.ref));
      if (payment?.status === 'waiting') payment.status = 'expired';
      return;
    }
    case 'expireOrder': {
      const target = payTarget(db, job.ref);
      if (!target) return;
      if (targetRowStatus(target) === 'unpaid') closeTarget(db, target, 'expired');
      return;
    }
    case 'finishRecharge': {
      const order = orderByNo(db, job.ref);
      if (!order || order.deliveredAt !== null || (order.status !== 'processing' && order.status !== 'complained')) return;
      if (order.status === 'processing') order.status = 'delivered';
      order.deliveryText = `充值成功：${order.rechargeAccount ?? ''} 已到账。`;
      order.deliveredAt = job.due;
      return;
    }
  }
}

/**
 * The QA / test control of a waiting payment: pay it now, let the channel refuse it, or let it run
 * out. Answers what happened, or why nothing could.
 */
export function settleByHand(
  db: Db,
  orderNo: string,
  result: 'paid' | 'failed' | 'expired',
  now: number,
): { ok: true; status: PayStatus } | { ok: false; error: string } {
  runDueJobs(db, now);
  const target = payTarget(db, orderNo);
  if (!target) return { ok: false, error: `no order or recharge ${orderNo}` };
  const payment = lastPayment(db, orderNo);
  if (!payment || payment.status !== 'waiting')
    return { ok: false, error: `${orderNo} has no waiting payment (${payState(db, target).status})` };
  if (result === 'paid') completePayment(db, payment, now);
  else payment.status = result;
  return { ok: true, status: payState(db, target).status };
}
