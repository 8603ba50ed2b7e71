// A write makes every read it changes stale, on the production build (its first page load preloads its
// reads, which the mock build does not: routes/preload.ts): a customer who has just moved money sees a
// fund log that agrees with the balance above it, at once and with no reload; and a second tab of the same
// user shows the change when it regains focus (SWR's focus revalidation).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startAt, useHarness } from './harness.ts';
import { prodURL } from './modes.ts';

/** The fund log's newest row as drawn. */
const newestFundRow = (page: Page) => page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1);

/** Counts the fund log reads the page makes from now on. */
function countFundLogReads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/inside/inter/getFundLog') count += 1;
  });
  return () => count;
}

/** A transfer of ¥1.23 to traveler from /inside/transMoney, through its form, to the receipt. */
async function transferToTraveler(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /收款账号/ }).fill('traveler');
  await page.getByRole('textbox', { name: /转账金额/ }).fill('1.23');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel(/交易密码/).fill('123456');
  await page.getByRole('button', { name: '确认转账 ¥1.23' }).click();
  await expect.poll(() => page.getByTestId('transfer-balance-after').textContent()).toBe('¥1,287.27');
}

describe('production build + HTTP mock server', () => {
  const h = useHarness({ baseURL: prodURL(), viewport: { width: 1440, height: 900 } });

  it('资金明细 → 转账 → 查看资金明细 within seconds: the transfer is the newest row, its balance the one above', async () => {
    await startAt(h, '/inside/accountmoney', { loggedIn: true });
    await expect.poll(() => h.page.getByTestId('available-balance').textContent()).toBe('¥1,288.50');
    await expect.poll(() => newestFundRow(h.page).locator('[data-field="balance-after"]').textContent()).toBe('¥1,288.50');

    await h.page.getByRole('navigation', { name: '资金操作' }).getByRole('link', { name: '转账' }).click();
    await transferToTraveler(h.page);
    const reads = countFundLogReads(h.page);
    await h.page.getByRole('link', { name: '查看资金明细' }).click();

    await expect.poll(() => h.page.getByTestId('available-balance').textContent()).toBe('¥1,287.27');
    await expect.poll(() => newestFundRow(h.page).textContent()).toContain('-¥1.23');
    expect(await newestFundRow(h.page).locator('[data-field="balance-after"]').textContent()).toBe('¥1,287.27');
    expect(reads()).toBeGreaterThanOrEqual(1);
    expect(h.errors).toEqual([]);
  });

  it('a second tab of the same user shows the transfer when it regains focus', async () => {
    await startAt(h, '/inside/accountmoney', { loggedIn: true });
    await expect.poll(() => newestFundRow(h.page).locator('[data-field="balance-after"]').textContent()).toBe('¥1,288.50');

    const other = await h.context.newPage();
    try {
      await other.goto('/inside/transMoney');
      await transferToTraveler(other);
    } finally {
      await other.close();
    }
    // The first tab is looked at again: the browser says so with a focus (SWR asks at most once per 5 s of
    // focus, and the other tab's own focus may have just counted: the poll says it again until it is asked).
    await h.page.bringToFront();
    const balance = async () => {
      await h.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return h.page.getByTestId('available-balance').textContent();
    };
    await expect.poll(balance, { timeout: 20_000, interval: 1_000 }).toBe('¥1,287.27');
    await expect.poll(() => newestFundRow(h.page).textContent()).toContain('-¥1.23');
    expect(h.errors).toEqual([]);
  });
});
