// Platform callbacks: the call that starts a mini-program log-in (getMpQrcode; getOauthUrl is oauth.ts) and the
// once-only calls a callback page makes (doQqLogin / doWeixinLogin / doMpLogin, doWeixinBind,
// doAlipayFaceNotify, doAlipayCodeNotify). The once-only calls go through `runCallbackOnce`, not an
// SWR mutation: the state must be consumed before the call and the promise must outlive a React
// StrictMode unmount/remount, so it is kept here, keyed by the state.
import { callbacks, customer, type CertifyResult } from '@shop/session/contract';
import type { LoginResult } from '@shop/session/contract/public';
import type { BindPlatform, CallbackPlan, LoginPlatform, StatePurpose } from '@shop/session';
import { request } from '#app/request/client.ts';
import { isBusinessError, isRequestError } from '#app/request/errors.ts';
import { checkCallbackState, consumeCallbackState, recordCallbackOutcome } from '#app/storage/callbackStates.ts';
import { useApiMutation, useApi } from '#app/data/swr.ts';

export type CallbackFailureReason = 'mismatch' | 'expired' | 'used' | 'failed' | 'network';

/** What the one server call answered. */
export interface CallbackDone {
  login?: LoginResult;
  account?: string;
  certify?: CertifyResult;
  /** Kept in this browser's record (the bound account, the certified name). */
  message: string;
}

/** How a once-only callback call ended. `repeat`: shown from this browser's record, nothing was sent. */
export type CallbackFinish =
  ({ ok: true; repeat: boolean } & CallbackDone) | { ok: false; repeat: boolean; reason: CallbackFailureReason; message?: string };

const LOGIN = { qq: callbacks.doQqLogin, weixin: callbacks.doWeixinLogin, mp: callbacks.doMpLogin } as const;

/** The one server call of a plan, with the query's code and state. */
export async function callbackCall(plan: CallbackPlan, code: string, state: string): Promise<CallbackDone> {
  switch (plan.kind) {
    case 'login': {
      const login = await request(LOGIN[plan.platform as LoginPlatform], { code, state });
      return { login, message: '' };
    }
    case 'bind': {
      const binding = await request(customer.doWeixinBind, { type: plan.platform as BindPlatform, code, state });
      return { account: binding.account, message: binding.account };
    }
    case 'alipayBind': {
      const answer = await request(callbacks.doAlipayCodeNotify, { auth_code: code, state });
      return { account: answer.account, message: answer.account };
    }
    default: {
      const certify = await request(callbacks.doAlipayFaceNotify, { certifyId: state });
      return { certify, message: certify.realName };
    }
  }
}

const inflight = new Map<string, Promise<CallbackFinish>>();

/**
 * Sends a callback's state to the server at most once: a state this browser did not store (or
 * stored for another purpose), an expired one or a used one is refused without a call; a used one
 * whose outcome was recorded shows that outcome again. A second caller with the same state (StrictMode's
 * second effect, the same page opened again in this tab) gets the first call's promise.
 */
export function runCallbackOnce(purpose: StatePurpose, state: string, call: () => Promise<CallbackDone>): Promise<CallbackFinish> {
  const key = `${purpose} ${state}`;
  const running = inflight.get(key);
  if (running) return running;
  const check = checkCallbackState(state, purpose);
  let result: Promise<CallbackFinish>;
  if (check.status === 'mismatch') result = Promise.resolve({ ok: false, repeat: false, reason: 'mismatch' });
  else if (check.status === 'expired') result = Promise.resolve({ ok: false, repeat: false, reason: 'expired' });
  else if (check.status === 'used') {
    const outcome = check.entry.outcome;
    result = Promise.resolve(
      outcome === undefined
        ? { ok: false, repeat: false, reason: 'used' }
        : outcome.ok
          ? { ok: true, repeat: true, account: outcome.message, message: outcome.message }
          : { ok: false, repeat: true, reason: 'failed', message: outcome.message },
    );
  } else {
    consumeCallbackState(state);
    result = call().then(
      (done): CallbackFinish => {
        recordCallbackOutcome(state, { ok: true, message: done.message });
        return { ...done, ok: true, repeat: false };
      },
      (error: unknown): CallbackFinish => {
        if (isBusinessError(error) || (isRequestError(error) && error.kind === 'session')) {
          recordCallbackOutcome(state, { ok: false, message: error.message });
          return { ok: false, repeat: false, reason: 'failed', message: error.message };
        }
        // No answer (or no usable one): whether the server used the state is unknown, so it is
        // not sent again and the page says so (a reload shows "already used").
        return { ok: false, repeat: false, reason: 'network' };
      },
    );
  }
  inflight.set(key, result);
  return result;
}

/** For tests: forget the calls of this page load. */
export function resetCallbackRuns(): void {
  inflight.clear();
}

/** `trigger({ type, redirect })` → the platform URL to go to and the state to store first. */
/** `trigger({ purpose: 'login' })` → a mini-program code to scan and its state. */
export function useMpQrcode() {
  return useApiMutation(callbacks.getMpQrcode);
}

/** Where a mini-program code stands, asked every `interval` ms while `state` is set. */
export function useMpQrcodeStatus(state: string | null, interval: number) {
  return useApi(callbacks.getMpQrcodeStatus, state ? { state } : null, {
    refreshInterval: interval,
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
}

/** The result of a certification (read only; the result page may ask again). */
export function useCertifyResultOf(certifyId: string | null) {
  return useApi(callbacks.getCertifyResult, certifyId ? { certifyId } : null, { revalidateOnFocus: false });
}
