// Browser tests of the public pages on the mock build: log-in with each seed user and the login
// notice it brings (R2.10–R2.13), the guard's round trip (R4.5), a hostile redirect, the hostile
// announcement in the real page, scroll positions. The server's msg on a wrong password, sign-up and
// password reset are test/publicPages.test.tsx's (jsdom, the same pages and handlers: 'a wrong password
// shows the server msg and keeps the login name', 'signs up with an SMS code, is logged in …', 'resets
// the password with a code, then logs in with the new one …').
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { quiet, resetSession } from './browser.ts';
import { useHarness } from './harness.ts';

const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;
const h = useHarness({ baseURL });
let page: Page;
let errors: string[];

beforeAll(() => {
  ({ page, errors } = h);
});

/** A clean browser session on `path`, and the mock world back to its seed (the mock's control endpoint). */
async function start(path: string, setup: Parameters<typeof resetSession>[2] = {}): Promise<void> {
  await resetSession(page, baseURL, setup);
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  const reset = await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }).then((r) => r.status));
  expect(reset).toBe(200);
}

async function logIn(loginName: string, password: string): Promise<void> {
  await field('loginName').fill(loginName);
  await field('password').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A form field by its name (the labels carry a required marker). */
const field = (name: string) => page.locator(`[name="${name}"]`);

/** ui's notification, bottom-right: role status when the address is normal, alert when it differs (R2.12). */
const notice = () => page.getByRole('region', { name: '通知' }).locator('[data-tone][data-state="open"]').filter({ hasText: '登录成功' });

describe('log-in and the login notice (R2.10–R2.12, R4.7)', () => {
  it.each([
    { user: 'demo', password: 'demo123456', shows: '登录地址无异常', hides: '登录地址与上次不一致', tone: 'success' },
    { user: 'traveler', password: 'travel123456', shows: '登录地址与上次不一致', hides: '登录地址无异常', tone: 'warning' },
  ])('$user sees "$shows" after logging in', async ({ user, password, shows, hides, tone }) => {
    await start('/login');
    await logIn(user, password);
    await page.waitForURL((url) => url.pathname === '/inside/index');
    await expect.poll(() => notice().textContent()).toContain(shows);
    const text = (await notice().textContent()) ?? '';
    expect(text).toMatch(/本次登录IP：.+本次登录地点：.+上次登录IP：.+上次登录地点：.+上次登录时间：/);
    expect(text).not.toContain(hides);
    expect(await notice().getAttribute('data-tone')).toBe(tone);
    expect(errors).toEqual([]);
  });

  it('newbie, logging in for the first time, sees only the current log-in', async () => {
    await start('/login');
    await logIn('newbie', 'newbie123456');
    await page.waitForURL((url) => url.pathname === '/inside/index');
    await expect.poll(() => notice().textContent()).toContain('本次登录IP：');
    const text = (await notice().textContent()) ?? '';
    expect(text).not.toContain('上次登录');
    expect(text).not.toContain('登录地址');
    expect(errors).toEqual([]);
  });
});

describe('the way back and hostile redirects (R4.5)', () => {
  it('a login-required route sends a visitor to /login?redirect=… and log-in comes back to it', async () => {
    // A page that exists (demo's delivered orders fill more than one): a page past the end is replaced by the
    // last one once the list answers, which on a loaded machine came before the address was read (load 11).
    await start('/inside/myOrder?status=delivered&page=2');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/inside/myOrder?status=delivered&page=2');
    await logIn('demo', 'demo123456');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/inside/myOrder?status=delivered&page=2');
    // Still there once the list has answered: page 2 of the delivered orders, not replaced.
    await page.getByRole('heading', { name: '我的订单' }).waitFor();
    await quiet(page);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/inside/myOrder?status=delivered&page=2');
    expect(errors).toEqual([]);
  });

  it('the way back keeps the fragment of the full original path', async () => {
    await start('/inside/message?tab=unread#list');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/inside/message?tab=unread#list');
    await logIn('demo', 'demo123456');
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === '/inside/message?tab=unread#list');
    expect(errors).toEqual([]);
  });

  // One hostile form here (the redirect rule's unit tests and routes.test.ts try many).
  it('a hostile redirect is not followed after log-in', async () => {
    await start(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    const foreign: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).origin !== origin) foreign.push(request.url());
    };
    page.on('request', onRequest);
    await logIn('demo', 'demo123456');
    await page.waitForURL((url) => url.pathname === '/inside/index');
    page.off('request', onRequest);
    expect(new URL(page.url()).origin).toBe(origin);
    expect(foreign).toEqual([]);
  });
});

describe('the hostile announcement in the real page', () => {
  it('renders as text: no script runs, no handler attribute, no javascript: link, nothing loads from elsewhere', async () => {
    await start('/announcement');
    const dialogs: string[] = [];
    const foreign: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) foreign.push(request.url());
    });
    await page.getByRole('link', { name: /富文本兼容性公告/ }).click();
    const article = page.locator('article');
    await article.getByText('点我').waitFor();
    // Let any image error, load or toggle event fire.
    await page.waitForTimeout(300);
    const found = await article.evaluate((root) => ({
      handlers: [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
      dangerous: root.querySelectorAll('script, iframe, object, embed, form').length,
      jsLinks: [...root.querySelectorAll('a')].filter((a) => a.protocol === 'javascript:').length,
      styles: [...root.querySelectorAll('[style]')].map((el) => el.getAttribute('style')),
    }));
    expect(found).toEqual({ handlers: [], dangerous: 0, jsLinks: 0, styles: [] });
    // Clicking the former javascript: link does nothing either.
    await article.getByText('点此领取红包').click();
    await page.waitForTimeout(100);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    // Chromium reports the blocked handlers of the hostile markup while the sanitiser parses it (an inert
    // document that inherits the page's CSP): the CSP refusing them, nothing ran (above). Nothing else.
    const rest = errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('inline event handler'));
    expect(rest.filter((e) => !e.startsWith('CSP violation: script-src-attr inline'))).toEqual([]);
  });
});

describe('scroll positions', () => {
  it('a page typed into the address bar opens at its top, even one scrolled earlier in the tab; a reload keeps the place', async () => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const home = async () => page.getByRole('heading', { name: '热销推荐' }).first().waitFor();
    await start('/');
    await home();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(scrollY).toBeGreaterThan(1000);
    // Other addresses typed in the same tab, then the first one again: each is a new page. A page a
    // document is loaded into had no history key of its own, and they all shared the saved position.
    await page.goto('/chadan');
    await page.locator('h1').first().waitFor();
    expect(await scrollY()).toBe(0);
    await page.goto('/');
    await home();
    expect(await scrollY()).toBe(0);
    // A reload is the same page: it keeps its place.
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBeGreaterThan(800);
    await page.reload();
    await home();
    await expect.poll(scrollY).toBeGreaterThan(800);
  });
});
