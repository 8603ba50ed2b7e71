// Build-time configuration (Vite `VITE_*` variables), read in one place.

/** The app id used when none is configured: cookies become `admincardshop-<key>`, the browser database `admincardshop`. */
export const DEFAULT_APP_ID = 'cardshop';

/** The admin area's prefix when none is configured (the mock back end's). */
export const DEFAULT_ADMIN_PATH = 'shopadmin';

/** First path segments of our own areas: never an admin prefix (R6.1 would send the admin token there). */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'inside',
  'vip',
  'supply',
  'cdk',
  'pay',
  'other',
  'certify',
  'login',
  'register',
  'forget',
  's',
  'p',
]);

/** Whether a path segment can be the admin prefix: letters, digits, `_` and `-`, and not one of our areas. */
export function isAdminPathSegment(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,50}$/.test(value) && !RESERVED_SEGMENTS.has(value.toLowerCase());
}

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
   * sub-domain, other hosts ask the server. '' : only localhost and addresses by IP are main.
   */
  mainDomain: string;
  /**
   * The admin area's prefix on this back end (`VITE_ADMIN_PATH`, spec §1 "configurable URL prefix"):
   * `/{adminPath}/index` and `/{adminPath}/decorate/desktop` exist, any other prefix is a 404 (R2.5).
   */
  adminPath: string;
}

type Env = Partial<Record<'VITE_API_BASE_URL' | 'VITE_APP_ID' | 'VITE_ENABLE_MSW' | 'VITE_MAIN_DOMAIN' | 'VITE_ADMIN_PATH', string>> & {
  DEV?: boolean;
};

export function readConfig(env: Env): AppConfig {
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim();
  const appId = env.VITE_APP_ID?.trim();
  const adminPath = env.VITE_ADMIN_PATH?.trim().replace(/^\/+|\/+$/g, '') ?? '';
  return {
    apiBaseUrl: apiBaseUrl ? apiBaseUrl : '/',
    // Cookie names may not hold separators or spaces: keep the id to letters, digits, `_` and `-`.
    appId: appId && /^[\w-]+$/.test(appId) ? appId : DEFAULT_APP_ID,
    dev: env.DEV === true,
    msw: env.VITE_ENABLE_MSW === 'true',
    mainDomain: env.VITE_MAIN_DOMAIN?.trim().toLowerCase() ?? '',
    adminPath: isAdminPathSegment(adminPath) ? adminPath : DEFAULT_ADMIN_PATH,
  };
}

export const config: AppConfig = readConfig(import.meta.env);
