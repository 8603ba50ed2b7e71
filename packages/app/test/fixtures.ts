// Fixed data and small helpers shared by the app tests.
import { http, HttpResponse } from 'msw';
import type { Account } from '@shop/session/contract';
import { closeBrowserDb } from '../src/storage/browserDb.ts';

export const binding = (bound: boolean, account = '') => ({ bound, account, boundAt: bound ? '2024-05-01 10:00:00' : null });

export const account: Account = {
  id: 1001,
  loginName: 'zhangsan',
  nickname: '张三',
  avatar: '/static/public/images/user.png',
  qq: '10001',
  level: { id: 2, name: '黄金会员' },
  balance: 128.5,
  frozenBalance: 0,
  inviteCode: 'ZS1001',
  loginNameChangeable: true,
  salePwd: { set: true, enabled: false },
  openApi: { enabled: false, status: false, appId: '', keyMasked: '' },
  bindings: {
    weixin: binding(false),
    qq: binding(true, '1****1'),
    mp: binding(false),
    wc: binding(false),
    mobile: binding(true, '138****0000'),
    email: binding(false),
  },
  roles: [],
  createdAt: '2024-01-02 03:04:05',
};

/** A browser that has stored nothing: the app's browser database closed and every IndexedDB database deleted. */
export async function forgetBrowserDatabases(): Promise<void> {
  await closeBrowserDb();
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    await new Promise<void>((resolve) => {
      const deleting = indexedDB.deleteDatabase(name);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
    });
  }
}

/** A response envelope (R3.1). */
export function envelope(code: number, data: unknown = null, extra: Record<string, unknown> = {}) {
  return { code, msg: code === 1000 ? 'ok' : `message for ${code}`, data, ...extra };
}

/** The stored customer login object (R3.3). */
export function logIn(authCode = 'user-auth') {
  localStorage.setItem('token', JSON.stringify({ authCode }));
}

/** Cookie names are `admin` + app id + `-` + key (R3.4); the tests run with the default app id. */
export function cookieName(key: string): string {
  return `admincardshop-${key}`;
}

export function setCookie(key: string, value: string): void {
  document.cookie = `${cookieName(key)}=${encodeURIComponent(value)}; path=/`;
}

export function readCookie(key: string): string | undefined {
  const name = `${cookieName(key)}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(name));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length));
}

const contacts = { qq: '10000', wechat: 'kefu', wechatQr: '', phone: '400-000-0000', email: 'kefu@example.com', hours: '09:00-18:00' };

const site = {
  title: '测试商城',
  subtitle: '',
  logo: '',
  keywords: '',
  description: '',
  notice: '',
  icp: '',
  registerOpen: true,
  service: contacts,
  payMethods: [],
};

/**
 * What the public pages read, for tests that only pass through them: the site's information (the
 * frame), the service contacts and an empty announcement list.
 */
export function publicPageHandlers() {
  return [
    http.post('*/inside/inter/getSiteInfo', () => HttpResponse.json(envelope(1000, site))),
    http.post('*/inside/inter/getServiceInfo', () => HttpResponse.json(envelope(1000, { contacts, faq: [] }))),
    http.post('*/inside/inter/getAnnouncementList', () => HttpResponse.json(envelope(1000, { list: [], total: 0, page: 1, pageSize: 10 }))),
    // The home page (/) reads the shop's directories and best sellers.
    http.post('*/inside/inter/getGoodsDirList', () => HttpResponse.json(envelope(1000, { list: [] }))),
    http.post('*/inside/inter/getGoodsList', () => HttpResponse.json(envelope(1000, { list: [], total: 0, page: 1, pageSize: 10 }))),
    // … in the order of the published decoration.
    http.post('*/inside/inter/getHomeLayout', () => HttpResponse.json(envelope(1000, { blocks: homeBlocks }))),
  ];
}

const homeBlocks = [
  { id: 'notice-1', type: 'notice', visible: true, text: '欢迎光临' },
  { id: 'categories-1', type: 'categories', visible: true, dirIds: [1, 2], columns: 6 },
  { id: 'goods-1', type: 'goods', visible: true, title: '热销推荐', dirId: null, limit: 8, columns: 4 },
];

/**
 * What the frames read on every page (the storefront and the back-office shell): the site's
 * information, the unread count, and the account when the browser database has no user. The test server answers these by default (server.ts); a test
 * overrides them with `server.use`.
 */
export function frameHandlers() {
  return [
    http.post('*/inside/inter/getSiteInfo', () => HttpResponse.json(envelope(1000, site))),
    http.post('*/inside/inter/getUnreadCount', () => HttpResponse.json(envelope(1000, { count: 0 }))),
    http.post('*/inside/inter/getAccount', () => HttpResponse.json(envelope(1000, account))),
  ];
}
