// The only module that touches cookies: js-cookie with the session's names (`admin` + app id
// prefix, R3.4) and attributes (7 days, SameSite=Lax, Secure on https: R9.1).
import Cookies from 'js-cookie';
import { cookieAttributes, cookieName, type CookieKey } from '@shop/session';
import { appId } from '../site.ts';

export interface CookieJar {
  get(key: CookieKey): string | undefined;
  set(key: CookieKey, value: string): void;
  remove(key: CookieKey): void;
}

interface CookiesApi {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: Cookies.CookieAttributes): unknown;
  remove(name: string, attributes?: Cookies.CookieAttributes): void;
}

/** A jar for one app id; `protocol` is read at each write so https pages get Secure cookies. */
export function createCookieJar(
  appId: string,
  protocol: () => string = () => globalThis.location?.protocol ?? 'http:',
  api: CookiesApi = Cookies,
): CookieJar {
  return {
    get: (key) => api.get(cookieName(key, appId)),
    set: (key, value) => {
      api.set(cookieName(key, appId), value, cookieAttributes(protocol()));
    },
    remove: (key) => {
      const { path } = cookieAttributes(protocol());
      api.remove(cookieName(key, appId), { path });
    },
  };
}

/** The page's jar: the app id of its storage scope (a path site's cookies are its own). */
export const cookies: CookieJar = createCookieJar(appId);
