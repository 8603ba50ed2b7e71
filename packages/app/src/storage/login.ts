// What a successful log-in leaves on this browser. Customer (R3.3–R3.5): the login object under
// `token` with the showLoginLog flag (the login notice follows the next navigation, R4.7), the
// `uuid` cookie keying per-user data (R3.6), the `title` cookie (R2.2), user info and access list
// in the browser database. Admin (R4.2–R4.4): `admin_token`, `admin_path`, the `roleIds` and
// `verifyRole` cookies, and the `token-admin` cookie of an ended session removed so the guard
// lets the admin through. The other area (R3.3): `other_token` {authCode}.
import { COOKIE_KEYS, STORAGE_KEYS, parseStoredLogin } from '@shop/session';
import type { AdminInfo } from '@shop/session/contract/admin';
import type { OtherAccount } from '@shop/session/contract/other';
import type { LoginResult } from '@shop/session/contract/public';
import { saveUserInfo } from './browserDb.ts';
import { cookies } from './cookies.ts';
import { readStorage, removeStorage, storeOtherLogin, storeUserLogin, writeStorage } from './localStore.ts';

/**
 * Stores a customer's log-in. Token and cookies are written at once (the caller may navigate right
 * away); the promise settles when the browser database has the user info too.
 */
export function rememberCustomerLogin(result: LoginResult, siteTitle?: string | null): Promise<void> {
  cookies.set(COOKIE_KEYS.uuid, String(result.user.id));
  if (siteTitle) cookies.set(COOKIE_KEYS.title, siteTitle);
  storeUserLogin({ authCode: result.authCode, expiresAt: result.expiresAt });
  // R6.2: a customer's access list is their roles (vip, supplier).
  return saveUserInfo(result.user, result.user.roles);
}

export function rememberAdminLogin(result: { token: string; admin: AdminInfo }, adminPath: string): void {
  writeStorage(STORAGE_KEYS.adminToken, result.token);
  writeStorage(STORAGE_KEYS.adminPath, adminPath);
  cookies.set(COOKIE_KEYS.roleIds, result.admin.roleIds.join(','));
  cookies.set(COOKIE_KEYS.verifyRole, result.admin.verifyRole);
  cookies.remove(COOKIE_KEYS.tokenAdmin);
}

/** Ends the admin session on this browser: the token and the role cookies the guard reads (R4.3). */
export function forgetAdminLogin(): void {
  removeStorage(STORAGE_KEYS.adminToken);
  cookies.remove(COOKIE_KEYS.roleIds);
  cookies.remove(COOKIE_KEYS.verifyRole);
}

/** R3.3: the other area's log-in is kept as `other_token` {authCode}. */
export function rememberOtherLogin(result: { authCode: string; expiresAt: string; account: OtherAccount }): void {
  storeOtherLogin({ authCode: result.authCode, expiresAt: result.expiresAt });
}

/** Whether the other area's login object is stored. */
export function hasOtherToken(): boolean {
  return parseStoredLogin(readStorage(STORAGE_KEYS.otherToken)) !== null;
}

/** Ends the other area's session on this browser. */
export function clearOtherLogin(): void {
  removeStorage(STORAGE_KEYS.otherToken);
}
