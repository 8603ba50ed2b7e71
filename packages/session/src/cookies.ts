import { ADMIN_PREFIX, COOKIE_EXPIRES_DAYS, type CookieKey } from './constants.ts';

/** R3.4: cookie names are prefixed with `admin` plus the app id: `admin{appId}-{key}`. */
export function cookieName(key: CookieKey, appId: string): string {
  return `${ADMIN_PREFIX}${appId}-${key}`;
}

export interface CookieAttributes {
  expires: number;
  path: string;
  sameSite: 'Lax';
  secure: boolean;
}

/** R9.1: 7-day cookies for the whole site, SameSite=Lax, Secure when the page is served over https. */
export function cookieAttributes(protocol: string): CookieAttributes {
  return { expires: COOKIE_EXPIRES_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

/** R3.5: the per-user browser database is named from the admin prefix and the app id. */
export function browserDatabaseName(appId: string): string {
  return `${ADMIN_PREFIX}${appId}`;
}
