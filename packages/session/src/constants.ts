// Business constants of spec §9 and the storage names of spec §3, in one place.

/** R9.4: the envelope code of a successful call. */
export const SUCCESS_CODE = 1000;

/** R9.2: request timeout, 2 hours. */
export const REQUEST_TIMEOUT_MS = 7_200_000;

/** R9.1: cookie lifetime in days. */
export const COOKIE_EXPIRES_DAYS = 7;

/** R9.3: how long the error popup and the login notice stay. */
export const ERROR_TOAST_MS = 3_000;
export const LOGIN_NOTICE_MS = 5_000;

/** R2.14: device breakpoints (inclusive upper bounds). */
export const MOBILE_MAX_WIDTH = 575;
export const TABLET_MAX_WIDTH = 992;

/** R3.6: the user id used before anyone is known. */
export const GHOST_UUID = 'ghost-uuid';

/** R8.4: the default avatar path. */
export const DEFAULT_AVATAR = '/static/public/images/user.png';

/** R3.4: cookies are prefixed with this plus the app id. */
export const ADMIN_PREFIX = 'admin';

/** R7.1: API base path and image base path. */
export const API_BASE_PATH = '/';
export const IMAGE_BASE_PATH = '';

/** The area prefix whose requests carry `other_token` (R6.1) and whose service page ends a -3 session. */
export const OTHER_AREA = 'other';

/** R3.3: local storage keys. */
export const STORAGE_KEYS = {
  token: 'token',
  otherToken: 'other_token',
  adminToken: 'admin_token',
  adminPath: 'admin_path',
  /** R2.9: the message of the last 403 answer. */
  forbidden: '403',
  /** R4.7: set at log-in, read once after the next navigation. */
  showLoginLog: 'showLoginLog',
  /** R9.5: opened tabs, restored on the next visit. */
  tabs: 'tabs',
  /** R9.5: the layout settings chosen in the settings panel (development and mock builds). */
  layoutSettings: 'layoutSettings',
  /** Where older builds kept the visitor token; the app now keeps it in the browser database and moves it from here once. */
  visitorToken: 'visitorToken',
  /** The service bot's conversation in this browser (/aibot), with whose it is. */
  aibotHistory: 'aibotHistory',
} as const;

/** R3.4: cookie keys, before the `admin` + app id prefix. */
export const COOKIE_KEYS = {
  queryDay: 'u-query-day',
  tokenAdmin: 'token-admin',
  token: 'token',
  roleIds: 'roleIds',
  verifyRole: 'verifyRole',
  uuid: 'uuid',
  title: 'title',
} as const;

export type CookieKey = (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS];
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** R2.6–R2.9: where the session codes send the user. */
export const ROUTES = {
  home: '/',
  login: '/login',
  otherService: '/other/service',
  forbidden: '/403',
  serverError: '/500',
} as const;

/** Session codes of spec §4 and §8. */
export const SESSION_CODES = {
  adminEnded: -1,
  userEnded: -2,
  otherEnded: -3,
  forbidden: 403,
} as const;
