// Interaction to Next Paint of the back office's everyday interactions, for `pnpm bench`:
// headless Chromium with its CPU slowed 4× through the DevTools protocol (Emulation.setCPUThrottlingRate,
// a mid-tier phone on a desktop machine), each interaction measured by the page's own Event Timing
// entries (PerformanceObserver 'event': the time from the input to the next paint after its handlers,
// by interaction id; an interaction under 16 ms leaves no entry). The interaction's INP is the longest
// of its entries; each is repeated RUNS times on a freshly loaded page and the median is held to the
// budget, so one noisy task does not fail it.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

export const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const RUNS = 5;

/** Collects every Event Timing entry of an interaction from the start of each document. */
const INIT_SCRIPT = `
  window.__inp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__inp.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/**
 * The interactions the issue lists: where each starts (as whom), what it does, and what shows it done.
 * `start` loads the page and waits until it is ready for the user; `act` is the interaction; `done` waits
 * for what it brings (so the next paint has happened).
 */
const INTERACTIONS = [
  {
    name: 'my orders: switch a status tab',
    token: 'seed-token-demo',
    start: async (page) => {
      await page.goto('/inside/myOrder');
      await page.locator('tbody a[href*="showordermess"]').first().waitFor();
    },
    act: (page) => page.getByRole('tab').nth(2).click(),
    done: (page) => page.waitForURL((url) => url.searchParams.has('status')),
  },
  {
    name: 'my orders: type in the keyword filter',
    token: 'seed-token-demo',
    start: async (page) => {
      await page.goto('/inside/myOrder');
      await page.locator('tbody a[href*="showordermess"]').first().waitFor();
      await page.getByPlaceholder('订单号或商品名称').focus();
    },
    act: (page) => page.keyboard.type('2026', { delay: 50 }),
    done: async (page) => {
      const field = page.getByPlaceholder('订单号或商品名称');
      while ((await field.inputValue()) !== '2026') await page.waitForTimeout(50);
    },
  },
  {
    name: 'my orders: open an order’s detail',
    token: 'seed-token-demo',
    start: async (page) => {
      await page.goto('/inside/myOrder');
      await page.locator('tbody a[href*="showordermess"]').first().waitFor();
    },
    act: (page) => page.locator('tbody a[href*="showordermess"]').first().click(),
    done: async (page) => {
      await page.waitForURL((url) => url.pathname === '/inside/showordermess');
      await page.locator('h1').first().waitFor();
    },
  },
  {
    name: 'buy page: choose an option, then a quantity',
    token: 'seed-token-demo',
    start: async (page) => {
      await page.goto('/inside/buyGoods?id=28');
      await page.locator('[data-field="quantity"] input').waitFor();
    },
    act: async (page) => {
      const options = page.locator('[data-field="option"] label');
      if ((await options.count()) > 1) await options.nth(1).click();
      await page.getByRole('button', { name: '增加数量' }).click();
    },
    done: (page) => page.locator('[data-field="quantity"] input[value="2"]').waitFor(),
  },
  {
    name: 'back office: open the account menu',
    token: 'seed-token-demo',
    start: async (page) => {
      await page.goto('/inside/index');
      await page.getByRole('button', { name: /云端旅人/ }).waitFor();
    },
    act: (page) => page.getByRole('button', { name: /云端旅人/ }).click(),
    done: (page) => page.getByRole('menuitem').first().waitFor(),
  },
  {
    name: 'card stock: turn a page',
    token: 'seed-token-supplier',
    start: async (page) => {
      await page.goto('/supply/cardstockmanage');
      await page.locator('[data-card-key]').first().waitFor();
      // The pager is below the fold at 1440 × 900: a user scrolls to it before the click, and Playwright's
      // own scroll at 4× CPU is not the click's. (The page turn's INP was 72–96 or 230–340 ms run by run:
      // the frame after the click had nothing new to present until the next page was drawn, unless a hover
      // colour changed with it. The pager now marks the page picked at once, ui's Pagination.)
      await page.getByRole('button', { name: '下一页' }).first().scrollIntoViewIfNeeded();
    },
    act: (page) => page.getByRole('button', { name: '下一页' }).first().click(),
    done: (page) => page.waitForURL((url) => url.searchParams.get('page') === '2'),
  },
  {
    name: 'balance: open the transfer form',
    token: 'seed-token-demo',
    start: async (page) => {
      await page.goto('/inside/accountmoney');
      await page.getByTestId('available-balance').getByText('¥').waitFor();
    },
    act: (page) => page.getByRole('link', { name: '转账' }).first().click(),
    done: async (page) => {
      await page.waitForURL((url) => url.pathname === '/inside/transMoney');
      await page.locator('form').first().waitFor();
    },
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lets the last interaction's paint happen and its Event Timing entries arrive. */
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));

/**
 * Each interaction RUNS times at 4× CPU on `baseURL` (the production build on the HTTP mock server):
 * answers, per interaction, the INP of each run (ms; 0 when under 16 ms) and their median.
 */
export async function measureInteractions(baseURL) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const results = [];
  try {
    for (const interaction of INTERACTIONS) {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(60_000);
      await context.addInitScript(INIT_SCRIPT);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/404-start');
      await page.evaluate((authCode) => localStorage.setItem('token', JSON.stringify({ authCode })), interaction.token);
      const cdp = await context.newCDPSession(page);
      const runs = [];
      try {
        // A warm-up first: the page's chunks in the cache, as for a user who has opened it before.
        for (let i = 0; i <= RUNS; i += 1) {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          await interaction.start(page);
          await page.waitForLoadState('networkidle');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.evaluate(() => (window.__inp.length = 0));
          await interaction.act(page);
          await interaction.done(page);
          await settle(page);
          const entries = await page.evaluate(() => window.__inp);
          if (i > 0) runs.push(entries.length ? Math.max(...entries.map((entry) => entry.duration)) : 0);
          if (process.env.BENCH_DEBUG && i > 0)
            console.info(
              `  ${interaction.name}: ${entries.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', ') || 'no entry ≥ 16 ms'}`,
            );
        }
      } catch (error) {
        // One interaction that cannot be done is a failure of the bench, not the end of it.
        results.push({ name: interaction.name, runs, inp: Infinity, error: error.message.split('\n')[0] });
        await context.close();
        continue;
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (errors.length) console.warn(`[inp] ${interaction.name}: page errors: ${errors.join(' | ')}`);
      results.push({ name: interaction.name, runs, inp: median(runs) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
