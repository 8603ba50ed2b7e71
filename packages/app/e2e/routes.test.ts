// Browser tests that need no API: every route renders its title; the guard's redirects.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { zhCN } from '@shop/session/messages';
import { routeTable, samplePath } from '../src/routes/table.ts';
import { titleFor } from '../src/routes/title.ts';
import { launch, newContext, resetSession, waitForHeadingAndTitle, watchErrors } from './browser.ts';

const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, baseURL);
  page = await context.newPage();
  errors = watchErrors(page);
});

beforeEach(() => {
  errors.length = 0;
});

afterAll(async () => {
  await browser?.close();
});

const expectations = routeTable.map((route) => {
  const url = samplePath(route, { short: 'CDK8HQ2M', path: 'shopadmin' });
  // Pages show the route title as their heading; the return pages (empty title) show their path.
  // The home page is headed by the site's title (the mock site's), not the route's.
  const heading = route.id === 'home' ? '云卡数字商城' : route.titleKey ? zhCN[route.titleKey] : url;
  return { route, url, heading, title: titleFor(route, {}, zhCN) };
});

/** A logged-in customer, with the decoration role check waived (verifyRole "0"). */
const everywhere = { loggedIn: true, cookies: { verifyRole: '0' } };

describe('every route of the registry (R2.16, R2.1–R2.5)', () => {
  it('each renders its heading and document title on client-side navigation, with no console errors', async () => {
    await resetSession(page, baseURL, everywhere);
    await page.goto('/');
    const problems: string[] = [];
    for (const expected of expectations) {
      // A history entry plus popstate: the router takes it like the back button, guard and lazy page included.
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, expected.url);
      const shown = await waitForHeadingAndTitle(page, expected.heading, expected.title);
      if (!shown.ok || shown.path !== expected.url) problems.push(`${expected.url}: ${JSON.stringify(shown)}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('one route of each area renders on a full page load, with no console errors', async () => {
    await resetSession(page, baseURL, everywhere);
    const firstOfArea = [...new Map(expectations.map((e) => [e.route.area, e])).values()];
    expect(firstOfArea).toHaveLength(12);
    const problems: string[] = [];
    for (const expected of firstOfArea) {
      await page.goto(expected.url, { waitUntil: 'commit' });
      const shown = await waitForHeadingAndTitle(page, expected.heading, expected.title);
      if (!shown.ok || shown.path !== expected.url) problems.push(`${expected.url}: ${JSON.stringify(shown)}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the guard in the browser (R4.3, R4.5)', () => {
  it('a login route redirects a visitor to /login?redirect=<full path>', async () => {
    await resetSession(page, baseURL);
    await page.goto('/inside/myOrder?status=paid&page=2', { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/inside/myOrder?status=paid&page=2');
    expect((await waitForHeadingAndTitle(page, '登录', '登录 - 卡密商城')).ok).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the auth route without the role goes to /403', async () => {
    await resetSession(page, baseURL, { cookies: { roleIds: '1,2' } });
    await page.goto('/shopadmin/decorate/desktop', { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/403');
    expect((await waitForHeadingAndTitle(page, '无权访问', '无权访问 - 卡密商城')).ok).toBe(true);
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)'])(
    'a hostile redirect %j is not followed',
    async (hostile) => {
      await resetSession(page, baseURL, { loggedIn: true });
      const foreign: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (new URL(request.url()).origin !== origin) foreign.push(request.url());
      };
      page.on('request', onRequest);
      await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/');
      // The home page's heading is the site's title (the mock site's).
      expect((await waitForHeadingAndTitle(page, '云卡数字商城', '首页 - 卡密商城')).ok).toBe(true);
      page.off('request', onRequest);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('a safe redirect is followed by a logged-in customer', async () => {
    await resetSession(page, baseURL, { loggedIn: true });
    await page.goto(`/login?redirect=${encodeURIComponent('/inside/message?tab=unread')}`, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/inside/message' && url.search === '?tab=unread');
    expect((await waitForHeadingAndTitle(page, '消息中心', '消息中心 - 卡密商城')).ok).toBe(true);
  });
});
