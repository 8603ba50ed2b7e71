// The built files: production has no MSW at all, the mock build has it; size budgets hold (measured in
// Chromium against the production build on the HTTP mock server).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LAZY_PARTS, loadPart, zhCN } from '@shop/session/messages';
import { FRAME_MODULES, frameMessagesOf, frameModuleOf } from '../src/routes/frames/frameOf.ts';
import { routeTable } from '../src/routes/table.ts';
import {
  BUDGETS,
  chunkReport,
  firstVisitFailures,
  formatReport,
  measureFirstVisit,
  readGraph,
  unloadedKeys,
  // @ts-expect-error -- plain ESM script shared with `pnpm size`, no type declarations
} from '../scripts/size-report.mjs';
// @ts-expect-error -- plain ESM script shared with `pnpm size`, no type declarations
import { devToolsInBuild } from '../scripts/devtools-check.mjs';
import { SEED_LOGINS } from '@shop/mocks/db';
import { launch, newContext, quiet } from './browser.ts';
import { prodURL } from './modes.ts';

const distDir = inject('distDir');
const mockDistDir = inject('mockDistDir');

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith('.vite'));
}

function jsText(dir: string): string {
  return files(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

const MSW_MARKERS = ['mockServiceWorker', '[MSW]', 'msw/browser', 'setupWorker', 'MSW_'];

describe('the production build', () => {
  it('holds no mockServiceWorker.js and no MSW code', () => {
    expect(existsSync(join(distDir, 'index.html'))).toBe(true);
    expect(files(distDir).filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
    const js = jsText(distDir);
    for (const marker of MSW_MARKERS) expect(js.includes(marker), marker).toBe(false);
  });

  // R9.5: the log display and the settings panel are development and mock builds' only (pnpm size checks it too).
  it('holds neither the log display nor the settings panel, nor their strings', () => {
    expect(devToolsInBuild(distDir)).toEqual({ modules: [], markers: [] });
  });

  // The same measurements as `pnpm size`, with every budget: what a first visit of `/` and `/login`
  // fetches until the network is idle (served by the HTTP mock server as in production), and each lazy
  // page and frame chunk.
  it('a first visit fetches at most 150 KB gzip of scripts for / and 160 KB for /login; every page and frame chunk ≤ 40 KB (pnpm size)', async () => {
    const browser = await launch();
    try {
      const visits = [];
      for (const path of ['/', '/login']) visits.push(await measureFirstVisit(browser, prodURL(), distDir, path));
      const chunks = chunkReport(distDir, routeTable, Object.values(FRAME_MODULES));
      console.info(formatReport({ visits, chunks }));
      for (const visit of visits) {
        // Really measured: the page rendered, and what it fetched includes the framework and its own code.
        expect(visit.errors, visit.path).toEqual([]);
        expect(visit.heading, visit.path).toBeTruthy();
        expect(visit.files.length, visit.path).toBeGreaterThan(2);
      }
      expect(visits.map((visit) => visit.kb)).toEqual([expect.any(Number), expect.any(Number)]);
      expect(visits[0]?.kb).toBeLessThanOrEqual(BUDGETS.firstVisit['/']);
      expect(visits[1]?.kb).toBeLessThanOrEqual(BUDGETS.firstVisit['/login']);
      expect(firstVisitFailures(visits)).toEqual([]);
      // Every frame and page module of the route table is found in a chunk: the back-office frame in a lazy
      // one, the storefront frame in the entry's.
      expect(chunks.chunks.flatMap((chunk: { frames: string[] }) => chunk.frames)).toEqual([FRAME_MODULES.backoffice]);
      expect(chunks.inEntry).toEqual([FRAME_MODULES.storefront]);
      expect(chunks.failures).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  // A visitor's first page needs no browser database: dexie (~30 KB gzip) loads only for a user store.
  it('a first visit of / does not fetch dexie or the effects layer', async () => {
    const browser = await launch();
    try {
      const visit = await measureFirstVisit(browser, prodURL(), distDir, '/');
      const modules: string[] = visit.files.flatMap((file: { modules: string[] }) => file.modules);
      expect(modules.some((id) => id.includes('react-dom'))).toBe(true);
      expect(modules.filter((id) => id.includes('/dexie/') || id.endsWith('src/effects/EffectsLayer.tsx'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  // src/storage/browserDb.ts: a logged-in load reads the user from IndexedDB itself; dexie (a start-up
  // task of ~100 ms at a phone's speed) loads only when something is written, as the log-in does.
  it('a logged-in reload restores the user from the browser database without fetching dexie', async () => {
    // The build's module graph (scripts/buildPlugins.ts): which chunk holds dexie.
    const graph = readGraph(distDir) as Record<string, { chunk?: string }>;
    const dexieChunks = new Set(
      Object.entries(graph).flatMap(([id, module]) => (id.includes('/dexie/') && module.chunk ? [module.chunk] : [])),
    );
    expect(dexieChunks.size).toBe(1);
    const browser = await launch();
    const context = await newContext(browser, prodURL());
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
      const fetchedDexie = () => requested.filter((file) => dexieChunks.has(file));
      await page.goto('/login?redirect=%2Finside%2Findex');
      await page.locator('[name="loginName"]').fill(SEED_LOGINS.demo.loginName);
      await page.locator('[name="password"]').fill(SEED_LOGINS.demo.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/inside/index');
      // The log-in stores the user (and so loads dexie) …
      await expect.poll(fetchedDexie).toHaveLength(1);
      await quiet(page);
      requested.length = 0;
      await page.reload();
      // … the reload reads it back (the avatar menu is the stored user's) and leaves dexie unloaded.
      await page.getByRole('button', { name: /云端旅人/ }).waitFor();
      await quiet(page);
      expect(requested.length).toBeGreaterThan(0);
      expect(fetchedDexie()).toEqual([]);
    } finally {
      await context.close();
      await browser.close();
    }
  });

  // That a first page's reads start while its code still loads (routes/prefetch*.ts) is measured by
  // `pnpm size` (scripts/first-reads.mjs): it holds a chunk back a second, so it depends on the machine's speed.

  // The catalogue parts are split so `/` loads few strings; a route whose code can draw a key it
  // does not load would show the key itself (`widgets: false` on the wrong route, a part forgotten).
  it('every route loads the catalogue keys its code can draw (pnpm size)', async () => {
    const parts = Object.fromEntries(await Promise.all(LAZY_PARTS.map(async (part) => [part, Object.keys(await loadPart('zh-CN', part))])));
    const catalogue = { core: Object.keys(zhCN), parts };
    const check = (routes: readonly unknown[]) => unloadedKeys(distDir, routes, catalogue, frameModuleOf, frameMessagesOf, routeTable);
    expect(check(routeTable)).toEqual([]);
    // The check sees keys: the goods list draws the pagination, which a route without `widgets` lacks.
    const goodsList = routeTable.find((route) => route.id === 'inside.goodsList');
    const withoutWidgets = { ...goodsList, messages: goodsList?.messages?.filter((part) => part !== 'widgets') };
    const [missing] = check([withoutWidgets]) as { keys: string[] }[];
    expect(missing?.keys).toContain('ui.pagination.next');
    // … and goes through ui's barrel only to what the route's chunks hold: the home page's strings are
    // missed without its part, while the log-in (which shares the storefront frame with it) needs none of them.
    const home = routeTable.find((route) => route.path === '/');
    const [homeMissing] = check([{ ...home, messages: [] }]) as { keys: string[] }[];
    expect(homeMissing?.keys).toContain('shop.home.hot');
    const login = routeTable.find((route) => route.path === '/login');
    const [loginMissing] = check([{ ...login, messages: [] }]) as { keys: string[] }[];
    expect(loginMissing?.keys.filter((key) => key.startsWith('shop.'))).toEqual([]);
    expect(loginMissing?.keys.some((key) => key.startsWith('public.login.'))).toBe(true);
  });
});

describe('the mock build', () => {
  it('carries the log display and the settings panel with their strings (so the check above is real)', () => {
    const devTools = devToolsInBuild(mockDistDir);
    expect(devTools.modules).toEqual(
      expect.arrayContaining(['../ui/src/devtools/LogPanel.tsx', '../ui/src/devtools/SettingsPanel.tsx', 'src/devtools/DevTools.tsx']),
    );
    expect(devTools.markers).toEqual(['data-devtools', 'devtools.logs.', 'devtools.settings.']);
  });

  it('serves the MSW worker and carries MSW (so the markers above are real)', () => {
    expect(existsSync(join(mockDistDir, 'mockServiceWorker.js'))).toBe(true);
    const js = jsText(mockDistDir);
    expect(MSW_MARKERS.some((marker) => js.includes(marker))).toBe(true);
  });
});
