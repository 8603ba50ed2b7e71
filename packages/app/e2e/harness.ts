// The set-up every browser test file shares: one Chromium, one context on the app's origin, one page
// with its console and page errors watched (emptied before each test), closed after the file; and the
// steps most tests start with: a clean session, the mock world back to its seed, a log-in, an API call.
// A test that fails prints where its page was at that moment.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { SEED_LOGINS } from '@shop/mocks/db';
import { downloadText, launch, newContext, quiet, resetSession, SEED_TOKENS, watchErrors, type SessionSetup } from './browser.ts';

export interface Harness {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors since the test began. */
  readonly errors: string[];
  readonly baseURL: string;
}

export interface HarnessOptions {
  /** The app's address: the mock build (default) or `prodURL()` (modes.ts). */
  baseURL?: string;
  viewport?: { width: number; height: number };
}

/**
 * Registers the file's hooks and answers the harness (its fields are set once `beforeAll` ran):
 *
 * ```ts
 * const h = useHarness();
 * it('…', async () => { await h.page.goto('/'); expect(h.errors).toEqual([]); });
 * ```
 */
export function useHarness({ baseURL = inject('baseURL'), viewport }: HarnessOptions = {}): Harness {
  const state = { baseURL, errors: [] as string[] } as { -readonly [K in keyof Harness]: Harness[K] };
  beforeAll(async () => {
    state.browser = await launch();
    state.context = await newContext(state.browser, baseURL);
    state.page = await state.context.newPage();
    if (viewport) await state.page.setViewportSize(viewport);
    state.errors = watchErrors(state.page);
  });
  beforeEach(({ onTestFailed }) => {
    state.errors.length = 0;
    onTestFailed(async ({ task }) => console.error(await failureReport(task.name, task.result?.errors ?? [], state.page)));
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

/**
 * What a failed test leaves to go on, printed as it fails (before the suite's own report, which can
 * come many minutes later). The errors (a Playwright time-out names the step and what
 * it waited for), and the page's address, first heading and alerts at that moment.
 */
async function failureReport(name: string, errors: ReadonlyArray<{ message?: string }>, page: Page | undefined): Promise<string> {
  const lines = [`[e2e failed] ${name}`, ...errors.map((error) => `  error: ${error.message ?? String(error)}`)];
  if (page && !page.isClosed()) {
    const shown = await page
      .evaluate(() => ({
        heading: document.querySelector('h1')?.textContent?.trim() ?? null,
        alerts: [...document.querySelectorAll('[role="alert"], [role="alertdialog"]')].map((node) => node.textContent?.trim() ?? ''),
      }))
      .catch((error: Error) => ({ heading: null, alerts: [`(page not readable: ${error.message})`] }));
    lines.push(`  page: ${page.url()}`, `  heading: ${JSON.stringify(shown.heading)}`, `  alerts: ${JSON.stringify(shown.alerts)}`);
  }
  return lines.join('\n');
}

/**
 * Back to the seed world with no QA scenario forced (the HTTP mock server keeps one for every later
 * request, and an earlier test file may have left one, or an expired seed token). The page must be on
 * the app's origin.
 */
export async function resetWorld(page: Page): Promise<void> {
  const statuses = await page.evaluate(async () => {
    localStorage.removeItem('mock:scenario');
    const scenario = await fetch('/__mock/scenario?name=off', { method: 'POST' });
    const reset = await fetch('/__mock/reset', { method: 'POST' });
    return [scenario.status, reset.status];
  });
  expect(statuses).toEqual([200, 200]);
}

/**
 * A clean browser session and the seed world, then `path` with `setup` (a seed token, cookies),
 * waiting for its first heading (the mock build's worker is running once the page shows one).
 */
export async function startAt(h: Pick<Harness, 'page' | 'baseURL'>, path: string, setup: SessionSetup = {}): Promise<void> {
  await resetSession(h.page, h.baseURL);
  await onAppPage(h.page, h.baseURL);
  await resetWorld(h.page);
  await resetSession(h.page, h.baseURL, setup);
  await h.page.goto(path);
  await h.page.locator('h1').first().waitFor();
}

/**
 * An app page on `baseURL` that can reset the mock world: the page already open when it is one (it shows
 * a heading, so the mock build's worker runs: the app renders after starting it), else a first load of
 * /404-start. Resetting from the last test's page saves a full load of the app per test (~2.5 s each on
 * a loaded machine); the mocks keep no timers, so once the page is quiet nothing of the last
 * test writes to the world after the reset.
 */
export async function onAppPage(page: Page, baseURL: string): Promise<void> {
  const sameOrigin = new URL(page.url()).origin === new URL(baseURL).origin;
  if (sameOrigin && (await page.locator('h1').count()) > 0) return;
  await page.goto('/404-start');
  await page.locator('h1').first().waitFor();
}

/**
 * A clean session and the seed world, then a real log-in through the form of `/login?redirect=path`
 * (demo unless told, e.g. `SEED_LOGINS.vipshop`), landing on `path` with the log-in's own reads finished.
 */
export async function logInAt(
  h: Harness,
  path: string,
  { loginName, password }: { loginName: string; password: string } = SEED_LOGINS.demo,
): Promise<void> {
  await resetSession(h.page, h.baseURL);
  await h.page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await h.page.locator('h1').first().waitFor();
  await resetWorld(h.page);
  await h.page.locator('[name="loginName"]').fill(loginName);
  await h.page.locator('[name="password"]').fill(password);
  await h.page.getByRole('button', { name: '登录', exact: true }).click();
  await h.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  // R4.7: the log-in notice (bottom-right, 5 s) comes once its reads are answered and lies over the page's
  // lower right, where a form's submit button can be (/pay/recharge's 立即充值 at 1440 × 900): a click meant
  // for the page landed on it on a loaded machine. Closed first, as a user would.
  // (a status, or an alert when the address differs from the last log-in's)
  const notice = h.page.getByRole('status').or(h.page.getByRole('alert')).filter({ hasText: '登录成功' });
  await notice.getByRole('button', { name: '关闭通知' }).click();
  await notice.waitFor({ state: 'detached' });
  // The log-in's own reads (the unread count …) finish here: a full load that follows would leave them to
  // the static server (a 404 in the console).
  await quiet(h.page);
}

/**
 * Calls the API from the page as the app does (form-encoded; Authorization = `token`, or the stored
 * customer token when omitted) and answers `data`; fails the test on any code but 1000.
 */
export async function callApi<T>(page: Page, path: string, body: Record<string, string | number> = {}, token?: string): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, body, token }) => {
      const stored = (JSON.parse(localStorage.getItem('token') ?? '{}') as { authCode?: string }).authCode;
      const authorization = token ?? stored;
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(authorization ? { Authorization: authorization } : {}) },
        body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    },
    { path, body, token },
  );
  expect(answer.code, `${path}: ${answer.msg}`).toBe(1000);
  return answer.data as T;
}

export { downloadText, quiet, resetSession, SEED_LOGINS, SEED_TOKENS, watchErrors };

/**
 * Two tabs sending the same write (R7.4's request id): holds `page`'s call to `path` on its way, as a slow
 * network would, and records the body of every call to `path` from `page` and `other`. `release` lets the
 * held call go on; `stop` removes the hold.
 */
export async function holdFirstCall(page: Page, other: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[] = [];
  const pattern = `**${path}`;
  await page.route(pattern, async (route) => {
    sent.push(route.request().postData() ?? '');
    await held;
    await route.continue();
  });
  other.on('request', (request) => {
    if (request.url().endsWith(path)) sent.push(request.postData() ?? '');
  });
  /**
   * Until `other` reads the first call's request id from localStorage (pages/money/onceAction.ts): a write
   * reaches another tab's renderer a moment later, longer on a loaded machine, where a click sent at once
   * found no id yet and made a second action (a user switching tabs takes longer than that).
   */
  const otherSeesId = async () => {
    const id = new URLSearchParams(sent[0] ?? '').get('requestId');
    expect(id).toBeTruthy();
    await expect
      .poll(() => other.evaluate((wanted) => Object.values(localStorage).some((value) => value.includes(String(wanted))), id), {
        timeout: 15_000,
      })
      .toBe(true);
  };
  return { sent, release, otherSeesId, stop: () => page.unroute(pattern) };
}

/**
 * A logged-in user whose role the area needs not: opening `path` ends at /403, whose page shows and which
 * keeps the server's message (R2.9), with no console error on the way.
 */
export async function expectForbidden(h: Pick<Harness, 'page' | 'errors'>, path: string, message: string): Promise<void> {
  await h.page.goto(path);
  await h.page.waitForURL((url) => url.pathname === '/403');
  await h.page.getByRole('heading', { name: '无权访问' }).waitFor();
  expect(await h.page.evaluate(() => localStorage.getItem('403'))).toContain(message);
  await quiet(h.page);
  expect(h.errors).toEqual([]);
}
