// playwright-core driving Debian's Chromium (DEVELOPERS.md): headless, quiet on a closed network.
// Requests to anything but the served app are aborted, so no test can reach the outside.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The app id the builds use (VITE_APP_ID unset): cookies are `admincardshop-<key>`. */
const APP_ID = 'cardshop';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A context on the app's origin; everything else is aborted. */
export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return context;
}

export interface SessionSetup {
  /** Stores the customer login object (R3.3). */
  loggedIn?: boolean;
  /** Cookies by key, written with the app's `admin` + app id prefix (R3.4). */
  cookies?: Record<string, string>;
}

/**
 * Starts a test from a clean browser session: no cookies, empty storage, then `setup`. Reusing one
 * context keeps the mock build's service worker registered, which makes each page load much cheaper.
 */
export async function resetSession(page: Page, baseURL: string, setup: SessionSetup = {}): Promise<void> {
  const context = page.context();
  if (new URL(page.url()).origin !== new URL(baseURL).origin) await page.goto('/404-start', { waitUntil: 'commit' });
  await context.clearCookies();
  await page.evaluate((loggedIn) => {
    localStorage.clear();
    sessionStorage.clear();
    // The seed customer demo's token (mocks/README.md): pages that load data get real answers, not -2.
    if (loggedIn) localStorage.setItem('token', JSON.stringify({ authCode: 'seed-token-demo' }));
  }, setup.loggedIn === true);
  const origin = new URL(baseURL).origin;
  const cookies = Object.entries(setup.cookies ?? {}).map(([key, value]) => ({ name: `admin${APP_ID}-${key}`, value, url: origin }));
  if (cookies.length > 0) await context.addCookies(cookies);
}

/** Collects console errors and uncaught page errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
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
  timeoutMs = 5000,
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
