// Browser tests of the after-sale pages on the mock build, logged in as demo through the log-in form:
// file a complaint with an image and see it in the thread; void a key and see its status change;
// remove a favourite; set a price in my shop and read it back after a reload.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launch, newContext, quiet, resetSession, watchErrors } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

/** A 1×1 PNG: a real image, so the thread shows it rather than the error placeholder. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

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

/** A clean session and the mock world back to its seed, then demo logs in and lands on `path`. */
async function logInAt(path: string): Promise<void> {
  await resetSession(page, baseURL);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.locator('h1').first().waitFor();
  expect(await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }).then((r) => r.status))).toBe(200);
  await page.locator('[name="loginName"]').fill('demo');
  await page.locator('[name="password"]').fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  // The log-in's own reads (the last two log-ins for the notice, the unread count) finish here: a full
  // load that follows would leave them to the static server (a 404 in the console).
  await quiet(page);
}

/** A customer call as the page makes it (the stored token in Authorization), answering `data`. */
async function api<T>(path: string, body: Record<string, string | number>): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { authCode?: string }).authCode ?? '';
      const form = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      const answer = (await (await fetch(path, { method: 'POST', headers: { Authorization: token }, body: form })).json()) as {
        code: number;
        data: unknown;
      };
      if (answer.code !== 1000) throw new Error(`${path} answered ${answer.code}`);
      return answer.data as T;
    },
    { path, body },
  );
}

type OrderRow = { orderNo: string; deliveryType: string; status: string; createdAt: string };

describe('after-sale, logged in as demo', () => {
  it('files a complaint with an image and sees it in the thread', async () => {
    await logInAt('/inside/complain');
    const orders = await api<{ list: OrderRow[] }>('/inside/inter/getOrderList', { status: 'delivered', pageSize: 50 });
    const complaints = await api<{ list: { orderNo: string; status: string }[] }>('/inside/inter/getComplaintList', { pageSize: 100 });
    const busy = new Set(complaints.list.filter((c) => c.status !== 'closed').map((c) => c.orderNo));
    const order = orders.list.find((o) => !busy.has(o.orderNo))!;

    await page.goto(`/inside/orderComplain?orderNo=${order.orderNo}`);
    await page.getByRole('button', { name: '提交投诉' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'proof.png' }).waitFor();
    await page.getByRole('combobox', { name: /投诉原因/ }).selectOption('invalidKey');
    await page.getByRole('textbox', { name: /标题/ }).fill('卡密兑换提示不存在');
    await page.getByRole('textbox', { name: /问题描述/ }).fill('三张卡密在官方兑换页都提示“卡密不存在”，截图见附件。');
    await page.getByRole('button', { name: '提交投诉' }).click();

    await page.waitForURL(/\/inside\/complain\?id=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('卡密兑换提示不存在');
    const proof = page.getByRole('img', { name: '凭证图片 1' });
    expect(await proof.getAttribute('src')).toMatch(/^\/mock-uploads\/\d+$/);
    // The uploaded bytes came back: the image decoded (not the error placeholder).
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The thread takes a reply, with another image.
    await page.getByRole('textbox', { name: /回复内容/ }).fill('补充：订单内三张卡密均无法兑换。');
    await page.locator('input[type=file]').setInputFiles({ name: 'more.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'more.png' }).waitFor();
    await page.getByRole('button', { name: '发送回复' }).click();
    const thread = page.getByRole('list', { name: '沟通记录' });
    await thread.getByText('补充：订单内三张卡密均无法兑换。').waitFor();
    await thread.getByRole('img', { name: '图片 1' }).waitFor();

    // And it is in my complaints, open.
    await page.getByRole('link', { name: '返回我的投诉' }).click();
    await page.getByRole('link', { name: /卡密兑换提示不存在/ }).waitFor();
    expect(await page.getByRole('link', { name: /卡密兑换提示不存在/ }).textContent()).toContain('待处理');
    expect(errors).toEqual([]);
  });

  it('voids a key from my card keys and sees its status change', async () => {
    await logInAt('/inside/cdk');
    const orders = await api<{ list: OrderRow[] }>('/inside/inter/getOrderList', { status: 'delivered', pageSize: 100 });
    const repeals = await api<{ list: { orderNo: string }[] }>('/inside/inter/getCardRepealList', { status: 'pending', pageSize: 100 });
    const weekAgo = Date.now() - 6 * 86_400_000;
    const order = orders.list.find(
      (o) =>
        o.deliveryType === 'card' &&
        new Date(o.createdAt.replace(' ', 'T') + '+08:00').getTime() > weekAgo &&
        !repeals.list.some((r) => r.orderNo === o.orderNo),
    )!;

    await page.goto(`/inside/cdk?keyword=${order.orderNo}`);
    const voidButton = page.getByRole('button', { name: /^作废卡密 / }).first();
    await voidButton.waitFor();
    const masked = ((await voidButton.getAttribute('aria-label')) ?? '').replace('作废卡密 ', '');
    expect(masked).toContain('*');
    const row = page.locator('tr', { has: page.getByRole('button', { name: `作废卡密 ${masked}` }) });
    expect(await row.locator('[data-status="sold"]').textContent()).toBe('正常');

    await voidButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /作废原因/ }).fill('客户反馈卡密无效');
    await dialog.getByRole('button', { name: '提交作废' }).click();
    await dialog.waitFor({ state: 'detached' });

    const sameRow = page.locator('tr', { hasText: masked });
    await sameRow.locator('[data-status="pending"]', { hasText: '作废审核中' }).waitFor();
    expect(await sameRow.getByRole('button', { name: /^作废卡密 / }).count()).toBe(0);
    // The request is in the void requests, pending.
    await page.goto('/inside/cardRepeal?status=pending');
    await page.locator('tr', { hasText: order.orderNo }).locator('[data-status="pending"]').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('removes a favourite', async () => {
    await logInAt('/inside/myFavorites');
    const remove = page.getByRole('button', { name: /^取消收藏 / });
    await remove.first().waitFor();
    const before = await remove.count();
    const name = ((await remove.first().getAttribute('aria-label')) ?? '').replace('取消收藏 ', '');
    await remove.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '取消收藏' }).click();
    // While the dialog is open (and closing) the page behind it is hidden from the accessibility tree.
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => remove.count()).toBe(before - 1);
    expect(await page.getByRole('button', { name: `取消收藏 ${name}` }).count()).toBe(0);
    // Gone on the server too: a reload does not bring it back.
    await page.reload();
    await remove.first().waitFor();
    expect(await page.getByRole('button', { name: `取消收藏 ${name}` }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('sets a price in my shop and reads it back', async () => {
    await logInAt('/inside/shop');
    const edit = page.getByRole('button', { name: /^定价 / }).nth(2);
    await edit.waitFor();
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace('定价 ', '');
    await edit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '按比例加价' }).check();
    await dialog.getByRole('textbox', { name: /加价比例/ }).fill('15');
    const preview = (await dialog.getByText(/^客户购买价：¥/).textContent())!.replace('客户购买价：', '');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    const row = page.locator('tr', { has: page.getByRole('button', { name: `定价 ${name}` }) });
    await row.getByText('加价15%').waitFor();
    expect(await row.getByText(preview, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
