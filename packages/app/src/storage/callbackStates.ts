// The states this browser stored before leaving for a platform (QQ / Weixin authorisation, a binding
// QR code, the Alipay face check), so the callback page can check that a `state` is ours, unused
// and in time, and consume it once (session/callback.ts decides; this module only reads and writes).
// sessionStorage: an authorisation round trip and the mock build's "simulate scan" link stay in this
// tab, a reload keeps it, and another tab or a link sent from elsewhere does not share it.
import {
  checkState,
  consumeState,
  forgetState,
  parseStoredStates,
  recordOutcome,
  rememberState,
  type CallbackOutcome,
  type StateCheck,
  type StatePurpose,
  type StoredState,
} from '@shop/session';

export const CALLBACK_STATES_KEY = 'callback_states';

function read(): StoredState[] {
  try {
    return parseStoredStates(globalThis.sessionStorage?.getItem(CALLBACK_STATES_KEY) ?? null);
  } catch {
    return [];
  }
}

function write(list: StoredState[]): void {
  try {
    globalThis.sessionStorage?.setItem(CALLBACK_STATES_KEY, JSON.stringify(list));
  } catch {
    // quota or disabled storage: the callback will refuse the state, which is the safe side
  }
}

/** Stores a state a server just issued (`expiresIn` seconds), before the browser leaves for the platform. */
export function storeCallbackState(entry: { state: string; purpose: StatePurpose; expiresIn: number; redirect?: string | null }): void {
  write(rememberState(read(), entry, Date.now()));
}

export function checkCallbackState(state: string, purpose: StatePurpose): StateCheck {
  return checkState(read(), state, purpose, Date.now());
}

/** Marks the state used, before the one server call that sends it. */
export function consumeCallbackState(state: string): void {
  write(consumeState(read(), state, Date.now()));
}

export function recordCallbackOutcome(state: string, outcome: CallbackOutcome): void {
  write(recordOutcome(read(), state, outcome));
}

export function forgetCallbackState(state: string): void {
  write(forgetState(read(), state));
}
