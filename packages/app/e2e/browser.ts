// playwright-core driving Debian's Chromium (DEVELOPERS.md): headless, quiet on a closed network.
// No host but the served app's resolves (E2E_CHROMIUM_ARGS), so no test can reach the outside.
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SEED_TOKENS } from '@shop/mocks/db';
import { WAIT } from '../test/waitBudgets.ts';

import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

export { CHROMIUM };

/**
 * Chromium's arguments for the browser tests: the shared ones, and a host resolver that answers only
 * loopback names (the app's 127.0.0.1; a sub-site's `xiaolu.localhost`), so a
 * request to any other host fails before it leaves the machine. Before, each context routed every request
 * through playwright to abort the foreign ones; a routed context has no HTTP cache, so every page load
 * fetched every script again (a fifth of the browser tests' CPU).
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
];

/** The app id the builds use (VITE_APP_ID unset): cookies are `admincardshop-<key>`. */
const APP_ID = 'cardshop';

/**
 * The run's shared Chromium (started once by global-setup.ts); closing what this answers disconnects
 * and closes the file's contexts. Outside the e2e run (no endpoint), a Chromium of its own.
 */
export async function launch(): Promise<Browser> {
  const endpoint = typeof inject === 'function' ? inject('browserWSEndpoint') : undefined;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: E2E_CHROMIUM_ARGS });
}

/**
 * A context on the app's origin (no other host resolves: E2E_CHROMIUM_ARGS). Every page reports what the build's
 * Content-Security-Policy blocked as a console error, so `watchErrors` fails any test on a violation.
 * Each wait of its pages (a locator, a navigation, an event) has a loaded machine's budget, well inside
 * the test's own (test/waitBudgets.ts): a step that cannot happen fails naming what it waited for.
 *
 * Reduced motion, as the stories run: no entrance animation or skeleton shimmer to draw frame by frame,
 * and nothing for playwright to wait out before a click (~8 % of the browser tests' CPU).
 * `motion: true` keeps the animations: the session flows (the logout dialogs, the toasts) run with them,
 * as do the layout-shift tests (cls.test.ts, contexts of their own).
 */
export async function newContext(browser: Browser, baseURL: string, { motion = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: motion ? 'no-preference' : 'reduce' });
  context.setDefaultTimeout(WAIT.browserAction);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return context;
}

/** Seed tokens of the mock world (mocks/README.md, "Seed log-ins"): they never expire. demo has 8 unread messages. */
export { SEED_TOKENS };

export interface SessionSetup {
  /** Stores the customer login object (R3.3): `true` for demo, or a seed token. */
  loggedIn?: boolean | string;
  /** Cookies by key, written with the app's `admin` + app id prefix (R3.4). */
  cookies?: Record<string, string>;
}

/**
 * Starts a test from a clean browser session: no cookies, empty storage, then `setup`. Reusing one
 * context keeps the mock build's service worker registered, which makes each page load much cheaper.
 */
export async function resetSession(page: Page, baseURL: string, setup: SessionSetup = {}): Promise<void> {
  // A call still under way when the page goes away would be answered by no one in the mock build
  // (MSW lets a closing page's requests through to the static server: a 404 in the next test).
  await quiet(page);
  const context = page.context();
  if (new URL(page.url()).origin !== new URL(baseURL).origin) await page.goto('/404-start', { waitUntil: 'commit' });
  await context.clearCookies();
  const token = setup.loggedIn === true ? SEED_TOKENS.demo : setup.loggedIn || null;
  await page.evaluate((authCode) => {
    localStorage.clear();
    sessionStorage.clear();
    if (authCode) localStorage.setItem('token', JSON.stringify({ authCode }));
  }, token);
  const origin = new URL(baseURL).origin;
  const cookies = Object.entries(setup.cookies ?? {}).map(([key, value]) => ({ name: `admin${APP_ID}-${key}`, value, url: origin }));
  if (cookies.length > 0) await context.addCookies(cookies);
}

const pending = new WeakMap<Page, Set<unknown>>();

/** Tracks the page's requests under way (for `quiet`). */
function trackRequests(page: Page): void {
  if (pending.has(page)) return;
  const open = new Set<unknown>();
  pending.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits until no request of the page is under way (at most `timeoutMs`). */
export async function quiet(page: Page, timeoutMs = 5000): Promise<void> {
  // Reads a page starts after it renders (the title's unread count loads its module first, then asks)
  // may not have begun yet: give them a moment to start, then wait them out.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const open = pending.get(page);
  const until = Date.now() + timeoutMs;
  while (open && open.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * In the mock build MSW answers every API call from its service worker; a call whose page is being
 * replaced by a full load has no client left to answer it, so the worker lets it through to the static
 * server, which has no API: a 404 no user of a real back end can get. Those are left out; the production
 * build (a real HTTP API) keeps every 404.
 */
function isMswPassThrough(text: string, url: string | undefined): boolean {
  if (!url || !text.startsWith('Failed to load resource: the server responded with a status of 404')) return false;
  const mockBuild = typeof inject === 'function' ? inject('baseURL') : undefined;
  const target = new URL(url);
  return mockBuild !== undefined && target.origin === new URL(mockBuild).origin && /^\/[^/]+\/inter\//.test(target.pathname);
}

/** Collects console errors and uncaught page errors (and tracks requests for `quiet`). */
export function watchErrors(page: Page): string[] {
  trackRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" does not say which: the location does.
    const { url } = message.location();
    if (isMswPassThrough(message.text(), url)) return;
    errors.push(message.text().startsWith('Failed to load resource') && url ? `${message.text()} ${url}` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits in the page (one round trip) until the first `h1` reads `heading` and the document title
 * is `title`; answers what the page shows when it gives up.
 */
export async function waitForHeadingAndTitle(
  page: Page,
  heading: string,
  title: string,
  timeoutMs: number = WAIT.poll,
): Promise<{ ok: boolean; heading: string; title: string; path: string }> {
  return page.evaluate(
    ({ heading, title, timeoutMs }) =>
      new Promise<{ ok: boolean; heading: string; title: string; path: string }>((resolve) => {
        const started = performance.now();
        const poll = () => {
          const shown = document.querySelector('h1')?.textContent?.trim() ?? '';
          const ok = shown === heading && document.title === title;
          if (ok || performance.now() - started > timeoutMs)
            resolve({ ok, heading: shown, title: document.title, path: location.pathname });
          else setTimeout(poll, 10);
        };
        poll();
      }),
    { heading, title, timeoutMs },
  );
}

/**
 * The text of a download. The run's browser is shared over a connection (`launch`), where a download has
 * no local path: its content is streamed.
 */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
