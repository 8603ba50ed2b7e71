// The built files: production has no MSW at all, the mock build has it; size budgets hold.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { frameModuleOf } from '../src/routes/frames/frameOf.ts';
import { routeTable } from '../src/routes/table.ts';
// @ts-expect-error -- plain ESM script shared with `pnpm size`, no type declarations
import { formatReport, sizeReport } from '../scripts/size-report.mjs';

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

  // `pnpm size` enforces every budget and exits 1 over any. Here: the chunk budgets, and the entry
  // (shared by every route) within the 130 KB of `/`. The initial JS of `/` with the home page's own
  // chunks is over its budget today (issue 5's note has the figures); `pnpm size` reports it.
  it('keeps every lazy page chunk and frame within 40 KB gzip, and the entry within 130 KB (pnpm size)', () => {
    const report = sizeReport(distDir, routeTable, undefined, frameModuleOf) as {
      failures: string[];
      frames: unknown[];
      entry: { kb: number };
    };
    expect(report.frames).toHaveLength(2);
    console.info(formatReport(report));
    expect(report.failures.filter((failure) => !failure.startsWith('initial JS of / '))).toEqual([]);
    expect(report.entry.kb).toBeLessThanOrEqual(130);
  });
});

describe('the mock build', () => {
  it('serves the MSW worker and carries MSW (so the markers above are real)', () => {
    expect(existsSync(join(mockDistDir, 'mockServiceWorker.js'))).toBe(true);
    const js = jsText(mockDistDir);
    expect(MSW_MARKERS.some((marker) => js.includes(marker))).toBe(true);
  });
});
