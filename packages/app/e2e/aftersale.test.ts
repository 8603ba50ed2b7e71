// Browser tests of the after-sale pages on the mock build, logged in as demo with a seed token (the form
// is public.test.ts's):
// file a complaint with an image (a real file, its bytes decoded by the browser) and see it in the thread;
// set a price in my shop and read it back after a reload (the mock world outlives a page load). Voiding a
// key and removing a favourite are test/aftersale.test.tsx's (jsdom, the same handlers and pages:
// '/inside/cdk', '/inside/cardRepeal', '/inside/myFavorites').
import { describe, expect, it } from 'vitest';
import { callApi, startAt, useHarness } from './harness.ts';

const h = useHarness();

/** A 1×1 PNG: a real image, so the thread shows it rather than the error placeholder. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A clean session and the mock world back to its seed, then `path` logged in as demo (a seed token). */
const logInAt = (path: string) => startAt(h, path, { loggedIn: true });
/** A customer call as the page makes it (the stored token in Authorization), answering `data`. */
const api = <T>(path: string, body: Record<string, string | number>) => callApi<T>(h.page, path, body);

type OrderRow = { orderNo: string; deliveryType: string; status: string; createdAt: string };

describe('after-sale, logged in as demo', () => {
  it('files a complaint with an image and sees it in the thread', async () => {
    await logInAt('/inside/complain');
    const orders = await api<{ list: OrderRow[] }>('/inside/inter/getOrderList', { status: 'delivered', pageSize: 50 });
    const complaints = await api<{ list: { orderNo: string; status: string }[] }>('/inside/inter/getComplaintList', { pageSize: 100 });
    const busy = new Set(complaints.list.filter((c) => c.status !== 'closed').map((c) => c.orderNo));
    const order = orders.list.find((o) => !busy.has(o.orderNo))!;

    await h.page.goto(`/inside/orderComplain?orderNo=${order.orderNo}`);
    await h.page.getByRole('button', { name: '提交投诉' }).waitFor();
    await h.page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await h.page.getByRole('img', { name: 'proof.png' }).waitFor();
    await h.page.getByRole('combobox', { name: /投诉原因/ }).selectOption('invalidKey');
    await h.page.getByRole('textbox', { name: /标题/ }).fill('卡密兑换提示不存在');
    await h.page.getByRole('textbox', { name: /问题描述/ }).fill('三张卡密在官方兑换页都提示“卡密不存在”，截图见附件。');
    await h.page.getByRole('button', { name: '提交投诉' }).click();

    await h.page.waitForURL(/\/inside\/complain\?id=\d+$/);
    await expect.poll(() => h.page.getByRole('heading', { level: 1 }).textContent()).toBe('卡密兑换提示不存在');
    const proof = h.page.getByRole('img', { name: '凭证图片 1' });
    expect(await proof.getAttribute('src')).toMatch(/^\/mock-uploads\/\d+$/);
    // The uploaded bytes came back: the image decoded (not the error placeholder).
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The thread takes a reply, with another image.
    await h.page.getByRole('textbox', { name: /回复内容/ }).fill('补充：订单内三张卡密均无法兑换。');
    await h.page.locator('input[type=file]').setInputFiles({ name: 'more.png', mimeType: 'image/png', buffer: PNG });
    await h.page.getByRole('img', { name: 'more.png' }).waitFor();
    await h.page.getByRole('button', { name: '发送回复' }).click();
    const thread = h.page.getByRole('list', { name: '沟通记录' });
    await thread.getByText('补充：订单内三张卡密均无法兑换。').waitFor();
    await thread.getByRole('img', { name: '图片 1' }).waitFor();

    // And it is in my complaints, open.
    await h.page.getByRole('link', { name: '返回我的投诉' }).click();
    await h.page.getByRole('link', { name: /卡密兑换提示不存在/ }).waitFor();
    expect(await h.page.getByRole('link', { name: /卡密兑换提示不存在/ }).textContent()).toContain('待处理');
    expect(h.errors).toEqual([]);
  });

  it('sets a price in my shop and reads it back', async () => {
    await logInAt('/inside/shop');
    const edit = h.page.getByRole('button', { name: /^定价 / }).nth(2);
    await edit.waitFor();
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace('定价 ', '');
    await edit.click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '按比例加价' }).check();
    await dialog.getByRole('textbox', { name: /加价比例/ }).fill('15');
    const preview = (await dialog.getByText(/^客户购买价：¥/).textContent())!.replace('客户购买价：', '');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });

    await h.page.reload();
    const row = h.page.locator('tr', { has: h.page.getByRole('button', { name: `定价 ${name}` }) });
    await row.getByText('加价15%').waitFor();
    expect(await row.getByText(preview, { exact: true }).count()).toBe(1);
    expect(h.errors).toEqual([]);
  });
});
