// Browser tests of the routes on the production build, with a smoke on the mock build (modes.ts): every
// route renders its heading and title in its frame with no console errors, fits a 375 px phone (phone.ts)
// and has the shared page anatomy at 1280 px (anatomy.ts); the guard's redirects; hostile redirects.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zhCN, type CoreKey } from '@shop/session/messages';
import { frameOf } from '../src/routes/frames/frameOf.ts';
import { routeTable, samplePath, type RouteDef } from '../src/routes/table.ts';
import { titleFor } from '../src/routes/title.ts';
import { anatomyProblems, outsideAnatomy, readAnatomy } from './anatomy.ts';
import { launch, newContext, quiet, resetSession, SEED_TOKENS, waitForHeadingAndTitle, watchErrors } from './browser.ts';
import { itOnProductionFor, MODES } from './modes.ts';
import { loadAxe, PHONE, phoneProblems, resize } from './phone.ts';

/** The contexts' own viewport (playwright's default): the anatomy's width. */
const DESKTOP = { width: 1280, height: 720 };

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The error pages carry ui's headings (ErrorPage); every other page its route title. */
const ERROR_HEADINGS: Record<string, CoreKey> = {
  forbidden: 'ui.errorPage.403.title',
  notFound: 'ui.errorPage.404.title',
  serverError: 'ui.errorPage.500.title',
};

/** The home page's heading is the site's title (the mock site's), not the route title. */
const HOME_HEADING = '云卡数字商城';

/** The payment return pages (empty title) ask the server about the number in their query: none here. */
const RETURN_PAGE_HEADING = '缺少订单号';

/** The callback pages opened without their query say why they cannot go on (callbacks). */
const CALLBACK_HEADINGS: Record<string, string> = {
  myQqNotify: 'QQ绑定失败',
  qqReturn: 'QQ登录失败',
  myWeixinNotify: '微信绑定失败',
  weixinReturn: '微信登录失败',
  myMpNotify: '微信小程序绑定失败',
  mpReturn: '微信小程序登录失败',
  'certify.alipayFaceNotify': '实名认证未完成',
  'certify.alipayFaceResult': '实名认证未完成',
  'certify.alipayCodeNotify': '支付宝账号绑定失败',
};

function headingOf(route: RouteDef, url: string): string {
  if (route.id === 'home') return HOME_HEADING;
  const callbackHeading = CALLBACK_HEADINGS[route.id];
  if (callbackHeading) return callbackHeading;
  if (route.id.startsWith('pay.return_')) return RETURN_PAGE_HEADING;
  const errorKey = ERROR_HEADINGS[route.id];
  if (errorKey) return zhCN[errorKey];
  // Coming-soon pages show the route title; the return pages (empty title) show their path.
  return route.titleKey ? zhCN[route.titleKey] : url;
}

/** The vip pages read the merchant's own site: visited as vipshop, every other route as the supplier. */
function byAccount<T extends { route: RouteDef }>(list: readonly T[]): Array<[string, T[]]> {
  return [
    [SEED_TOKENS.supplier, list.filter((e) => e.route.area !== 'vip')],
    [SEED_TOKENS.vipshop, list.filter((e) => e.route.area === 'vip')],
  ];
}

const expectations = routeTable.map((route) => {
  const url = samplePath(route, { short: 'CDK8HQ2M', path: 'shopadmin' });
  return { route, url, heading: headingOf(route, url), title: titleFor(route, {}, zhCN) };
});

/** Which frame is drawn around the page: the storefront's header, the shell's sider, or none. */
const FRAME_PROBE = {
  storefront: 'header nav[aria-label="网站导航"]',
  backoffice: 'a[aria-current="page"], nav[aria-label="当前位置"]',
  bare: null,
} as const;
/** A bare page (the admin area) has neither frame's navigation (its cards may have headers of their own). */
const ANY_FRAME = 'header nav[aria-label="网站导航"], nav[aria-label="主菜单"], nav[aria-label="当前位置"]';

describe.each(MODES)('$name', (mode) => {
  const { baseURL } = mode;
  const origin = new URL(baseURL).origin;
  /**
   * `itOnProduction`: a flow the production build proves (modes.ts): the guard and the route table are the same code
   * in both. `it`, the mock build's smoke too: its CSP with MSW inside, and the 404 page's way home.
   */
  const itOnProduction = itOnProductionFor(mode);
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await newContext(browser, baseURL);
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  beforeEach(async () => {
    errors.length = 0;
    // A sweep that failed half-way may have left the phone's width.
    await page.setViewportSize(DESKTOP);
  });

  /**
   * A logged-in supplier (a customer with the supplier role) with every message read, so no title
   * carries the unread count; the decoration role check waived (verifyRole "0") and the designer's admin
   * session stored (the decoration page reads its layout under the admin prefix). The vip pages ask the
   * merchant's own site: they are visited as vipshop (`byAccount`), a customer without a site would be
   * sent to /403 (vip.test.ts).
   */
  async function everywhere(token: string = SEED_TOKENS.supplier): Promise<void> {
    await resetSession(page, baseURL, { loggedIn: token, cookies: { verifyRole: '0' } });
    // The mock build answers from its service worker, which the app starts: the call waits for it.
    await page.goto('/403');
    await page.locator('h1').waitFor();
    await page.evaluate((adminToken) => {
      localStorage.setItem('admin_token', adminToken);
      localStorage.setItem('admin_path', 'shopadmin');
    }, SEED_TOKENS.designer);
    const unread = await page.evaluate(async (token) => {
      const answer = await fetch('/inside/inter/doMessageRead', {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'all=1',
      });
      return ((await answer.json()) as { data: { unread: number } }).data.unread;
    }, token);
    expect(unread).toBe(0);
    await quiet(page);
  }

  describe('every route of the registry (R2.16, R2.1–R2.5)', () => {
    // One navigation per route of the registry (~130): a loaded machine's second or two each, hence a budget
    // by the number of routes rather than one flow's.
    itOnProduction(
      'each renders its heading and document title in its frame on client-side navigation, with no console errors; it fits a 375 px phone and has the page anatomy at 1280 px',
      { timeout: expectations.length * 4_000 },
      async () => {
        const problems: string[] = [];
        const anatomy = { pages: 0, list: 0, form: 0 };
        for (const [token, group] of byAccount(expectations)) {
          await everywhere(token);
          await page.goto('/');
          await page.locator('h1').waitFor();
          await loadAxe(page);
          for (const expected of group) {
            // Each route opens on a phone, as a phone's user opens it, then the window widens to 1280 px.
            await resize(page, PHONE);
            // A history entry plus popstate: the router takes it like the back button, guard and lazy page included.
            await page.evaluate((url) => {
              history.pushState(null, '', url);
              window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
            }, expected.url);
            for (const problem of await phoneProblems(page, expected.url, expected.title))
              problems.push(`${expected.url} at ${PHONE.width} px: ${problem}`);
            await resize(page, DESKTOP);
            const shown = await waitForHeadingAndTitle(page, expected.heading, expected.title);
            if (!shown.ok || shown.path !== expected.url) problems.push(`${expected.url}: ${JSON.stringify(shown)}`);
            const probe = FRAME_PROBE[frameOf(expected.route)];
            const framed = await page.locator(probe ?? ANY_FRAME).count();
            if (probe ? framed === 0 : framed !== 0) problems.push(`${expected.url}: not in the ${frameOf(expected.route)} frame`);
            if (shown.ok && !outsideAnatomy(expected.route)) {
              const read = await readAnatomy(page, expected.route);
              anatomy.pages += 1;
              if (read.kind === 'list' || read.kind === 'form') anatomy[read.kind] += 1;
              problems.push(...anatomyProblems(expected.route, expected.url, read));
            }
          }
          await quiet(page);
        }
        console.info(`[anatomy] ${anatomy.pages} routes at 1280 px: ${anatomy.list} lists, ${anatomy.form} forms`);
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
        expect(anatomy.pages).toBeGreaterThan(50);
      },
    );

    itOnProduction('one route of each area renders on a full page load, with no console errors', async () => {
      const firstOfArea = [...new Map(expectations.map((e) => [e.route.area, e])).values()];
      expect(firstOfArea).toHaveLength(12);
      const problems: string[] = [];
      for (const [token, group] of byAccount(firstOfArea)) {
        await everywhere(token);
        for (const expected of group) {
          await page.goto(expected.url, { waitUntil: 'commit' });
          const shown = await waitForHeadingAndTitle(page, expected.heading, expected.title);
          if (!shown.ok || shown.path !== expected.url) problems.push(`${expected.url}: ${JSON.stringify(shown)}`);
          // The next full load would cut the page's own reads short (in the mock build they then reach no one).
          await quiet(page);
        }
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('every page above ran under the build’s Content-Security-Policy, which blocks inline script', async () => {
      await resetSession(page, baseURL);
      const response = await page.goto('/login');
      await page.locator('h1').waitFor();
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(meta).toContain(`script-src 'self'`);
      expect(meta).not.toContain('unsafe-eval');
      // The production server also sends it as a header, with what a meta tag cannot carry.
      if (mode.production) expect(response?.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
      // The violation listener every context installs (browser.ts) reports a blocked inline script.
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.append(script);
        return new Promise<boolean>((resolve) =>
          setTimeout(() => resolve((window as { __inlineRan?: boolean }).__inlineRan === true), 100),
        );
      });
      expect(ran).toBe(false);
      expect(errors.some((e) => e.startsWith('CSP violation: script-src'))).toBe(true);
      errors.length = 0;
    });

    it('the 404 page offers the way back: home', async () => {
      await resetSession(page, baseURL);
      await page.goto('/no/such/page', { waitUntil: 'commit' });
      expect((await waitForHeadingAndTitle(page, '页面不存在', '页面不存在 - 卡密商城')).ok).toBe(true);
      await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect((await waitForHeadingAndTitle(page, HOME_HEADING, '首页 - 卡密商城')).ok).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  describe('the guard in the browser (R4.3, R4.5)', () => {
    itOnProduction('a login route redirects a visitor to /login?redirect=<full path>, its fragment included', async () => {
      await resetSession(page, baseURL);
      await page.goto('/inside/myOrder?status=paid&page=2#list', { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/inside/myOrder?status=paid&page=2#list');
      expect((await waitForHeadingAndTitle(page, '登录', '登录 - 卡密商城')).ok).toBe(true);
      expect(errors).toEqual([]);
    });

    itOnProduction('the auth route without the role goes to /403', async () => {
      await resetSession(page, baseURL, { cookies: { roleIds: '1,2' } });
      await page.goto('/shopadmin/decorate/desktop', { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/403');
      expect((await waitForHeadingAndTitle(page, '无权访问', '无权访问 - 卡密商城')).ok).toBe(true);
      expect(errors).toEqual([]);
    });

    // One logged-in session for all of them (each set-up is two page loads): the hostile forms, then a safe one.
    itOnProduction('hostile redirects are not followed, a safe one is, for a logged-in customer', async () => {
      await everywhere();
      const foreign: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (new URL(request.url()).origin !== origin) foreign.push(request.url());
      };
      page.on('request', onRequest);
      const problems: string[] = [];
      for (const hostile of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)']) {
        await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`, { waitUntil: 'commit' });
        await page.waitForURL((url) => url.pathname === '/');
        const shown = await waitForHeadingAndTitle(page, HOME_HEADING, '首页 - 卡密商城');
        if (!shown.ok || new URL(page.url()).origin !== origin) problems.push(`${hostile}: ${page.url()} ${JSON.stringify(shown)}`);
        // The next full load would cut the home page's own reads short.
        await quiet(page);
      }
      page.off('request', onRequest);
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);

      await page.goto(`/login?redirect=${encodeURIComponent('/inside/message?tab=unread')}`, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/inside/message' && url.search === '?tab=unread');
      expect((await waitForHeadingAndTitle(page, '消息中心', '消息中心 - 卡密商城')).ok).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
