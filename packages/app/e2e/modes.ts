// The two builds every browser test of the session rules runs against ("Builds"):
// - the mock build (VITE_ENABLE_MSW=true): MSW answers in the page's service worker;
// - the production build (no MSW) served by the HTTP mock server, answering over real HTTP.
// Both take the QA scenario from the page URL (`?scenario=NAME&scenarioPath=…`, mocks/README.md);
// the HTTP server keeps it for every later request, so tests clear it (`clearScenario`).
import type { Page } from 'playwright-core';
import { inject, it } from 'vitest';

export interface Mode {
  name: string;
  baseURL: string;
  /** Production: no service worker, no MSW. */
  production: boolean;
}

/**
 * The production build's address for this test worker: its own HTTP mock server (and mock world),
 * so test files can run side by side (VITEST_POOL_ID is 1 … maxWorkers).
 */
export function prodURL(): string {
  const urls = inject('prodURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] as string;
}

export const MODES: readonly Mode[] = [
  { name: 'mock build (MSW)', baseURL: inject('baseURL'), production: false },
  { name: 'production build + HTTP mock server', baseURL: prodURL(), production: true },
];

/**
 * The `it` of a flow that one build proves: both builds answer through the same mock handlers and run the
 * same app code, so such a flow runs on the production build only (real HTTP, the server's headers and
 * CSP) and is listed as skipped on the mock build. The mock build runs what differs there (MSW in the page,
 * the dev tools, a site's pages under the worker, the CSP with MSW inside) and every mock-build-only file
 * (account, aftersale, callbacks, public, shop-buy, shop-orders, the vip and supply back offices).
 * A file names it after what it does: `const itOnProduction = itOnProductionFor(mode)`, so each test says
 * which builds it runs on: `itOnProduction(…)` the production build only, `it(…)` both.
 */
export function itOnProductionFor(mode: Mode): typeof it {
  return mode.production ? it : (it.skip as typeof it);
}

/** Lifts the QA scenario wherever it is kept (the HTTP server; the mock build's localStorage). */
export async function clearScenario(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.removeItem('mock:scenario');
    await fetch('/__mock/scenario?name=off', { method: 'POST' });
  });
}

/** Back to the seed world (between tests that write). */
export async function resetMockWorld(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/__mock/reset', { method: 'POST' });
  });
}
