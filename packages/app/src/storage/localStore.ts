// The only module that touches localStorage (R3.3). Storage may be missing or throw (private mode,
// quota, disabled by policy): every access degrades to "nothing stored" instead of crashing.
// On a reseller site addressed by path every key is the site's own (`token@xiaolu`), so a
// customer's session never carries over between the main site and a site.
import {
  STORAGE_KEYS,
  afterNavigation,
  parseStoredLogin,
  scopedStorageKey,
  type StorageKey,
  type StoredLogin,
  type StoredTokens,
} from '@shop/session';
import { storageScope } from '../site.ts';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return storage()?.getItem(scopedStorageKey(key, storageScope)) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(scopedStorageKey(key, storageScope), value);
  } catch {
    // quota or disabled storage: the value lives only as long as the page does
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    storage()?.removeItem(scopedStorageKey(key, storageScope));
  } catch {
    // nothing to remove
  }
}

/** R3.3 / R6.1: the three sessions as the request client and the guard need them. */
export function readTokens(): StoredTokens {
  return {
    adminPath: readStorage(STORAGE_KEYS.adminPath),
    adminToken: readStorage(STORAGE_KEYS.adminToken),
    otherToken: parseStoredLogin(readStorage(STORAGE_KEYS.otherToken)),
    token: parseStoredLogin(readStorage(STORAGE_KEYS.token)),
  };
}

/** R4.5: a customer is logged in when the `token` login object is stored. */
export function hasUserToken(): boolean {
  return parseStoredLogin(readStorage(STORAGE_KEYS.token)) !== null;
}

/**
 * After a successful customer log-in: store the login object (it must carry `authCode`) and set the
 * showLoginLog flag, so the next navigation shows the login notice (R4.7, R2.10).
 */
export function storeUserLogin(login: StoredLogin & Record<string, unknown>): void {
  writeStorage(STORAGE_KEYS.token, JSON.stringify(login));
  writeStorage(STORAGE_KEYS.showLoginLog, '1');
}

/** The other area's login object (`other_token`, R3.3): calls under `/other/` send its authCode (R6.1). */
export function storeOtherLogin(login: StoredLogin & Record<string, unknown>): void {
  writeStorage(STORAGE_KEYS.otherToken, JSON.stringify(login));
}

/** Ends the customer session on this browser. */
export function clearUserLogin(): void {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.showLoginLog);
}

/** R4.7: true once after log-in; the flag is cleared as it is read. */
export function takeShowLoginLog(): boolean {
  const { clearFlag, runLoginLog } = afterNavigation(readStorage(STORAGE_KEYS.showLoginLog));
  if (clearFlag) removeStorage(STORAGE_KEYS.showLoginLog);
  return runLoginLog;
}

/** R2.9: the message of the last 403 answer, for the forbidden page. */
export function readForbiddenMessage(): string {
  return readStorage(STORAGE_KEYS.forbidden) ?? '';
}

/** R9.5: opened tabs, restored on the next visit (full paths). */
export function readTabs(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.tabs) ?? '[]');
    return Array.isArray(value) ? value.filter((tab): tab is string => typeof tab === 'string') : [];
  } catch {
    return [];
  }
}

export function writeTabs(tabs: readonly string[]): void {
  writeStorage(STORAGE_KEYS.tabs, JSON.stringify(tabs));
}
