// The phone checks of the route sweep (routes.test.ts visits every route at 375 px and then at
// 1280 px): the document never scrolls sideways, no control is a touch target under 24 px without room
// around it (axe's WCAG 2.2 rule `target-size`, 2.5.8), and no list hides its fields in a table wider than
// its sideways-scrolling box (a list is a column of cards on a phone: ui's Table). It was a sweep of its
// own, phone.test.ts: ~50 s of page loads the route sweep already makes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const PHONE = { width: 375, height: 812 };

/** axe-core's own build, evaluated in the page (not a script tag: the build's CSP allows none inline). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Sets the page's viewport and waits until the page has answered it: a media query's change comes
 * before the next frame's callbacks and re-renders at once (ui's useMediaQuery is a sync external
 * store), so two frames on, the page's new layout is drawn.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Loads axe into the page (again after each full load). */
export async function loadAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * In the page, once the route's title is shown and nothing is busy (a table's skeleton or spinner sets
 * aria-busy), or `timeoutMs` passed: what is wrong with it on a phone.
 */
function checkPage({ url, title, timeoutMs }: { url: string; title: string; timeoutMs: number }): Promise<string[]> {
  type Axe = {
    run: (context: Document, options: object) => Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }>;
  };
  return new Promise<string[]>((resolve) => {
    const started = performance.now();
    const settled = () =>
      location.pathname + location.search === url &&
      document.title === title &&
      document.querySelector('h1') !== null &&
      !document.querySelector('[aria-busy="true"]');
    const check = async () => {
      const problems: string[] = [];
      if (!settled())
        problems.push(
          `not settled in ${timeoutMs} ms: ${location.pathname} "${document.title}" busy=${document.querySelectorAll('[aria-busy="true"]').length}`,
        );
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1)
        problems.push(`the document scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
      for (const table of Array.from(document.querySelectorAll('table'))) {
        if (table.getClientRects().length === 0) continue;
        let box = table.parentElement;
        while (box && !/(auto|scroll|hidden|clip)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
        // A box of a pixel or none hides the table from sight (a chart's table for screen readers).
        if (box && box.clientWidth > 1 && table.scrollWidth > box.clientWidth + 1) {
          const name = table.querySelector('caption')?.textContent ?? box.getAttribute('aria-label') ?? '';
          problems.push(`table "${name}" is ${table.scrollWidth} px in a ${box.clientWidth} px scrolling box`);
        }
      }
      const axe = (window as unknown as { axe: Axe }).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] });
      for (const violation of result.violations)
        for (const node of violation.nodes)
          problems.push(`target-size: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim()})`);
      resolve(problems);
    };
    const poll = () => {
      if (settled() || performance.now() - started > timeoutMs)
        // Two frames: what the last answer rendered is laid out.
        requestAnimationFrame(() => requestAnimationFrame(() => void check()));
      else setTimeout(poll, 20);
    };
    poll();
  });
}

/** What is wrong with the page at `url` on a phone, once it shows `title` (axe loaded: `loadAxe`). */
export function phoneProblems(page: Page, url: string, title: string): Promise<string[]> {
  // A page's reads answer within a few seconds on a loaded machine; 10 s before it counts as a problem.
  return page.evaluate(checkPage, { url, title, timeoutMs: 10_000 });
}
