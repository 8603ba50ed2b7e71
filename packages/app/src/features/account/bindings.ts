// R4.13: bindings of Weixin, QQ, mini-program (mp) and WeChat public account (wc): bind by QR and
// callback, unbind. Mobile and e-mail bindings are in verification.ts.
import { customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';

const c = customer;

export type QrPlatform = 'weixin' | 'qq' | 'mp' | 'wc';

/** The Weixin binding QR: a new code, or the refusal while Weixin is bound (a binding or unbinding changes it). */
export const weixinBindQrKey = apiKey(c.getWeixinBind);

/**
 * A fresh QR code to bind Weixin; only fetched while `enabled` (the bind panel is open). Not asked again on
 * focus or when stale: each answer is a new one-time binding state, and asking again would replace the code
 * being scanned with one this browser has not stored for its callback. A write that changes it (a binding,
 * an unbinding) still makes it stale (its `refresh`).
 */
export function useWeixinBindQr(enabled: boolean) {
  return useApi(c.getWeixinBind, enabled ? undefined : null, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** Finishes a binding with the code and state of a platform callback (binding callback pages). */
export function useCompleteBinding() {
  return useApiMutation(c.doWeixinBind, { refresh: [accountKey, weixinBindQrKey] });
}

/** Cancels a pending Weixin QR binding (panel closed before scanning). */
export function useCancelWeixinBind() {
  return useApiMutation(c.doWeixinBindDelete);
}

const UNBIND = { qq: c.doUnbindQq, weixin: c.doUnbindWx, mp: c.doUnbindMn, wc: c.doUnbindWc } as const;

/** Unbinds one platform; `trigger({ salePwd })` when the sale password check is on. */
export function useUnbind(platform: QrPlatform) {
  return useApiMutation(UNBIND[platform], { refresh: platform === 'weixin' ? [accountKey, weixinBindQrKey] : [accountKey] });
}

/**
 * A QR code (an authorisation URL) to bind QQ, the mini-program or the public account; `trigger({ type })`.
 * Weixin has its own call (useWeixinBindQr / getWeixinBind).
 */
export function useBindQrcode() {
  return useApiMutation(c.getBindQrcode);
}

/** A new Weixin binding QR code on demand (each click a new state); `trigger()`. */
export function useWeixinBindQrCode() {
  return useApiMutation(c.getWeixinBind);
}
