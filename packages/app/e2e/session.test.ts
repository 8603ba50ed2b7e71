// Browser tests of the session rules on the production build (the mock build runs its dev tools tests;
// modes.ts): the QA scenarios -1 / -2 / -3 and 403 (mocks/README.md, "Scenarios") show the right dialog or page
// (-1 on an admin call: test/guard.test.tsx, the admin log-in through the form: decoration.test.ts); 50 calls ending the
// session together show exactly one dialog (R4.11); the unread count in the title and on the bell
// (R2.3); the shell's tabs come back after a reload (spec §9); log-out asks first; the production
// build runs with no service worker.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launch, newContext, quiet, resetSession, SEED_TOKENS, waitForHeadingAndTitle, watchErrors } from './browser.ts';
import { clearScenario, itOnProductionFor, MODES } from './modes.ts';
import { onAppPage, resetWorld } from './harness.ts';

const UNREAD_PATH = '/inside/inter/getUnreadCount';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(MODES)('$name', (mode) => {
  const { baseURL } = mode;
  /** `itOnProduction`: a flow the production build proves (modes.ts); the mock build runs its dev tools tests (`it`). */
  const itOnProduction = itOnProductionFor(mode);
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // With the animations on (browser.ts): the one logout dialog and the toasts as most users see them.
    context = await newContext(browser, baseURL, { motion: true });
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  beforeEach(() => {
    errors.length = 0;
  });

  afterEach(async () => {
    await quiet(page);
    await clearScenario(page);
  });

  /** demo logged in, the world at its seed, on `path` once the shell has drawn it. */
  async function startLoggedIn(path: string): Promise<void> {
    // The world is reset before the token is stored: a page holding the token would ask the server with it
    // first, and a session an earlier test ended (log-out) answers -2, which clears the stored token.
    await resetSession(page, baseURL);
    await onAppPage(page, baseURL);
    await resetWorld(page);
    await resetSession(page, baseURL, { loggedIn: SEED_TOKENS.demo });
    await page.goto(path);
  }

  const logoutDialog = () => page.locator('.out-dialog');

  describe('scenarios that end the session (R4.8–R4.10, R2.6–R2.8)', () => {
    itOnProduction('-2: "账号退出提示" with the server msg and "重新登录", leading to /login', async () => {
      await startLoggedIn(`/inside/myOrder?scenario=session-expired-user&scenarioPath=${UNREAD_PATH}`);
      const dialog = page.getByRole('dialog', { name: '账号退出提示' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('登录状态已过期，请重新登录');
      expect(await logoutDialog().count()).toBe(1);
      await clearScenario(page);
      await dialog.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await logoutDialog().count()).toBe(0);
      expect(errors).toEqual([]);
    });

    itOnProduction(
      '-1: "前往登录" leads to the index of the failing call\'s first path segment; the msg is kept in the token-admin cookie',
      async () => {
        await startLoggedIn(`/inside/myOrder?scenario=session-expired-admin&scenarioPath=${UNREAD_PATH}`);
        const dialog = page.getByRole('dialog', { name: '账号退出提示' });
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain('管理员登录已失效，请重新登录');
        const cookie = (await context.cookies()).find((c) => c.name === 'admincardshop-token-admin');
        expect(decodeURIComponent(cookie?.value ?? '')).toBe('管理员登录已失效，请重新登录');
        await clearScenario(page);
        await dialog.getByRole('button', { name: '前往登录' }).click();
        await page.waitForURL((url) => url.pathname === '/inside/index');
        expect(errors).toEqual([]);
      },
    );

    itOnProduction('-3: "确定" leads to /other/service', async () => {
      await startLoggedIn(`/inside/myOrder?scenario=session-expired-other&scenarioPath=${UNREAD_PATH}`);
      const dialog = page.getByRole('dialog', { name: '账号退出提示' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('会话已失效，请重新进入');
      await clearScenario(page);
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.waitForURL((url) => url.pathname === '/other/service');
      expect((await waitForHeadingAndTitle(page, '客服中心', '(8) 客服中心 - 卡密商城')).ok).toBe(true);
      expect(errors).toEqual([]);
    });

    itOnProduction('403: the route is replaced by /403, which shows the stored message (R2.9)', async () => {
      await startLoggedIn(`/inside/myOrder?scenario=forbidden&scenarioPath=${UNREAD_PATH}`);
      await page.waitForURL((url) => url.pathname === '/403');
      expect((await waitForHeadingAndTitle(page, '无权访问', '无权访问 - 卡密商城')).ok).toBe(true);
      await page.getByText('您没有访问该页面的权限').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('403'))).toContain('您没有访问该页面的权限');
      expect(await logoutDialog().count()).toBe(0);
      expect(errors).toEqual([]);
    });

    itOnProduction('50 calls ending the session together show exactly one dialog (R4.11)', async () => {
      await startLoggedIn('/inside/index');
      const reload = page.getByRole('button', { name: '刷新页面' });
      await reload.waitFor();
      await quiet(page);
      let started = 0;
      const count = (request: { url(): string }) => {
        if (new URL(request.url()).pathname === UNREAD_PATH) started += 1;
      };
      page.on('request', count);
      await page.evaluate(async (path) => {
        await fetch(`/__mock/scenario?name=session-expired-user&path=${encodeURIComponent(path)}`, { method: 'POST' });
      }, UNREAD_PATH);
      // 50 presses in one task: every press starts a new read of each page's data (no dedupe), all
      // 50 unread-count calls are under way before the first answer comes back.
      await page.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>('button[aria-label="刷新页面"]');
        for (let i = 0; i < 50; i += 1) button?.click();
      });
      await page.getByRole('dialog', { name: '账号退出提示' }).waitFor();
      await quiet(page);
      page.off('request', count);
      expect(started).toBeGreaterThanOrEqual(50);
      expect(await logoutDialog().count()).toBe(1);
      await clearScenario(page);
      await page.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await logoutDialog().count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  describe('the frames', () => {
    itOnProduction(
      'the title shows "(n) " while messages are unread, on the shell and the storefront; the bell says how many (R2.3)',
      async () => {
        await startLoggedIn('/inside/index');
        expect(await waitForHeadingAndTitle(page, '用户中心', '(8) 用户中心 - 卡密商城')).toMatchObject({ ok: true });
        await page.getByRole('link', { name: '消息通知，8 条未读' }).waitFor();
        await page.goto('/announcement');
        expect((await waitForHeadingAndTitle(page, '公告', '(8) 公告 - 卡密商城')).ok).toBe(true);
        // A visitor has none.
        await resetSession(page, baseURL);
        await page.goto('/announcement');
        expect((await waitForHeadingAndTitle(page, '公告', '公告 - 卡密商城')).ok).toBe(true);
        expect(errors).toEqual([]);
      },
    );

    itOnProduction('the opened pages come back as tabs after a reload, where they were (spec §9)', async () => {
      await startLoggedIn('/inside/index');
      await page.getByRole('link', { name: '我的订单' }).first().click();
      await page.waitForURL((url) => url.pathname === '/inside/myOrder');
      // The page joins the tabs as it renders, after the address changed.
      await page.getByRole('heading', { name: '我的订单', level: 1 }).waitFor();
      await page.goto('/inside/message?tab=unread');
      await page.locator('h1').waitFor();
      await page.reload();
      const tabs = page.getByRole('navigation', { name: '已打开的页面' });
      await tabs.getByText('消息中心').waitFor();
      // The tabs kept in the browser come back a moment after the current page's own tab.
      await expect.poll(() => tabs.getByText('我的订单').count()).toBe(1);
      await expect.poll(() => tabs.getByText('用户中心').count()).toBe(1);
      expect(errors).toEqual([]);
    });

    itOnProduction('log-out from the avatar menu asks first, then ends the session and goes to /login', async () => {
      await startLoggedIn('/inside/index');
      await page.getByRole('button', { name: /云端旅人/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await question.getByText('确定要退出登录吗？').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
      await question.getByRole('button', { name: '退出登录' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(errors).toEqual([]);
    });
  });

  describe('the dev tools (R9.5)', () => {
    if (mode.production) {
      it('the production build has neither the log display nor the settings panel', async () => {
        await startLoggedIn('/inside/index');
        expect(await waitForHeadingAndTitle(page, '用户中心', '(8) 用户中心 - 卡密商城')).toMatchObject({ ok: true });
        // The shell's header is drawn (its bell), without the dev tools' buttons.
        await page
          .getByRole('link', { name: /消息通知/ })
          .first()
          .waitFor();
        expect(await page.getByRole('button', { name: '查看日志' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: '布局设置' }).count()).toBe(0);
        expect(errors).toEqual([]);
      });
      return;
    }

    it('the mock build: the settings apply at once and are kept over a reload', async () => {
      await startLoggedIn('/inside/index');
      await page.getByRole('button', { name: '布局设置' }).click();
      const settings = page.getByRole('dialog', { name: '布局设置' });
      await settings.getByRole('radiogroup', { name: '侧边栏' }).getByText('深色').click();
      await settings.getByRole('textbox', { name: '水印文字' }).fill('内部测试');
      const sider = page.locator('aside[id]');
      await expect.poll(() => sider.getAttribute('data-theme')).toBe('dark');
      await page.locator('[data-watermark]').waitFor({ state: 'attached' });
      await page.keyboard.press('Escape');
      await page.reload();
      await page.getByRole('button', { name: '布局设置' }).waitFor();
      await expect.poll(() => sider.getAttribute('data-theme')).toBe('dark');
      await page.locator('[data-watermark]').waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
    });

    it('the mock build: a failed call is in the log display (R8.1), which clears', async () => {
      await startLoggedIn(`/inside/index?scenario=http-502&scenarioPath=${UNREAD_PATH}`);
      await page.getByRole('alert').filter({ hasText: '网关错误' }).first().waitFor();
      await clearScenario(page);
      await page.getByRole('button', { name: '查看日志' }).click();
      const logs = page.getByRole('dialog', { name: '日志' });
      const first = logs.getByRole('listitem').first();
      await expect.poll(() => first.textContent()).toContain(UNREAD_PATH);
      expect(await first.textContent()).toContain('错误');
      await logs.getByRole('button', { name: '清空' }).click();
      await logs.getByText('暂无日志').waitFor();
      expect(errors.filter((error) => !error.includes('502'))).toEqual([]);
    });
  });

  if (mode.production) {
    it('the production build runs with no service worker and serves no mockServiceWorker.js', async () => {
      await resetSession(page, baseURL);
      await page.goto('/');
      await page.locator('h1').waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      const worker = await page.evaluate(async () => {
        const answer = await fetch('/mockServiceWorker.js');
        return { status: answer.status, type: answer.headers.get('content-type') ?? '' };
      });
      expect(worker).toMatchObject({ status: 404 });
      expect(worker.type.includes('javascript')).toBe(false);
      // Chromium reports the 404 just asked for; nothing else went wrong.
      expect(errors.filter((error) => !error.endsWith('/mockServiceWorker.js'))).toEqual([]);
    });
  }
});
