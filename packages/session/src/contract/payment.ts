// Payment (spec §2 "Payment"): /pay/payonline, /pay/recharge, /pay/payInterface and the return pages.
// Paths are ours, under /pay/inter/. Return pages ask the server; they never trust the query string.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, maybeDateTime, noBody, positiveMoney, text } from './define.ts';
import { levelRefSchema, payMethodSchema } from './entities.ts';

const e = areaEndpoints('payment', '/pay/inter/');

export const payChannelSchema = v.object({
  method: payMethodSchema,
  label: v.string(),
  icon: v.string(),
  enabled: v.boolean(),
  /** Why it is disabled (e.g. balance too low), else ''. */
  note: v.string(),
});

export const payStepSchema = v.object({
  orderNo: v.string(),
  method: payMethodSchema,
  amount: amount(),
  /** done: paid now (balance); qrcode: scan qrContent; redirect: go to redirectUrl. */
  next: v.picklist(['done', 'qrcode', 'redirect']),
  qrContent: v.nullable(v.string()),
  redirectUrl: v.nullable(v.string()),
  expiresAt: dateTime(),
});

export const payStatusSchema = v.picklist(['waiting', 'paid', 'expired', 'failed']);

export const payment = {
  getPayOrder: e('getPayOrder', {
    auth: 'optional',
    summary: 'What /pay/payonline shows: the order summary, amount due, deadline and the payment channels.',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({
      orderNo: v.string(),
      kind: v.picklist(['order', 'recharge']),
      title: v.string(),
      quantity: count(),
      unitPrice: amount(),
      discount: amount(),
      amount: amount(),
      status: payStatusSchema,
      expiresAt: dateTime(),
      channels: v.array(payChannelSchema),
      /** The caller's balance when logged in. */
      balance: v.nullable(amount()),
    }),
  }),
  doPay: e('doPay', {
    auth: 'optional',
    summary:
      'Pay an order with a channel; balance pays at once (login and sale password when its check is on), others give a QR or a redirect.',
    request: v.object({ orderNo: text('订单号', 40), method: payMethodSchema, salePwd: v.optional(v.string()) }),
    response: payStepSchema,
  }),
  getPayInterface: e('getPayInterface', {
    auth: 'optional',
    summary: 'The /pay/payInterface step again (after a reload): QR content or redirect URL of a started payment.',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: payStepSchema,
  }),
  getPayStatus: e('getPayStatus', {
    auth: 'optional',
    summary: 'Polled while the payment page waits: waiting, paid, expired or failed.',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({ orderNo: v.string(), status: payStatusSchema, paidAt: maybeDateTime() }),
  }),
  getRechargeConfig: e('getRechargeConfig', {
    encoding: 'none',
    auth: 'user',
    summary: '/pay/recharge: balance, limits, preset amounts, bonus rules, channels and the progress to the next level.',
    request: noBody,
    response: v.object({
      balance: amount(),
      minimum: amount(),
      maximum: amount(),
      presets: v.array(amount()),
      bonus: v.array(v.object({ minAmount: amount(), bonus: amount() })),
      channels: v.array(payChannelSchema),
      level: levelRefSchema,
      nextLevel: v.nullable(v.object({ id: count(), name: v.string(), needRecharge: amount(), progress: v.number() })),
    }),
  }),
  doRecharge: e('doRecharge', {
    auth: 'user',
    summary: 'Start a recharge of an amount within the limits through a channel (not balance); answers the payment step.',
    request: v.object({ amount: positiveMoney('充值金额'), method: payMethodSchema }),
    response: v.object({ ...payStepSchema.entries, bonus: amount() }),
  }),
  getReturnResult: e('getReturnResult', {
    auth: 'optional',
    summary: 'What a return page (/pay/return_ali, _epay, _qpay, _fxpay) shows: the server’s word on the order, from its number.',
    request: v.object({
      channel: v.picklist(['ali', 'epay', 'qpay', 'fxpay']),
      orderNo: text('订单号', 40),
    }),
    response: v.object({
      orderNo: v.string(),
      kind: v.picklist(['order', 'recharge']),
      title: v.string(),
      amount: amount(),
      status: v.picklist(['paid', 'pending', 'failed']),
      paidAt: maybeDateTime(),
    }),
  }),
} as const;

export type PayChannel = v.InferOutput<typeof payChannelSchema>;
export type PayStep = v.InferOutput<typeof payStepSchema>;
