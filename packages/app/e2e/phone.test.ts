// Every route on a 375 px phone (issue 23), on the production build: the document never scrolls
// sideways, no control is a touch target under 24 px without room around it (axe's WCAG 2.2 rule
// `target-size`, 2.5.8), and no list hides its fields in a table wider than its sideways-scrolling box
// (a list is a column of cards on a phone: ui's Table). Visited as the route sweep does (routes.test.ts):
// the vip pages as vipshop, every other as the supplier, by client-side navigation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { zhCN } from '@shop/session/messages';
import { routeTable, samplePath } from '../src/routes/table.ts';
import { titleFor } from '../src/routes/title.ts';
import { quiet, resetSession, SEED_TOKENS, useHarness } from './harness.ts';
import { prodURL } from './modes.ts';

const PHONE = { width: 375, height: 812 };
const h = useHarness({ baseURL: prodURL(), viewport: PHONE });

/** axe-core's own build, evaluated in the page (not a script tag: the build's CSP allows none inline). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const visits = routeTable.map((route) => ({
  route,
  url: samplePath(route, { short: 'CDK8HQ2M', path: 'shopadmin' }),
  title: titleFor(route, {}, zhCN),
}));

/** A logged-in account with every message read (no unread count in titles), the admin session stored, axe loaded. */
async function startAs(token: string): Promise<void> {
  const { page } = h;
  await resetSession(page, h.baseURL, { loggedIn: token, cookies: { verifyRole: '0' } });
  await page.goto('/403');
  await page.locator('h1').waitFor();
  await page.evaluate(
    async ({ adminToken, token }) => {
      localStorage.setItem('admin_token', adminToken);
      localStorage.setItem('admin_path', 'shopadmin');
      await fetch('/inside/inter/doMessageRead', {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'all=1',
      });
    },
    { adminToken: SEED_TOKENS.designer, token },
  );
  // A full load: the shell reads the unread count (now 0) afresh, so no title carries it.
  await page.goto('/');
  await page.locator('h1').waitFor();
  await page.evaluate(axeSource);
  await quiet(page);
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

describe('every route on a 375 px phone (issue 23)', () => {
  it(
    'no sideways scrolling, no target under 24 px (axe target-size), no list in a table wider than its box',
    { timeout: 180_000 },
    async () => {
      const { page } = h;
      const problems: string[] = [];
      const groups: Array<[string, typeof visits]> = [
        [SEED_TOKENS.supplier, visits.filter((v) => v.route.area !== 'vip')],
        [SEED_TOKENS.vipshop, visits.filter((v) => v.route.area === 'vip')],
      ];
      for (const [token, group] of groups) {
        await startAs(token);
        for (const visit of group) {
          // A history entry plus popstate: the router takes it like the back button (routes.test.ts).
          await page.evaluate((url) => {
            history.pushState(null, '', url);
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          }, visit.url);
          // A page's reads answer within a few seconds on a loaded machine; 10 s before it counts as a problem.
          const found = await page.evaluate(checkPage, { url: visit.url, title: visit.title, timeoutMs: 10_000 });
          for (const problem of found) problems.push(`${visit.url}: ${problem}`);
        }
        await quiet(page);
      }
      expect(problems).toEqual([]);
      expect(h.errors).toEqual([]);
    },
  );
});
