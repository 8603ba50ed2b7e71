// Layout shift (CLS ≤ 0.05) of the pages whose content arrives after they are drawn, on a
// first visit the way Lighthouse's mobile preset loads them: a phone's viewport, 4× slower CPU, 150 ms
// latency and 1.6 Mbit/s, no cache. Measured with the browser's own layout-shift entries (the largest
// session window: shifts less than 1 s apart, at most 5 s), on the production build.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT } from '../test/waitBudgets.ts';
import { launch, SEED_TOKENS } from './browser.ts';
import { prodURL } from './modes.ts';

const baseURL = prodURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Loads `path` in a fresh phone context on a slow network and answers its layout shifts. */
async function shiftsOf(path: string, token?: string): Promise<Shift[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((authCode) => {
      if (authCode) localStorage.setItem('token', JSON.stringify({ authCode }));
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className.toString().split(' ')[0] ?? ''} “${node.textContent?.slice(0, 20)}”`
              : '?',
          );
          shifts.push({ value: entry.value, at: entry.startTime, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, token ?? null);
    await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator('h1').first().waitFor();
    return await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  } finally {
    await context.close();
  }
}

/** CLS: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
function cls(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let start = 0;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - start > 5000) {
      current = 0;
      start = shift.at;
    }
    current += shift.value;
    last = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

describe('layout shift on a slow phone (production build)', () => {
  it.each([
    ['/', undefined],
    ['/inside/goodsList', undefined],
    ['/inside/buyGoods?id=28', undefined],
    ['/chadan', undefined],
    ['/chajia', undefined],
    ['/announcement', undefined],
    ['/inside/index', SEED_TOKENS.demo],
  ])('%s stays within CLS 0.05', async (path, token) => {
    const shifts = await shiftsOf(path, token);
    const score = cls(shifts);
    expect(score, JSON.stringify(shifts.filter((shift) => shift.value > 0.001))).toBeLessThanOrEqual(0.05);
  });

  it('the measure sees a shift when there is one (a block pushed down after the page is drawn)', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.goto('/chadan', { waitUntil: 'networkidle' });
      // Only what was drawn can shift: on a loaded machine the network falls idle before the page renders
      // (the measure then saw no shift, CI). Its heading first, then a frame drawn with it.
      await page.locator('main h1').waitFor();
      const shifts = await page.evaluate(async (budget) => {
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return new Promise<{ value: number; at: number; sources: string[] }[]>((resolve) => {
          const seen: { value: number; at: number; sources: string[] }[] = [];
          // Answers at the first shift reported, which comes with the next frame; on a loaded machine that
          // frame can be seconds away, so the budget is a loaded machine's (the measure then saw none).
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              seen.push({ value: entry.value, at: entry.startTime, sources: [] });
            if (seen.length > 0) resolve(seen);
          }).observe({ type: 'layout-shift' });
          const block = document.createElement('div');
          block.style.height = '300px';
          document.querySelector('main')?.prepend(block);
          setTimeout(() => resolve(seen), budget);
        });
      }, WAIT.poll);
      expect(cls(shifts)).toBeGreaterThan(0.05);
    } finally {
      await context.close();
    }
  });
});
