// Payment (spec §2 "Payment"): /pay/payonline, /pay/recharge, /pay/payInterface and the return pages.
// Paths are ours, under /pay/inter/. Return pages ask the server; they never trust the query string.
//
// What is paid is an order (`createOrder`), a recharge (`doRecharge`) or a level upgrade
// (`customer.doUpgradeLevel` with pay=online), each by number. Paying
// starts a payment through a channel; only one payment of a number waits at a time (starting another
// replaces it). A waiting payment ends paid, expired (its QR code or link ran out: start another
// while the number is still payable), failed (the channel refused), or the number closes (cancelled,
// or its 30-minute deadline passed).
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, DOCS, maybeDateTime, noBody } from './define.ts';
import { positiveMoney, text } from './fields.ts';
import { levelRefSchema, orderDetailSchema, orderStatusSchema, payMethodSchema } from './entities.ts';
import { visitorTokenField } from './shop.ts';

const e = areaEndpoints('payment', '/pay/inter/');

export const payChannelSchema = v.object({
  method: payMethodSchema,
  label: v.string(),
  icon: v.string(),
  enabled: v.boolean(),
  /** Why it is disabled (e.g. balance too low), else ''. */
  note: v.string(),
});

/**
 * Where the payment of a number stands.
 * unpaid: payable, no payment started · waiting: a payment waits for the payer · paid ·
 * expired: the last payment ran out (see `payable`) · failed: the channel refused the last payment
 * (see `payable`) · closed: cancelled or past its deadline, no longer payable.
 */
export const payStatuses = ['unpaid', 'waiting', 'paid', 'expired', 'failed', 'closed'] as const;
export const payStatusSchema = v.picklist(payStatuses);

/** Where the payer is: a phone is sent to the channel's page (H5) where a computer shows a QR code. */
export const payClientSchema = v.optional(v.picklist(['pc', 'mobile'], '客户端类型不正确'), 'pc');

export const payStepSchema = v.object({
  orderNo: v.string(),
  method: payMethodSchema,
  amount: amount(),
  /** The channel's trade number of this payment ('' for balance). */
  tradeNo: v.string(),
  /** done: paid now (balance, or already paid); qrcode: show qrContent; redirect: go to redirectUrl (the channel returns to /pay/return_*). */
  next: v.picklist(['done', 'qrcode', 'redirect']),
  qrContent: v.nullable(v.string()),
  redirectUrl: v.nullable(v.string()),
  /** When this payment's QR code or link runs out. */
  expiresAt: dateTime(),
});

export const payment = {
  getPayOrder: e('getPayOrder', {
    auth: 'optional',
    summary: DOCS
      ? 'What /pay/payonline shows: the order (or recharge) summary, amount due, deadline, where its payment stands and the channels (balance only for the logged-in owner of an order).'
      : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({
      orderNo: v.string(),
      /** What is paid: an order, a recharge, or a level upgrade (customer.doUpgradeLevel with pay=online). */
      kind: v.picklist(['order', 'recharge', 'level']),
      title: v.string(),
      cover: v.string(),
      quantity: count(),
      unitPrice: amount(),
      /** The coupon's discount. */
      discount: amount(),
      /** The coupon code used ('' when none). */
      coupon: v.string(),
      /** What the wholesale price saved: (price before wholesale − unit price) × quantity. */
      wholesaleDiscount: amount(),
      /** The picked keys' surcharges (0 when none were picked). */
      surcharge: amount(),
      /** The chosen option's name, else null. */
      optionName: v.nullable(v.string()),
      /** The contact left with the order (masked unless the caller owns it); '' for a recharge. */
      contact: v.string(),
      amount: amount(),
      status: payStatusSchema,
      /** The order's own status (null for a recharge). */
      orderStatus: v.nullable(orderStatusSchema),
      /** Whether a payment may be started now. */
      payable: v.boolean(),
      /** The method of the last payment started, else the one chosen when ordering (to preselect). */
      method: v.nullable(payMethodSchema),
      createdAt: dateTime(),
      /** The deadline to pay. */
      expiresAt: dateTime(),
      channels: v.array(payChannelSchema),
      /** The caller's balance when logged in. */
      balance: v.nullable(amount()),
      /** Whether paying from the balance asks the sale password (the caller's check is on). */
      salePwdRequired: v.boolean(),
    }),
  }),
  doPay: e('doPay', {
    auth: 'optional',
    summary: DOCS
      ? 'Start paying an order or recharge with a channel; balance pays an order at once (its logged-in owner, sale password when the check is on); other channels answer a QR code (computer) or a redirect (phone, epay, fxpay). Paying what is paid is refused.'
      : '',
    request: v.object({
      orderNo: text('订单号', 40),
      method: payMethodSchema,
      salePwd: v.optional(v.string()),
      client: payClientSchema,
    }),
    response: payStepSchema,
  }),
  getPayInterface: e('getPayInterface', {
    auth: 'optional',
    summary: DOCS
      ? 'The /pay/payInterface step again (after a reload): the waiting payment’s QR content or redirect URL; done once paid.'
      : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: payStepSchema,
  }),
  getPayStatus: e('getPayStatus', {
    auth: 'optional',
    summary: DOCS ? 'Polled while the payment page waits: where the payment stands, the order’s status, and the payment’s deadline.' : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({
      orderNo: v.string(),
      status: payStatusSchema,
      payable: v.boolean(),
      orderStatus: v.nullable(orderStatusSchema),
      paidAt: maybeDateTime(),
      /** When the waiting payment runs out, else the deadline to pay. */
      expiresAt: dateTime(),
    }),
  }),
  doCancel: e('doCancel', {
    auth: 'optional',
    summary: DOCS
      ? 'Cancel an unpaid order or recharge (payInterface’s cancel, or myOrder’s): its waiting payment stops and it closes. Orders of a customer need that customer; visitor orders their visitor token.'
      : '',
    request: v.object({ orderNo: text('订单号', 40), visitorToken: visitorTokenField() }),
    response: v.object({ orderNo: v.string(), status: payStatusSchema, orderStatus: v.nullable(orderStatusSchema) }),
  }),
  getRechargeConfig: e('getRechargeConfig', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? '/pay/recharge: balance, limits, preset amounts, bonus rules, channels, and the way to the next level (what is still missing to afford its upgrade).'
      : '',
    request: noBody,
    response: v.object({
      balance: amount(),
      minimum: amount(),
      maximum: amount(),
      presets: v.array(amount()),
      /** "Top up at least minAmount, get bonus": the highest rule at or below the amount applies. */
      bonus: v.array(v.object({ minAmount: amount(), bonus: amount() })),
      channels: v.array(payChannelSchema),
      level: levelRefSchema,
      nextLevel: v.nullable(v.object({ id: count(), name: v.string(), needRecharge: amount(), progress: v.number() })),
    }),
  }),
  doRecharge: e('doRecharge', {
    auth: 'user',
    summary: DOCS
      ? 'Start a recharge of an amount within the limits through a channel (not balance); answers the payment step and the bonus it will add. Paid, it credits amount + bonus to the balance once.'
      : '',
    request: v.object({ amount: positiveMoney('充值金额'), method: payMethodSchema, client: payClientSchema }),
    response: v.object({ ...payStepSchema.entries, bonus: amount() }),
  }),
  getReturnResult: e('getReturnResult', {
    auth: 'optional',
    summary: DOCS
      ? 'What a return page (/pay/return_ali, _epay, _qpay, _fxpay) shows: the server’s word on the number (never the query string’s), with the order and its keys for its owner (logged-in customer, or the visitor token).'
      : '',
    request: v.object({
      channel: v.picklist(['ali', 'epay', 'qpay', 'fxpay'], '支付渠道不正确'),
      orderNo: text('订单号', 40),
      visitorToken: visitorTokenField(),
    }),
    response: v.object({
      orderNo: v.string(),
      kind: v.picklist(['order', 'recharge', 'level']),
      title: v.string(),
      amount: amount(),
      /** paid; pending (still waiting for the payer); failed (expired, refused or closed: see payable). */
      status: v.picklist(['paid', 'pending', 'failed']),
      payable: v.boolean(),
      method: v.nullable(payMethodSchema),
      paidAt: maybeDateTime(),
      /** The order with its delivered keys, for its owner; null for recharges and for anyone else. */
      order: v.nullable(orderDetailSchema),
      /** A recharge's owner: the balance now. */
      balance: v.nullable(amount()),
    }),
  }),
} as const;

export type PayChannel = v.InferOutput<typeof payChannelSchema>;
export type PayStep = v.InferOutput<typeof payStepSchema>;
export type PayStatus = v.InferOutput<typeof payStatusSchema>;
