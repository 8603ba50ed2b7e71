// The built files: production has no MSW at all, the mock build has it; size budgets hold.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LAZY_PARTS, loadPart, zhCN } from '@shop/session/messages';
import { frameMessagesOf, frameModuleOf } from '../src/routes/frames/frameOf.ts';
import { routeTable } from '../src/routes/table.ts';
// @ts-expect-error -- plain ESM script shared with `pnpm size`, no type declarations
import { formatReport, sizeReport, unloadedKeys } from '../scripts/size-report.mjs';

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

  // The same report as `pnpm size`, with every budget: the initial JS of `/` counts the entry, the home
  // page, the storefront frame fetched beside it and the zh-CN catalogue parts it waits for.
  it('keeps the initial JS of / within 130 KB gzip and every lazy page chunk and frame within 40 KB (pnpm size)', () => {
    const report = sizeReport(distDir, routeTable, undefined, frameModuleOf, frameMessagesOf) as {
      failures: string[];
      frames: { kb: number }[];
      pages: { kb: number }[];
      initial: { path: string; kb: number; messages: string[]; breakdown: Record<'entry' | 'page' | 'frame' | 'messages', number> }[];
    };
    console.info(formatReport(report));
    const home = report.initial.find((entry) => entry.path === '/');
    // Every part is really counted: the frame and the catalogue parts are lazy chunks of their own.
    expect(home?.messages.length).toBeGreaterThan(0);
    for (const part of ['entry', 'page', 'frame', 'messages'] as const) expect(home?.breakdown[part], part).toBeGreaterThan(0);
    expect(home?.kb).toBeLessThanOrEqual(130);
    expect(report.frames).toHaveLength(2);
    for (const chunk of [...report.frames, ...report.pages]) expect(chunk.kb).toBeLessThanOrEqual(40);
    expect(report.failures).toEqual([]);
  });

  // The catalogue parts are split so `/` loads few strings; a route whose code can draw a key it
  // does not load would show the key itself (`widgets: false` on the wrong route, a part forgotten).
  it('every route loads the catalogue keys its code can draw (pnpm size)', async () => {
    const parts = Object.fromEntries(await Promise.all(LAZY_PARTS.map(async (part) => [part, Object.keys(await loadPart('zh-CN', part))])));
    const catalogue = { core: Object.keys(zhCN), parts };
    expect(unloadedKeys(distDir, routeTable, catalogue, frameModuleOf, frameMessagesOf)).toEqual([]);
    // The check sees keys: the goods list draws the pagination, which a route without `widgets` lacks.
    const goodsList = routeTable.find((route) => route.id === 'inside.goodsList');
    const withoutWidgets = { ...goodsList, messages: goodsList?.messages?.filter((part) => part !== 'widgets') };
    const [missing] = unloadedKeys(distDir, [withoutWidgets], catalogue, frameModuleOf, frameMessagesOf) as { keys: string[] }[];
    expect(missing?.keys).toContain('ui.pagination.next');
  });
});

describe('the mock build', () => {
  it('serves the MSW worker and carries MSW (so the markers above are real)', () => {
    expect(existsSync(join(mockDistDir, 'mockServiceWorker.js'))).toBe(true);
    const js = jsText(mockDistDir);
    expect(MSW_MARKERS.some((marker) => js.includes(marker))).toBe(true);
  });
});
