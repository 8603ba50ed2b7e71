// Browser tests of the order views on the mock build: a paid order's return page asks the server
// and shows the keys (never the gateway's query string); /chadan finds the order by number and by
// contact + query password; keys stay masked until revealed; copy all and the .txt export give
// exactly the delivered keys. My orders' status filter and pages in the address, and an order opening with
// its keys masked, are test/orderPages.test.tsx's ('my orders', jsdom, the same page and handlers).
import type { Page } from 'playwright-core';
import { maskCardKey } from '@shop/session';
import { api } from '@shop/session/contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_TOKENS, downloadText } from './browser.ts';
import { startAt, useHarness } from './harness.ts';

const baseURL = inject('baseURL');
const h = useHarness({ baseURL });
let page: Page;
let errors: string[];

beforeAll(() => {
  ({ page, errors } = h);
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A clean session (demo logged in when asked), the mock world back to its seed, then `path`. */
async function start(path: string, { demo = false } = {}): Promise<void> {
  // The page has started its mock worker once it shows its heading: calls from the page are answered.
  await startAt({ page, baseURL }, path, demo ? { loggedIn: SEED_TOKENS.demo } : {});
}

/** Calls the mock API from the page (the service worker answers), form-encoded as the app sends it. */
async function call<T>(path: string, body: Record<string, string | number>, token?: string): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, body, token }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: token } : {}) },
        body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    },
    { path, body, token },
  );
  expect(answer.code, answer.msg).toBe(1000);
  return (answer as Envelope<T>).data;
}

/** Places an order, starts a redirect payment (epay) and has the mock channel pay it. */
async function paidOrder(order: Record<string, string | number>, token?: string) {
  // A visitor solves the captcha, from its question in words (as a screen reader reads it).
  const solved = token ? {} : await solvedCaptcha();
  const created = await call<{ orderNo: string; visitorToken: string | null }>(api.shop.createOrder.path, { ...order, ...solved }, token);
  const step = await call<{ redirectUrl: string }>(api.payment.doPay.path, { orderNo: created.orderNo, method: 'epay' }, token);
  return { ...created, redirectUrl: step.redirectUrl };
}

async function solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId, question } = await call<{ captchaId: string; question: string }>(api.shop.getCaptcha.path, {});
  return { captchaId, captcha: String(sumOfQuestion(question)) };
}

/** "七 加 四 等于几？" → 11. */
function sumOfQuestion(question: string): number {
  const digits = '零一二三四五六七八九';
  const [a = '', b = ''] = question.split(' 加 ');
  return digits.indexOf(a.trim()) + digits.indexOf(b.trim().charAt(0));
}

async function mockPay(orderNo: string): Promise<void> {
  const status = await page.evaluate((n) => fetch(`/__mock/pay?orderNo=${n}`, { method: 'POST' }).then((r) => r.status), orderNo);
  expect(status).toBe(200);
}

const keyLines = (cards: Array<{ cardNo: string; password: string }>) =>
  cards.map((c) => (c.password ? `${c.cardNo} ${c.password}` : c.cardNo));

/** Replaces the clipboard's writeText so what the page copies can be read back. */
async function captureClipboard(): Promise<void> {
  await page.evaluate(() => {
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
}
const copied = () => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);

/** While masked, no delivered key (number or password) appears in the key lists' text. */
async function expectMasked(lines: string[]): Promise<void> {
  expect(await page.locator('[data-card-key="shown"]').count()).toBe(0);
  const text = (await page.locator('[data-card-keys]').allTextContents()).join('\n');
  for (const line of lines)
    for (const part of line.split(' ')) {
      expect(text).not.toContain(part);
      // Shown as session's one masking rule has it (the same as every other card-key view).
      expect(text).toContain(maskCardKey(part));
    }
}

describe('payment return pages', () => {
  it('ask the server: pending while unpaid (whatever the query says), then paid with the keys; copy all and export give exactly them', async () => {
    await start('/chadan', { demo: true });
    const order = await paidOrder({ goodsId: 5, quantity: 3, payMethod: 'alipay' }, SEED_TOKENS.demo);
    expect(order.redirectUrl).toContain('/pay/return_epay?');
    expect(order.redirectUrl).toContain('TRADE_SUCCESS');
    // The gateway's query claims success; the server says pending until the channel pays.
    await page.goto(order.redirectUrl);
    await page.getByRole('heading', { name: '等待支付结果' }).waitFor();
    await mockPay(order.orderNo);
    // The page keeps asking and turns paid by itself.
    await page.getByRole('heading', { name: '支付成功' }).waitFor();
    const detail = await call<{ cards: Array<{ cardNo: string; password: string }> }>(
      api.customer.getOrderInfo.path,
      { orderNo: order.orderNo },
      SEED_TOKENS.demo,
    );
    expect(detail.cards).toHaveLength(3);
    const lines = keyLines(detail.cards);
    await page.getByText('共 3 张').waitFor();
    await expectMasked(lines);

    await captureClipboard();
    await page.getByRole('button', { name: '复制全部' }).click();
    await expect.poll(copied).toEqual([lines.join('\n')]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`${order.orderNo}.txt`);
    expect(await downloadText(download)).toBe(lines.join('\n'));
    // Copying one key copies that key only, still masked on screen.
    await page.getByRole('button', { name: '复制第 2 张卡密' }).click();
    await expect.poll(copied).toEqual([lines.join('\n'), lines[1]]);
    await expectMasked(lines);

    // Revealing one shows that one; revealing all shows every key.
    await page.getByRole('button', { name: '显示第 1 张卡密' }).click();
    await expect.poll(() => page.locator('body').textContent()).toContain(detail.cards[0]?.cardNo);
    expect(await page.locator('body').textContent()).not.toContain(detail.cards[2]?.cardNo);
    await page.getByRole('button', { name: '显示全部' }).click();
    const text = (await page.locator('body').textContent()) ?? '';
    for (const card of detail.cards) expect(text).toContain(card.cardNo);
    expect(errors).toEqual([]);
  });

  it('a failed payment shows failed with a way to pay again', async () => {
    await start('/chadan', { demo: true });
    const order = await paidOrder({ goodsId: 5, quantity: 1, payMethod: 'alipay' }, SEED_TOKENS.demo);
    expect(
      await page.evaluate((n) => fetch(`/__mock/pay?orderNo=${n}&result=failed`, { method: 'POST' }).then((r) => r.status), order.orderNo),
    ).toBe(200);
    await page.goto(order.redirectUrl.replace('/pay/return_epay', '/pay/return_ali'));
    await page.getByRole('heading', { name: '支付未完成' }).waitFor();
    expect(await page.getByRole('link', { name: '重新支付' }).getAttribute('href')).toBe(`/pay/payonline?orderNo=${order.orderNo}`);
  });
});

describe('/chadan', () => {
  it('finds a paid visitor order by number (locked until its query password) and by contact + query password; keys masked until revealed', async () => {
    await start('/chadan');
    const contact = '13912345678';
    const order = await paidOrder({ goodsId: 1, quantity: 2, payMethod: 'alipay', contact, queryPwd: 'abc123' });
    await mockPay(order.orderNo);
    const info = await call<{ cards: Array<{ cardNo: string; password: string }> }>(api.shop.getVisitorOrderInfo.path, {
      orderNo: order.orderNo,
      visitorToken: order.visitorToken ?? '',
    });
    const lines = keyLines(info.cards);
    expect(lines).toHaveLength(2);

    // By number: found, locked behind the query password; a wrong one is refused with the server's msg.
    await page.goto('/chadan');
    await page.getByLabel('订单号').fill(order.orderNo);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('找到 1 笔订单').waitFor();
    await page.getByText('该订单设置了查询密码，输入后查看卡密。').waitFor();
    await page.getByRole('form', { name: '输入查询密码' }).getByLabel('查询密码').fill('wrong1');
    await page.getByRole('button', { name: '查看卡密' }).click();
    await page.getByText('查询密码错误').waitFor();
    await page.getByRole('form', { name: '输入查询密码' }).getByLabel('查询密码').fill('abc123');
    await page.getByRole('button', { name: '查看卡密' }).click();
    await page.getByText('共 2 张').waitFor();
    await expectMasked(lines);
    await page.getByRole('button', { name: '显示全部' }).click();
    for (const card of info.cards) await page.getByText(card.cardNo, { exact: true }).waitFor();

    // By contact + query password: the latest orders of that contact, this one among them.
    await page.goto('/chadan');
    await page.getByRole('tab', { name: '联系方式查询' }).click();
    await page.getByLabel('联系方式').fill(contact);
    await page
      .getByLabel(/^查询密码/)
      .first()
      .fill('abc123');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('找到 1 笔订单').waitFor();
    await page.getByText(order.orderNo).first().waitFor();
    await page.getByText('共 2 张').waitFor();
    await expectMasked(lines);
    expect(errors).toEqual([]);
  });
});
