// The signed-in user as the page knows it right now: id (the uuid cookie, else `ghost-uuid`), user
// info and access list. A tiny external store so React (permission checks) and plain code (log
// meta) read the same values; the browser database (browserDb.ts) persists them.
import { useSyncExternalStore } from 'react';
import { COOKIE_KEYS, userIdOf } from '@shop/session';
import { cookies } from './cookies.ts';

export type UserInfo = Record<string, unknown>;

export interface UserState {
  userInfo: UserInfo | null;
  /** R6.2: the access list element permissions are checked against. */
  access: readonly string[];
  /** The browser database is being read at start-up: no user info yet does not mean there is none. */
  restoring: boolean;
}

const EMPTY: UserState = { userInfo: null, access: [], restoring: false };
let state: UserState = EMPTY;
const listeners = new Set<() => void>();

/** R3.6: the id keying per-user browser data. */
export function currentUserId(): string {
  return userIdOf(cookies.get(COOKIE_KEYS.uuid));
}

export function getUser(): UserState {
  return state;
}

export function setUser(next: Partial<UserState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function resetUser(): void {
  state = EMPTY;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUser(): UserState {
  return useSyncExternalStore(subscribe, getUser, getUser);
}
