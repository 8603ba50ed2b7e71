// Browser tests of the site decoration (`/:path/decorate/desktop`, R4.2–R4.4): the designer
// logs in through the admin log-in, moves a block with the keyboard (dnd-kit's keyboard sensor), publishes,
// and the home page draws the blocks in the new order (the production build: the same code and handlers
// on both, modes.ts). On the mock build: a refused save shows the server's
// message and keeps the edits; leaving with unsaved changes asks first; a customer cannot open the editor.
// The admin index (who is logged in, the entries of the access list, log-out, another prefix a 404) is
// test/guard.test.tsx's (jsdom), the seed admins' roles and log-out mocks/test/other-admin.test.ts's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, resetSession, resetWorld, SEED_TOKENS, useHarness, type Harness } from './harness.ts';
import { itOnProductionFor, MODES } from './modes.ts';

const EDITOR = '/shopadmin/decorate/desktop';

const HOME = '/shopadmin/index';

/**
 * A clean session and the seed world, then a real admin log-in: the admin index sends a visitor to
 * `/login?adminPath=shopadmin` (R2.6, R4.2), the log-in comes back to it, its entry opens the editor.
 */
async function adminLogIn(h: Harness, username = 'designer', password = 'design123456'): Promise<void> {
  await resetSession(h.page, h.baseURL);
  await h.page.goto(HOME);
  await h.page.waitForURL((url) => `${url.pathname}${url.search}` === '/login?adminPath=shopadmin');
  await h.page.getByRole('heading', { name: '管理员登录' }).waitFor();
  await resetWorld(h.page);
  await h.page.getByLabel(/用户名/).fill(username);
  await h.page.getByLabel(/^密码/).fill(password);
  await h.page.getByRole('button', { name: '登录', exact: true }).click();
  await h.page.waitForURL((url) => url.pathname === HOME);
  await h.page.getByRole('link', { name: /网站装修/ }).click();
  await h.page.waitForURL((url) => url.pathname === EDITOR);
  await h.page.getByRole('heading', { name: '网站装修' }).waitFor();
  await h.page.getByRole('button', { name: '移动 公告栏' }).waitFor();
}

const listOrder = (page: Page) =>
  page.locator('li[data-block-id]').evaluateAll((items) => items.map((li) => li.getAttribute('data-block-id')));

const announced = (page: Page) => page.locator('[role="status"][aria-live]').allTextContents();

/**
 * Moves a block one place with the keyboard: focus its handle, Space, the arrow, Space; each step
 * waits for what dnd-kit reads out (the drop targets are measured after the pick-up).
 */
async function moveByKeyboard(page: Page, handle: string, key: 'ArrowUp' | 'ArrowDown'): Promise<void> {
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place once the targets are measured.
  await expect.poll(async () => (await announced(page)).join()).toMatch(/移到第/);
  const before = (await announced(page)).join();
  await page.keyboard.press(key);
  await expect.poll(async () => (await announced(page)).join()).not.toBe(before);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await announced(page)).join()).toContain('已放在第');
}

describe.each(MODES)('$name', (mode) => {
  const h = useHarness({ baseURL: mode.baseURL, viewport: { width: 1280, height: 900 } });
  /** `itOnProduction`: a flow the production build proves (modes.ts); the mock build runs the editor's other tests. */
  const itOnProduction = itOnProductionFor(mode);

  itOnProduction('the designer moves the notice above the banner by keyboard, publishes, and / shows the new order', async () => {
    await adminLogIn(h);
    expect(await listOrder(h.page)).toEqual(['banner-1', 'notice-1', 'categories-1', 'goods-1', 'goods-2', 'footer-1']);
    await moveByKeyboard(h.page, '移动 公告栏', 'ArrowUp');
    await expect.poll(() => listOrder(h.page)).toEqual(['notice-1', 'banner-1', 'categories-1', 'goods-1', 'goods-2', 'footer-1']);
    // The move was read out to screen readers.
    await expect.poll(() => h.page.locator('[role="status"][aria-live]').allTextContents()).toContain('公告栏 已放在第1个。');
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).toContain('有未保存的修改');
    // The preview draws the same order.
    const preview = h.page.getByTestId('decoration-preview');
    expect(await preview.locator('section[aria-label]').first().getAttribute('aria-label')).toBe('公告');

    await h.page.getByRole('button', { name: '发布', exact: true }).click();
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).toContain('已发布');
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).not.toContain('有未保存的修改');
    const published = await callApi<{ blocks: { id: string }[] }>(h.page, '/inside/inter/getHomeLayout');
    expect(published.blocks.map((b) => b.id)).toEqual(['notice-1', 'banner-1', 'categories-1', 'goods-1', 'goods-2', 'footer-1']);

    // The storefront: the notice now above the banner, the goods blocks with their titles.
    await h.page.goto('/');
    const notice = h.page.getByRole('region', { name: '公告' });
    const banner = h.page.getByRole('region', { name: '活动推荐' });
    // The default layout's places are drawn while the published one loads, so the order is polled for
    // (read once, a region could be replaced between finding it and measuring it).
    await expect
      .poll(async () => {
        const [noticeBox, bannerBox] = [await notice.boundingBox(), await banner.boundingBox()];
        return noticeBox !== null && bannerBox !== null && noticeBox.y < bannerBox.y;
      })
      .toBe(true);
    await expect.poll(() => h.page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['商品分类', '热销推荐', '游戏点卡']);
    expect(h.errors).toEqual([]);
  });

  if (mode.production) return;

  it('a refused save (an empty notice) shows the server’s message and keeps the edits', async () => {
    await adminLogIn(h);
    await moveByKeyboard(h.page, '移动 页脚', 'ArrowUp');
    await h.page.getByRole('button', { name: '编辑 公告栏' }).click();
    const text = h.page.getByRole('textbox', { name: /公告内容/ });
    await text.fill('');
    await h.page.getByRole('button', { name: '保存草稿' }).click();
    await expect
      .poll(() => h.page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('第2个模块（公告栏）：请输入公告内容'));
    expect(await text.inputValue()).toBe('');
    expect(await listOrder(h.page)).toEqual(['banner-1', 'notice-1', 'categories-1', 'goods-1', 'footer-1', 'goods-2']);
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).toContain('有未保存的修改');
    // Nothing was saved.
    await text.fill('今晚22:00系统维护');
    await h.page.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).toContain('草稿未发布');
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).not.toContain('有未保存的修改');
    expect(h.errors).toEqual([]);
  });

  it('leaving with unsaved changes asks first (the browser’s back, another site)', async () => {
    await adminLogIn(h);
    const site = h.page.getByRole('combobox', { name: '装修站点' });
    const site1 = ['banner-1', 'categories-1', 'goods-1', 'goods-2', 'footer-1'];
    // Nothing changed yet: another site and back without a question (and an entry to go back to).
    await site.selectOption({ label: '小鹿数码商城' });
    await expect.poll(() => listOrder(h.page)).toEqual(site1);
    await site.selectOption({ label: '云卡数字商城' });
    await expect.poll(() => listOrder(h.page)).toEqual(['banner-1', 'notice-1', 'categories-1', 'goods-1', 'goods-2', 'footer-1']);
    await moveByKeyboard(h.page, '移动 公告栏', 'ArrowDown');
    const edited = ['banner-1', 'categories-1', 'notice-1', 'goods-1', 'goods-2', 'footer-1'];
    await expect.poll(() => listOrder(h.page)).toEqual(edited);
    // The browser's back: asked; staying keeps the page and the edits.
    const dialog = h.page.getByRole('dialog', { name: /离开装修页面/ });
    await h.page.evaluate(() => history.back());
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '留下继续编辑' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(h.page.url()).search).toBe('');
    expect(await listOrder(h.page)).toEqual(edited);
    // Another site: asked; leaving shows site 1's draft, the edits are dropped.
    await site.selectOption({ label: '小鹿数码商城' });
    await dialog.getByRole('button', { name: '放弃修改并离开' }).click();
    await h.page.waitForURL((url) => url.searchParams.get('site') === '1');
    await expect.poll(() => listOrder(h.page)).toEqual(site1);
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).toContain('草稿未发布');
    await expect.poll(() => h.page.getByTestId('decoration-status').textContent()).not.toContain('有未保存的修改');
    // Back on the main site: its saved draft, not the dropped edits.
    await site.selectOption({ label: '云卡数字商城' });
    await expect.poll(() => listOrder(h.page)).toEqual(['banner-1', 'notice-1', 'categories-1', 'goods-1', 'goods-2', 'footer-1']);
    expect(h.errors).toEqual([]);
  });

  it('a customer (demo) cannot open the editor: the guard answers 403', async () => {
    await resetSession(h.page, h.baseURL, { loggedIn: SEED_TOKENS.demo });
    await h.page.goto(EDITOR);
    await h.page.waitForURL((url) => url.pathname === '/403');
    await h.page.getByRole('heading', { name: '无权访问' }).waitFor();
    expect(h.errors).toEqual([]);
  });
});
