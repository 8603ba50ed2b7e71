import { COOKIE_KEYS, ROUTES, SESSION_CODES, STORAGE_KEYS } from './constants.ts';
import { messageRef, type MessageRef } from './messages/format.ts';
import type { MessageKey } from './messages/index.ts';
import { firstPathSegment } from './url.ts';

/** R3.1: the fields of the response envelope the session rules read. */
export interface EnvelopeHead {
  code?: unknown;
  msg?: unknown;
  keyDay?: unknown;
}

export type LogoutKind = -1 | -2 | -3;

/** R4.8–R4.10: what the single logout dialog shows and where its button leads. */
export interface LogoutDialog {
  kind: LogoutKind;
  title: MessageRef<MessageKey>;
  button: MessageRef<MessageKey>;
  /** The server's `msg`, shown as the body. */
  message: string;
  target: string;
}

/** A side effect for the app to carry out; the rules never touch storage themselves. */
export type SessionEffect =
  | { type: 'setCookie'; key: (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS]; value: string }
  | { type: 'setStorage'; key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]; value: string }
  | { type: 'removeStorage'; key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] };

export type ResponseOutcome =
  /** R4.12: any other or absent code: the response goes back to the caller unchanged. */
  | { kind: 'pass' }
  | { kind: 'logout'; dialog: LogoutDialog }
  /** R2.9: replace the route with /403. */
  | { kind: 'forbidden'; target: string; replace: true; message: string };

export interface ResponseDecision {
  outcome: ResponseOutcome;
  effects: SessionEffect[];
}

/**
 * R7.2: `u-query-day` = 1 − keyDay when keyDay is non-empty. keyDay may arrive as a number or a
 * numeric string; anything else (empty, null, not a number) leaves the cookie alone.
 */
export function queryDayFrom(keyDay: unknown): number | null {
  if (keyDay === undefined || keyDay === null || keyDay === '') return null;
  if (typeof keyDay === 'string' && keyDay.trim() === '') return null;
  if (typeof keyDay !== 'number' && typeof keyDay !== 'string') return null;
  const value = Number(keyDay);
  return Number.isFinite(value) ? 1 - value : null;
}

/** Codes may come as numbers or numeric strings ("-2"). */
export function codeOf(head: EnvelopeHead): number | null {
  const { code } = head;
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code.trim());
  return null;
}

/** The msg as text: a number or boolean as written, anything else (an object, an array) as none. */
function messageOf(head: EnvelopeHead): string {
  const { msg } = head;
  if (typeof msg === 'string') return msg;
  return typeof msg === 'number' || typeof msg === 'boolean' ? String(msg) : '';
}

/** R2.6: /{first segment of the failing request URL}/index, or / when the URL has no segment. */
export function adminLogoutTarget(requestUrl: string): string {
  const segment = firstPathSegment(requestUrl);
  return segment === '' ? ROUTES.home : `/${segment}/index`;
}

const LOGOUT_BUTTONS: Record<LogoutKind, MessageKey> = {
  [-1]: 'logout.button.admin',
  [-2]: 'logout.button.user',
  [-3]: 'logout.button.other',
};

/** The stored token each kind of logout ends. */
const LOGOUT_TOKENS: Record<LogoutKind, (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]> = {
  [-1]: STORAGE_KEYS.adminToken,
  [-2]: STORAGE_KEYS.token,
  [-3]: STORAGE_KEYS.otherToken,
};

export function logoutDialog(kind: LogoutKind, message: string, requestUrl: string): LogoutDialog {
  const target = kind === -1 ? adminLogoutTarget(requestUrl) : kind === -2 ? ROUTES.login : ROUTES.otherService;
  return {
    kind,
    title: messageRef<MessageKey>('logout.title'),
    button: messageRef<MessageKey>(LOGOUT_BUTTONS[kind]),
    message,
    target,
  };
}

/**
 * R7.2, R4.8–R4.12, R2.6–R2.9: what to do with a response envelope of a request to `requestUrl`.
 * Pure: the effects (cookies, storage) are returned for the app to apply.
 */
export function decideResponse(head: EnvelopeHead, requestUrl: string): ResponseDecision {
  const effects: SessionEffect[] = [];
  const queryDay = queryDayFrom(head.keyDay);
  if (queryDay !== null) effects.push({ type: 'setCookie', key: COOKIE_KEYS.queryDay, value: String(queryDay) });

  const code = codeOf(head);
  const message = messageOf(head);
  switch (code) {
    case SESSION_CODES.adminEnded:
    case SESSION_CODES.userEnded:
    case SESSION_CODES.otherEnded: {
      const kind = code as LogoutKind;
      // R4.8: the admin session's end is remembered in the token-admin cookie, which the guard reads (R4.2).
      if (kind === -1) effects.push({ type: 'setCookie', key: COOKIE_KEYS.tokenAdmin, value: message });
      effects.push({ type: 'removeStorage', key: LOGOUT_TOKENS[kind] });
      return { outcome: { kind: 'logout', dialog: logoutDialog(kind, message, requestUrl) }, effects };
    }
    case SESSION_CODES.forbidden:
      effects.push({ type: 'setStorage', key: STORAGE_KEYS.forbidden, value: message });
      return { outcome: { kind: 'forbidden', target: ROUTES.forbidden, replace: true, message }, effects };
    default:
      return { outcome: { kind: 'pass' }, effects };
  }
}
