import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_RIGHTS, AREAS } from '@shop/session';
import { loadMessages, zhCN } from '@shop/session/messages';
import { routeForPath } from '../src/routes/match.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageFileOf } from '../scripts/routePages.mjs';
import { ensureMessages } from '../src/i18n.ts';
import {
  appRoutes,
  discoveredRoutes,
  drawFirstPageAfter,
  FIRST_READS_WAIT_MS,
  keyHistoryEntry,
  toRouteObject,
} from '../src/routes/registry.tsx';
import { MENU_ORDER } from '../src/routes/menus.ts';
import { ROLE_IDS, menuOf, pageLoader, routeTable, routesFor, samplePath } from '../src/routes/table.ts';

const byPath = new Map(routeTable.map((route) => [route.path, route]));

// spec §2, route by route, with its login flag (R2.16).
const SPEC = {
  public: ['/', '/login', '/register', '/forget', '/announcement', '/viewAnnouncementInfo', '/service', '/chadan', '/chajia', '/aibot'],
  callbacks: ['/myQqNotify', '/qqReturn', '/myWeixinNotify', '/weixinReturn', '/mpQrcode', '/myMpNotify', '/mpReturn'],
  certify: ['/certify/alipayFaceNotify', '/certify/alipayFaceResult', '/certify/alipayCodeNotify'],
  insideOpen: ['goodsdir', 'adjustPrice', 'goodsList', 'buyGoods', 'visitorOrder', 'visitorOrderDetail', 'visitorExpress'].map(
    (n) => `/inside/${n}`,
  ),
  insideLogin: [
    'index',
    'selfLevel',
    'selfCreatVip',
    'myOrder',
    'showordermess',
    'express',
    'cardRepeal',
    'goodsLog',
    'accountmoney',
    'payInfo',
    'collectMoney',
    'transMoney',
    'inter/myaccount',
    'inter/inviteFriends',
    'inter/promotion',
    'myFavorites',
    'complain',
    'orderComplain',
    'cdk',
    'message',
    'shop',
    'orderContent',
    'verified',
  ].map((n) => `/inside/${n}`),
  payOpen: ['/pay/payonline', '/pay/payInterface'],
  payLogin: ['/pay/recharge'],
  payReturn: ['/pay/return_ali', '/pay/return_epay', '/pay/return_qpay', '/pay/return_fxpay'],
  vip: [
    'vipWebSite',
    'vipAnnouncement',
    'vipDirectory',
    'vipGoods',
    'vipOrder',
    'vipCustomer',
    'vipChild',
    'vipVersionMoney',
    'shop',
    'pagePath',
    'market',
    'desktop',
  ].map((n) => `/vip/${n}`),
  supply: ['supplyGoods', 'cardstockmanage', 'order', 'handOrder', 'complain', 'bookeddetail'].map((n) => `/supply/${n}`),
  cdk: ['/cdk/short/:short', '/cdk/recharge', '/cdk/order'],
  other: ['/other/service'],
  errors: ['/403', '/500', '*'],
};

describe('the route registry (R2.16, R2.5, R6.3)', () => {
  it('has exactly the routes of spec §2 plus the admin area (its index, R2.6, and decoration) and a reseller site’s custom pages', () => {
    const expected = [...Object.values(SPEC).flat(), '/:path/index', '/:path/decorate/desktop', '/p/:pagePath'].sort();
    expect(routeTable.map((r) => r.path).sort()).toEqual(expected);
  });

  it.each([...SPEC.insideLogin, ...SPEC.payLogin, ...SPEC.vip, ...SPEC.supply])('%s needs login', (path) => {
    expect(byPath.get(path)).toMatchObject({ login: true });
    expect(byPath.get(path)?.auth).toBeFalsy();
  });

  it.each([
    ...SPEC.public,
    ...SPEC.callbacks,
    ...SPEC.certify,
    ...SPEC.insideOpen,
    ...SPEC.payOpen,
    ...SPEC.payReturn,
    ...SPEC.cdk,
    ...SPEC.other,
    ...SPEC.errors,
  ])('%s is open', (path) => {
    expect(byPath.get(path)?.login).toBeFalsy();
    expect(byPath.get(path)?.auth).toBeFalsy();
  });

  it('a reseller site serves its storefront, its customers’ area and the error pages, not the back office', () => {
    const onSite = routesFor(true);
    expect(onSite.some((r) => r.id === 'sitePage')).toBe(true);
    expect(onSite.filter((r) => ['vip', 'supply', 'admin', 'cdk', 'other'].includes(r.area))).toEqual([]);
    for (const id of ['home', 'login', 'inside.goodsList', 'inside.buyGoods', 'pay.payonline', 'chadan', 'inside.index', 'notFound'])
      expect(onSite.map((r) => r.id)).toContain(id);
    expect(routesFor(false)).toBe(routeTable);
  });

  it('the admin area holds the auth routes: its index (any role, R2.6) and decoration (a role id, the fixed title, R2.4)', () => {
    const auth = routeTable.filter((r) => r.auth);
    expect(auth.map((r) => r.path)).toEqual(['/:path/index', '/:path/decorate/desktop']);
    expect(auth.every((r) => r.area === 'admin')).toBe(true);
    expect(auth[0]).toMatchObject({ adminHome: true });
    expect(auth[0]?.roleId).toBeUndefined();
    expect(auth[1]).toMatchObject({ roleId: ROLE_IDS.decoration, decoration: true });
  });

  it("an admin route answers only at the configured prefix: another one is the catch-all's (R2.5)", () => {
    expect(routeForPath('/shopadmin/index')?.id).toBe('admin.index');
    expect(routeForPath('/shopadmin/decorate/desktop')?.id).toBe('decorate');
    for (const path of ['/nosuch/index', '/vip/index', '/sample-path/decorate/desktop']) expect(routeForPath(path)?.path, path).toBe('*');
    expect(routeForPath('/inside/index')?.id).toBe('inside.index');
  });

  it('return pages have an empty title; every other route a title in both catalogues', async () => {
    const en = await loadMessages('en');
    for (const route of routeTable) {
      if (SPEC.payReturn.includes(route.path)) expect(route.titleKey, route.path).toBeNull();
      else {
        expect(route.titleKey, route.path).not.toBeNull();
        expect(zhCN[route.titleKey as keyof typeof zhCN], route.path).toBeTruthy();
        expect(en[route.titleKey as keyof typeof zhCN], route.path).toBeTruthy();
      }
    }
  });

  it('ids and paths are unique', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('every route loads its page lazily and has a guard and an error boundary (R2.1)', async () => {
    const [root] = appRoutes();
    expect(root?.ErrorBoundary).toBeDefined();
    const leaves = (root?.children ?? []).flatMap((child) => (child.children ? child.children : [child]));
    expect(leaves).toHaveLength(routeTable.length);
    for (const child of leaves) {
      expect(typeof child.lazy, child.path).toBe('function');
      expect(child.loader, child.path).toBeTypeOf('function');
      expect(child.ErrorBoundary, child.path).toBeDefined();
      expect(child.Component, child.path).toBeUndefined();
    }
    for (const route of routeTable) expect((await pageLoader(route)()).default, route.id).toBeTypeOf('function');
  });

  it("routeForPath (the first page's preload) finds the route react-router would: every route from a sample of its path, case and a trailing slash aside; unknown paths the catch-all", () => {
    for (const route of routeTable) {
      if (route.path === '*') continue;
      const path = samplePath(route, { short: 'CDK8HQ2M', path: 'shopadmin' });
      expect(routeForPath(path)?.id, path).toBe(route.id);
      expect(routeForPath(`${path.toUpperCase()}/`)?.id, path).toBe(route.id);
    }
    expect(routeForPath('/no/such/page')?.path).toBe('*');
    expect(routeForPath('/cdk/short')?.path).toBe('*');
  });

  it("every route's page is a lazy import of a page of its own feature folder (features/<area>/routes.ts)", () => {
    const appDir = join(import.meta.dirname, '..');
    for (const route of routeTable) {
      expect(AREAS, route.id).toContain(route.feature);
      expect(route.page, `${route.id}: no page`).toBeTypeOf('function');
      const file = pageFileOf(route);
      expect(file, route.id).toMatch(new RegExp(`^src/features/${route.feature}/\\w+Page\\.tsx$`));
      expect(existsSync(join(appDir, file)), file).toBe(true);
    }
  });

  it('each menu lists its entries once, every route with a menu entry among them', () => {
    for (const [area, ids] of Object.entries(MENU_ORDER)) {
      expect(new Set(ids).size, area).toBe(ids.length);
      const withEntry = routeTable.filter((route) => route.menu?.area === area).map((route) => route.id);
      expect([...ids].sort(), area).toEqual(withEntry.sort());
    }
  });

  it('frames are lazy pathless layouts: the storefront around public pages, the shell around customer, vip and supply', () => {
    const [root] = appRoutes();
    const frames = new Map((root?.children ?? []).filter((child) => child.children).map((child) => [child.id, child]));
    expect([...frames.keys()]).toEqual(['frame.storefront', 'frame.backoffice']);
    for (const frame of frames.values()) {
      expect(frame.path).toBeUndefined();
      expect(typeof frame.lazy).toBe('function');
      expect(frame.Component).toBeUndefined();
      expect(frame.ErrorBoundary).toBeDefined();
    }
    const inFrame = (id: string) => (frames.get(id)?.children ?? []).map((child) => child.id);
    expect(inFrame('frame.backoffice')).toEqual(routeTable.filter((r) => ['customer', 'vip', 'supply'].includes(r.area)).map((r) => r.id));
    for (const id of ['home', 'login', 'inside.goodsList', 'pay.payonline', 'cdk.short', 'other.service', 'forbidden', 'notFound'])
      expect(inFrame('frame.storefront'), id).toContain(id);
    // The decoration editor is full screen, in no frame.
    expect((root?.children ?? []).map((child) => child.id)).toContain('decorate');
  });

  it('the router starts with the route the address opens and learns all the others on the first navigation elsewhere', async () => {
    const leafIds = (routes: readonly RouteObject[]): string[] =>
      routes.flatMap((route) => (route.children ? leafIds(route.children) : route.id ? [route.id] : []));
    const { routes, patchRoutesOnNavigation } = discoveredRoutes('/inside/goodsList');
    expect(leafIds(routes)).toEqual(['inside.goodsList']);
    const router = createMemoryRouter(routes, { initialEntries: ['/inside/goodsList'], patchRoutesOnNavigation });
    await router.navigate('/chadan');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'frame.storefront', 'chadan']);
    expect(leafIds(router.routes).sort()).toEqual(routeTable.map((route) => route.id).sort());
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();

    // A first page with a path parameter: react-router asks about it at start; nothing is added until a
    // navigation elsewhere, and the page keeps its parameter.
    const short = discoveredRoutes('/cdk/short/CDK8HQ2M');
    const started = createMemoryRouter(short.routes, {
      initialEntries: ['/cdk/short/CDK8HQ2M'],
      patchRoutesOnNavigation: short.patchRoutesOnNavigation,
    });
    await expect.poll(() => started.state.initialized).toBe(true);
    expect(started.state.matches.at(-1)?.params).toEqual({ short: 'CDK8HQ2M' });
    expect(leafIds(started.routes)).toEqual(['cdk.short']);
    await started.navigate('/cdk/recharge');
    expect(started.state.matches.at(-1)?.route.path).toBe('/cdk/recharge');
    started.dispose();
  });

  it("R6.2: 下级分站's menu entry needs the plan's child sites (an entry of session's SITE_RIGHTS)", () => {
    const withRequires = routeTable.filter((route) => route.menu?.requires);
    expect(withRequires.map((route) => [route.id, route.menu?.requires])).toEqual([['vip.vipChild', [SITE_RIGHTS.childSites]]]);
  });

  it('menus list back-office routes of their own area, each with an icon', () => {
    for (const area of ['inside', 'vip', 'supply'] as const) {
      const menu = menuOf(area);
      expect(menu.length).toBeGreaterThan(0);
      for (const route of menu) {
        expect(route.path.startsWith(`/${area}/`), route.path).toBe(true);
        expect(route.login, route.path).toBe(true);
        expect(route.menu?.icon, route.path).toBeTruthy();
      }
    }
    expect(menuOf('inside')[0]?.path).toBe('/inside/index');
    expect(menuOf('inside').map((r) => r.path)).toContain('/inside/inter/myaccount');
  });

  it('samplePath fills parameters', () => {
    expect(samplePath(byPath.get('/cdk/short/:short')!, { short: 'a b' })).toBe('/cdk/short/a%20b');
    expect(samplePath(byPath.get('/:path/decorate/desktop')!)).toBe('/sample-path/decorate/desktop');
    expect(samplePath(byPath.get('*')!)).toBe('/no-such-page');
  });
});

describe('the history entry a document is loaded into', () => {
  /** A history whose writes are counted. */
  function historyWith(state: unknown) {
    const writes: unknown[] = [];
    const history = {
      state,
      replaceState(next: unknown) {
        writes.push(next);
        history.state = next;
      },
    };
    return { history, writes };
  }

  it("gets a key of its own and react-router's index 0 in one write", () => {
    const { history, writes } = historyWith(null);
    keyHistoryEntry(history);
    expect(writes).toHaveLength(1);
    expect(history.state).toEqual({ key: expect.stringMatching(/^[a-z0-9]+$/), idx: 0 });
    // Two documents' entries never share a key (react-router keeps scroll positions by it).
    const other = historyWith(null);
    keyHistoryEntry(other.history);
    expect((other.history.state as { key: string }).key).not.toBe((history.state as { key: string }).key);
  });

  it("keeps what a reload finds: the key, the index and the page's own state, without writing", () => {
    const { history, writes } = historyWith({ key: 'k1', idx: 3, usr: { from: '/x' } });
    keyHistoryEntry(history);
    expect(writes).toHaveLength(0);
    expect(history.state).toEqual({ key: 'k1', idx: 3, usr: { from: '/x' } });
  });

  it('completes a half-written entry and keeps the rest', () => {
    const { history } = historyWith({ key: 'k2', usr: 1 });
    keyHistoryEntry(history);
    expect(history.state).toEqual({ key: 'k2', idx: 0, usr: 1 });
    const indexed = historyWith({ idx: 2 });
    keyHistoryEntry(indexed.history);
    expect(indexed.history.state).toEqual({ key: expect.any(String), idx: 2 });
  });
});

describe("the document's first page waits for what it reads", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The route's lazy part, started; `drawn` turns true when the router would draw the page. */
  async function startPage(path: string) {
    const route = routeForPath(path)!;
    // Its code and catalogue parts loaded first: what is left to wait for is the reads.
    await Promise.all([pageLoader(route)(), ensureMessages(route.messages ?? [])]);
    const state = { drawn: false };
    const lazy = toRouteObject(route).lazy as () => Promise<unknown>;
    const loaded = lazy().then(() => {
      state.drawn = true;
    });
    return { state, loaded };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is drawn once the reads are answered, and only the first page waits', async () => {
    let answer!: () => void;
    drawFirstPageAfter(new Promise<void>((resolve) => (answer = resolve)));
    const first = await startPage('/supply/cardstockmanage');
    await settle();
    await settle();
    expect(first.state.drawn).toBe(false);
    answer();
    await first.loaded;
    expect(first.state.drawn).toBe(true);

    // The next page (a navigation) is drawn as soon as its code is there.
    const next = await startPage('/inside/myOrder');
    await next.loaded;
    expect(next.state.drawn).toBe(true);
  });

  it(`does not wait more than ${FIRST_READS_WAIT_MS} ms for a server that does not answer, nor for a failed read`, async () => {
    await startPage('/inside/index').then(({ loaded }) => loaded);
    vi.useFakeTimers();
    drawFirstPageAfter(new Promise(() => {}));
    const slow = await startPage('/inside/index');
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 1);
    expect(slow.state.drawn).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.state.drawn).toBe(true);

    // main.tsx hands over its reads settled (Promise.allSettled): a failed one is settled too.
    drawFirstPageAfter(Promise.allSettled([Promise.reject(new Error('offline'))]));
    const failed = await startPage('/inside/index');
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.state.drawn).toBe(true);
  });
});
