// Platform callbacks (spec §2 "Binding callbacks", "Certification callbacks"; screens.md "Callbacks"):
// which server call a callback path makes, reading its query, and the `state` this browser stored
// before it left for the platform (kept with an expiry, compared, consumed once). Pure: the app
// reads and writes the stored list and carries out the plan.
import { ROUTES } from './constants.ts';
import { isSafeRedirect } from './redirect.ts';

/** What the callback reads of a query (a URLSearchParams fits; a string is parsed here). */
export interface QueryLike {
  getAll(name: string): string[];
  has(name: string): boolean;
}

/** A query string (`?a=1&b=2`) as a QueryLike; a value with a broken %-escape reads as `\u0000` (refused as odd). */
export function parseQuery(search: string): QueryLike {
  const map = new Map<string, string[]>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return '\u0000';
      }
    };
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decode(pair.slice(at + 1));
    map.set(name, [...(map.get(name) ?? []), value]);
  }
  return { getAll: (name) => map.get(name) ?? [], has: (name) => map.has(name) };
}

const queryOf = (search: string | QueryLike): QueryLike => (typeof search === 'string' ? parseQuery(search) : search);

/** Platforms that log in or bind through an authorisation callback. */
export type LoginPlatform = 'qq' | 'weixin' | 'mp';
export type BindPlatform = 'qq' | 'weixin' | 'mp' | 'wc';

/**
 * What a callback path does:
 * - `login`: log in with the platform's code (doQqLogin, doWeixinLogin, doMpLogin);
 * - `bind`: finish a binding of the logged-in account (doWeixinBind with its type);
 * - `certifyNotify`: report the face check back (doAlipayFaceNotify), then show its result;
 * - `certifyResult`: read a certification's result (getCertifyResult);
 * - `alipayBind`: bind an Alipay account for withdrawals (doAlipayCodeNotify).
 */
export type CallbackPlan =
  | { kind: 'login'; platform: LoginPlatform }
  | { kind: 'bind'; platform: BindPlatform }
  | { kind: 'certifyNotify' }
  | { kind: 'certifyResult' }
  | { kind: 'alipayBind' };

/** The purpose a stored state was issued for; a callback only accepts a state of its own purpose. */
export type StatePurpose = `login:${LoginPlatform}` | `bind:${BindPlatform}` | 'certify' | 'alipayBind';

/**
 * The plan of a callback path, or null for a path that is not a callback. /myWeixinNotify finishes
 * both Weixin and public-account bindings: the public account's link carries `type=wc`.
 */
export function callbackPlanFor(pathname: string, search: string | QueryLike = ''): CallbackPlan | null {
  const params = queryOf(search);
  switch (pathname.replace(/\/+$/, '')) {
    case '/qqReturn':
      return { kind: 'login', platform: 'qq' };
    case '/weixinReturn':
      return { kind: 'login', platform: 'weixin' };
    case '/mpReturn':
      return { kind: 'login', platform: 'mp' };
    case '/myQqNotify':
      return { kind: 'bind', platform: 'qq' };
    case '/myWeixinNotify':
      return { kind: 'bind', platform: params.getAll('type')[0] === 'wc' ? 'wc' : 'weixin' };
    case '/myMpNotify':
      return { kind: 'bind', platform: 'mp' };
    case '/certify/alipayFaceNotify':
      return { kind: 'certifyNotify' };
    case '/certify/alipayFaceResult':
      return { kind: 'certifyResult' };
    case '/certify/alipayCodeNotify':
      return { kind: 'alipayBind' };
    default:
      return null;
  }
}

/** The purpose whose stored state a plan needs. */
export function statePurposeOf(plan: CallbackPlan): StatePurpose {
  switch (plan.kind) {
    case 'login':
      return `login:${plan.platform}`;
    case 'bind':
      return `bind:${plan.platform}`;
    case 'alipayBind':
      return 'alipayBind';
    default:
      return 'certify';
  }
}

/** Limits of the query values (the contract's: code 200, state 100, certifyId 64). */
export const CALLBACK_LIMITS = { code: 200, state: 100, certifyId: 64 } as const;

// Authorisation codes and states of QQ, Weixin and Alipay are URL-safe tokens; anything else
// (spaces, quotes, markup, control characters) is not a code a platform sent.
const TOKEN = /^[A-Za-z0-9._~-]+$/;

export type CallbackQueryProblem = 'missing' | 'malformed' | 'denied';

/** What a callback page needs from its query: the code (not for certification), the state, and the way back. */
export interface CallbackQuery {
  /** The authorisation code; '' for the certification pages. */
  code: string;
  /** The state to find again: the `state` query, or the certifyId for certification. */
  state: string;
  /** A same-origin path to go to after a log-in; null when absent. */
  redirect: string | null;
  /** A `redirect` was given but is not a path of this site (the log-in then goes to `/`). */
  hostileRedirect: boolean;
}

export type CallbackQueryResult = { ok: true; query: CallbackQuery } | { ok: false; problem: CallbackQueryProblem };

function single(params: QueryLike, name: string): string | null | undefined {
  const all = params.getAll(name);
  if (all.length === 0) return null;
  // A repeated value is not something a platform sends: refuse rather than guess which one counts.
  if (all.length > 1) return undefined;
  return all[0];
}

function token(value: string | null | undefined, limit: number): string | CallbackQueryProblem {
  if (value === undefined) return 'malformed';
  if (value === null || value === '') return 'missing';
  if (value.length > limit || !TOKEN.test(value)) return 'malformed';
  return value;
}

/**
 * Reads a callback's query for its plan. A platform that reports a refusal (`error=…`, as QQ and
 * Weixin do when the user cancels) is `denied`; an absent code or state is `missing`; a repeated,
 * oversized or odd value is `malformed`. Certification pages carry `certifyId` instead of code and
 * state; /certify/alipayCodeNotify carries Alipay's `auth_code`.
 */
export function readCallbackQuery(plan: CallbackPlan, search: string | QueryLike): CallbackQueryResult {
  const params = queryOf(search);
  if (params.has('error') || params.has('error_code')) return { ok: false, problem: 'denied' };
  const certify = plan.kind === 'certifyNotify' || plan.kind === 'certifyResult';
  const state = certify
    ? token(single(params, 'certifyId'), CALLBACK_LIMITS.certifyId)
    : token(single(params, 'state'), CALLBACK_LIMITS.state);
  const code = certify ? '' : token(single(params, plan.kind === 'alipayBind' ? 'auth_code' : 'code'), CALLBACK_LIMITS.code);
  // Malformed wins over missing: a tampered link is reported as such even when another value is absent.
  const problems = [state, code].filter((v): v is CallbackQueryProblem => v === 'missing' || v === 'malformed' || v === 'denied');
  if (problems.includes('malformed')) return { ok: false, problem: 'malformed' };
  if (problems.length > 0) return { ok: false, problem: 'missing' };
  const rawRedirect = single(params, 'redirect');
  const redirect = typeof rawRedirect === 'string' && rawRedirect !== '' && isSafeRedirect(rawRedirect) ? rawRedirect : null;
  const hostileRedirect = rawRedirect === undefined || (typeof rawRedirect === 'string' && rawRedirect !== '' && redirect === null);
  return { ok: true, query: { code: code as string, state: state as string, redirect, hostileRedirect } };
}

/** Where a customer lands after a callback log-in with no way back asked for. */
export const CALLBACK_LOGIN_HOME = '/inside/index';

/**
 * Where a successful callback log-in goes: the query's safe `redirect`, else the one stored with
 * the state; a hostile redirect goes to `/`; none at all to the customer home. Never back to /login.
 */
export function callbackLoginTarget(query: CallbackQuery, stored: StoredState | null): string {
  const target = query.hostileRedirect
    ? ROUTES.home
    : (query.redirect ?? (stored?.redirect && isSafeRedirect(stored.redirect) ? stored.redirect : CALLBACK_LOGIN_HOME));
  return target.split(/[?#]/)[0] === ROUTES.login ? CALLBACK_LOGIN_HOME : target;
}

// ---- the states this browser stored ----

/** How a finished callback ended, kept so a reload shows it again instead of calling the server twice. */
export interface CallbackOutcome {
  ok: boolean;
  /** The server's message (or the account a binding shows). */
  message: string;
}

/** A state this browser stored before leaving for the platform. */
export interface StoredState {
  state: string;
  purpose: StatePurpose;
  /** Epoch ms after which the state is refused. */
  expiresAt: number;
  /** Epoch ms the callback used it (sent it to the server), or null. */
  usedAt: number | null;
  /** Where to go after a log-in (a safe path), when the flow asked for one. */
  redirect?: string;
  /** How the callback ended, once it did. */
  outcome?: CallbackOutcome;
}

/** How long a used state is remembered (to show "already used" and its result on reload). */
export const USED_STATE_KEEP_MS = 30 * 60 * 1000;
/** The most states kept (oldest dropped first): a few flows at once, never an unbounded list. */
export const MAX_STORED_STATES = 20;

function alive(entry: StoredState, now: number): boolean {
  return entry.usedAt === null ? entry.expiresAt > now - USED_STATE_KEEP_MS : entry.usedAt > now - USED_STATE_KEEP_MS;
}

/** Parses what the app read from storage; anything unusable is dropped. */
export function parseStoredStates(raw: string | null): StoredState[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is StoredState =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as StoredState).state === 'string' &&
      typeof (e as StoredState).purpose === 'string' &&
      typeof (e as StoredState).expiresAt === 'number' &&
      ((e as StoredState).usedAt === null || typeof (e as StoredState).usedAt === 'number'),
  );
}

/**
 * The list with a new state stored (`expiresIn` seconds from `now`, as the server answered it).
 * Old entries are pruned; a state stored again replaces its earlier entry.
 */
export function rememberState(
  list: readonly StoredState[],
  entry: { state: string; purpose: StatePurpose; expiresIn: number; redirect?: string | null },
  now: number,
): StoredState[] {
  const stored: StoredState = {
    state: entry.state,
    purpose: entry.purpose,
    expiresAt: now + entry.expiresIn * 1000,
    usedAt: null,
    ...(entry.redirect && isSafeRedirect(entry.redirect) ? { redirect: entry.redirect } : {}),
  };
  const kept = list.filter((e) => e.state !== entry.state && alive(e, now));
  return [...kept, stored].slice(-MAX_STORED_STATES);
}

/**
 * Whether a callback may send its state:
 * - `ok`: stored here for this purpose, unused and not expired;
 * - `mismatch`: not stored by this browser, or stored for another purpose (a forged or foreign link);
 * - `expired`: stored, but its time ran out;
 * - `used`: already sent once (a reload or a replayed link); its outcome, if it finished, comes along.
 */
export type StateCheck =
  | { status: 'ok'; entry: StoredState }
  | { status: 'mismatch' }
  | { status: 'expired'; entry: StoredState }
  | { status: 'used'; entry: StoredState };

export function checkState(list: readonly StoredState[], state: string, purpose: StatePurpose, now: number): StateCheck {
  const entry = list.find((e) => e.state === state);
  if (!entry || entry.purpose !== purpose) return { status: 'mismatch' };
  if (entry.usedAt !== null) return { status: 'used', entry };
  if (entry.expiresAt <= now) return { status: 'expired', entry };
  return { status: 'ok', entry };
}

/** The list with the state marked used (before the server call, so it is never sent twice). */
export function consumeState(list: readonly StoredState[], state: string, now: number): StoredState[] {
  return list.map((e) => (e.state === state && e.usedAt === null ? { ...e, usedAt: now } : e));
}

/** The list with a used state's outcome recorded. */
export function recordOutcome(list: readonly StoredState[], state: string, outcome: CallbackOutcome): StoredState[] {
  return list.map((e) => (e.state === state ? { ...e, outcome } : e));
}

/** The list without a state (a QR binding cancelled, a flow given up). */
export function forgetState(list: readonly StoredState[], state: string): StoredState[] {
  return list.filter((e) => e.state !== state);
}
