// Build-time configuration (Vite `VITE_*` variables), read in one place.

/** The app id used when none is configured: cookies become `admincardshop-<key>`, the browser database `admincardshop`. */
export const DEFAULT_APP_ID = 'cardshop';

export interface AppConfig {
  /** R7.1: where the API lives; `VITE_API_BASE_URL`, default `/` (same origin). */
  apiBaseUrl: string;
  /** R3.4 / R3.5: prefixes cookie names and names the browser database; `VITE_APP_ID`. */
  appId: string;
  /** Development build (dev server): log display and settings panel (R9.5). */
  dev: boolean;
  /** MSW answers the API (dev server and `--mode mock` builds). */
  msw: boolean;
  /**
   * The main site's domain (`VITE_MAIN_DOMAIN`, e.g. `shop.example.com`): `{label}.<it>` is a reseller's
   * sub-domain, other hosts ask the server (issue 21). '' : only localhost and addresses by IP are main.
   */
  mainDomain: string;
}

type Env = Partial<Record<'VITE_API_BASE_URL' | 'VITE_APP_ID' | 'VITE_ENABLE_MSW' | 'VITE_MAIN_DOMAIN', string>> & { DEV?: boolean };

export function readConfig(env: Env): AppConfig {
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim();
  const appId = env.VITE_APP_ID?.trim();
  return {
    apiBaseUrl: apiBaseUrl ? apiBaseUrl : '/',
    // Cookie names may not hold separators or spaces: keep the id to letters, digits, `_` and `-`.
    appId: appId && /^[\w-]+$/.test(appId) ? appId : DEFAULT_APP_ID,
    dev: env.DEV === true,
    msw: env.VITE_ENABLE_MSW === 'true',
    mainDomain: env.VITE_MAIN_DOMAIN?.trim().toLowerCase() ?? '',
  };
}

export const config: AppConfig = readConfig(import.meta.env);
