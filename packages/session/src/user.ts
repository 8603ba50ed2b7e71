import { GHOST_UUID } from './constants.ts';

/** R3.6: the id that keys per-user browser data; `ghost-uuid` until someone is known. */
export function userIdOf(uuidCookie: string | null | undefined): string {
  const id = uuidCookie?.trim();
  return id && id !== 'undefined' && id !== 'null' ? id : GHOST_UUID;
}

/** R3.5: the per-user browser database starts with empty system and database sections. */
export interface BrowserStore<U = unknown> {
  system: Record<string, unknown>;
  database: { userInfo?: U; access?: string[] } & Record<string, unknown>;
}

export function emptyBrowserStore<U>(): BrowserStore<U> {
  return { system: {}, database: {} };
}
