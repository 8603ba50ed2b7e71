// The chaos walk: the production build on the HTTP mock server with the `chaos` scenario
// on, driven in headless Chromium through a plan of visits (plan.ts): each opens a route as a role and
// does the page's main action. After every step it checks what a user would suffer from a bad back
// end, and records a finding for each:
// - a blank page, a page that crashed (the route's error boundary), an uncaught error or rejection;
// - a read that failed with no error state and retry button on the page;
// - a page that does not recover with its retry once chaos is off;
// - typed input lost after a failed submit, a submit that never succeeds once chaos is off;
// - more than one logout dialog at a time;
// - money moved twice (plan.ts's money check, chaos off, against the server's balances and fund log).
// Used by `npm run chaos` (every route as every role, scripts/chaos.mjs) and the short e2e version
// (chaos.test.ts). The server decides what fails (mocks/scenarios/chaos.ts); the walk only watches.
import type { BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import { allEndpoints, fillAdminPath, isAdminEndpoint, parseEnvelope } from '@shop/session/contract';
import { WAIT } from '../../test/waitBudgets.ts';

export const ADMIN_PATH = 'shopadmin';

/** Contract paths by concrete path → whether the call reads (its data is what a page shows). */
const API = new Map<string, { id: string; read: boolean }>(
  allEndpoints().map((endpoint) => {
    const path = isAdminEndpoint(endpoint) ? fillAdminPath(endpoint.path, ADMIN_PATH) : endpoint.path;
    const name = endpoint.id.slice(endpoint.id.indexOf('.') + 1);
    return [path, { id: endpoint.id, read: /^(get|query)/.test(name) }];
  }),
);

/**
 * Reads of the frame, not the page: the site's name and logo in the header, the title's unread count,
 * the log-in notice's log. Their failure shows a toast, leaves the page whole and is read again by
 * SWR's own retries; they need no error state of their own.
 */
const AMBIENT = new Set([
  'public.getSiteInfo',
  'customer.getUnreadCount',
  'customer.getLastTwoLoginLog',
  // Polled: the next poll is the retry (the pay pages' status, a return page's result, a QR log-in).
  'payment.getPayStatus',
  'payment.getReturnResult',
  'callback.getMpQrcodeStatus',
]);

/**
 * Reads of the frame on every page but their own: the site's plan, which the back-office frame reads for
 * a vip merchant's access list (R6.2, SiteAccessSync). Its failure keeps the last known list (the
 * browser database) and SWR asks again; on 分站版本 and 下级分站 it is the page's own read.
 */
const AMBIENT_BUT_ON: ReadonlyMap<string, readonly string[]> = new Map([['vip.getVersionList', ['/vip/vipVersionMoney', '/vip/vipChild']]]);
/** Whether a read of endpoint `id` made on the page at `pagePath` is the frame's (needs no error state of its own). */
export const isAmbientRead = (id: string, pagePath: string) => AMBIENT.has(id) || AMBIENT_BUT_ON.get(id)?.includes(pagePath) === false;
const ambient = (call: Call) => isAmbientRead(call.id, call.pagePath);

export type CallOutcome = 'pending' | 'ok' | 'aborted' | 'business' | 'session' | 'forbidden' | 'http' | 'network' | 'malformed';
const FAILED: ReadonlySet<CallOutcome> = new Set(['http', 'network', 'malformed']);

export interface Call {
  seq: number;
  id: string;
  path: string;
  /** Path and body: one SWR key. */
  key: string;
  read: boolean;
  /** The page's path when the call was made (a read of a page since left is not this page's failure). */
  pagePath: string;
  outcome: CallOutcome;
  status: number | null;
  at: number;
}

export interface Finding {
  role: string;
  path: string;
  step: string;
  problem: string;
}

export interface Stats {
  visits: number;
  routes: Set<string>;
  steps: number;
  /** Calls the browser saw, by outcome. */
  calls: Record<CallOutcome, number>;
  /** Pages (or steps) that showed an error state, and how many came back with their retry once chaos was off. */
  errorStates: number;
  recovered: number;
  /** Failed submits tried again (with the typed input still there). */
  resubmits: number;
  /** Money actions the app refused to send twice after their answer was lost (its "sent already" warning). */
  repeatsCaught: number;
  logouts: number;
}

export interface WalkOptions {
  /** The app's origin (the HTTP mock server serving the production build). */
  baseURL: string;
  rate: number;
  seed: number;
  /** Say what happens (the script prints, the test stays quiet). */
  log?: (line: string) => void;
  /** How long a step may take to settle (slow answers take up to 3 s each, several in a row). */
  settleMs?: number;
  /** The longest a slow answer waits (chaos's default 3 s; the short walk of `npm test` takes 1 s). */
  maxDelayMs?: number;
}

export type Role = 'visitor' | 'demo' | 'traveler' | 'vipshop' | 'supplier' | 'admin' | 'other';

/** One page of the walk: where, as whom, and its main action. */
export interface Visit {
  role: Role;
  path: string;
  /** The main action, after the page settled and was checked. */
  action?: (walk: Walk) => Promise<void>;
  /** The page leaves for another route by itself (a redirect): check it, do not expect to stay. */
  redirects?: boolean;
  /** Start from a clean session of the role even when the last visit had the same role. */
  fresh?: boolean;
}

interface Watched {
  calls: Call[];
  pageErrors: string[];
}

/** What a walk keeps per page: the calls it made and the errors it threw. */
function watch(page: Page): Watched {
  const watched: Watched = { calls: [], pageErrors: [] };
  const byRequest = new Map<Request, Call>();
  let seq = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const api = API.get(url.pathname);
    if (!api) return;
    const call: Call = {
      seq: (seq += 1),
      id: api.id,
      path: url.pathname,
      key: `${url.pathname}?${request.postData() ?? ''}`,
      read: api.read,
      pagePath: new URL(page.url()).pathname,
      outcome: 'pending',
      status: null,
      at: Date.now(),
    };
    byRequest.set(request, call);
    watched.calls.push(call);
  });
  page.on('requestfailed', (request) => {
    const call = byRequest.get(request);
    // A read the page aborted (it left, or asked again) is not a failure of the back end.
    if (call) call.outcome = /ERR_ABORTED|cancel/i.test(request.failure()?.errorText ?? '') ? 'aborted' : 'network';
  });
  page.on('response', (response: Response) => {
    const call = byRequest.get(response.request());
    if (!call) return;
    call.status = response.status();
    if (call.status >= 400) {
      call.outcome = 'http';
      return;
    }
    response
      .text()
      .then((text) => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          call.outcome = 'malformed';
          return;
        }
        const envelope = parseEnvelope(json);
        if (!envelope.ok) call.outcome = 'malformed';
        else if (envelope.value.code === 1000) call.outcome = 'ok';
        else if ([-1, -2, -3].includes(envelope.value.code)) call.outcome = 'session';
        else if (envelope.value.code === 403) call.outcome = 'forbidden';
        else call.outcome = 'business';
      })
      .catch(() => {
        // The page went away before the body was read.
        if (call.outcome === 'pending') call.outcome = 'aborted';
      });
  });
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[chaos] unhandled rejection')) watched.pageErrors.push(message.text());
  });
  return watched;
}

/** Every uncaught rejection reaches the console with its reason, whatever else the page does with it. */
const INIT_SCRIPT = `
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    console.error('[chaos] unhandled rejection: ' + (reason && reason.stack ? reason.stack : String(reason)));
  });
`;

/** The seed's log-ins (mocks/README.md): a role logs in through the log-in form, as a user does. */
const LOGINS: Partial<Record<Role, { loginName: string; password: string }>> = {
  demo: { loginName: 'demo', password: 'demo123456' },
  traveler: { loginName: 'traveler', password: 'travel123456' },
  vipshop: { loginName: 'vipshop', password: 'vip123456' },
  supplier: { loginName: 'supplier', password: 'supply123456' },
};

/** The other area's seed session (its own log-in is not the walk's business). */
const OTHER_TOKEN = 'seed-token-other';

/**
 * A page has settled when no call has been under way for this long: reads a page starts after it
 * renders (a lazy chunk, then its data) begin well within it.
 */
const QUIET_MS = 500;

/** Whether the page's main region shows something (check's blank page is one showing under 10 characters). */
const mainShown = () => (document.querySelector<HTMLElement>('main')?.innerText ?? '').trim().length >= 10;

/** An error said with a way to try again: an alert (or a live region: the return page) holding a retry button. */
const ERROR_STATE = ':is([role="alert"], [aria-live]):has(button:text-matches("重试|重新加载"))';
const RETRY = `${ERROR_STATE} button:text-matches("重试|重新加载")`;

/**
 * One walk: a browser context on the app, chaos on at the server, a log of calls and findings. Visits
 * run one after another on one page; `walk.*` are the tools the plan's actions use.
 */
export class Walk {
  readonly findings: Finding[] = [];
  readonly stats: Stats = {
    visits: 0,
    routes: new Set(),
    steps: 0,
    calls: { pending: 0, ok: 0, aborted: 0, business: 0, session: 0, forbidden: 0, http: 0, network: 0, malformed: 0 },
    errorStates: 0,
    recovered: 0,
    resubmits: 0,
    repeatsCaught: 0,
    logouts: 0,
  };
  /** The visit under way (for findings). */
  role: Role = 'visitor';
  path = '/';
  private watched!: Watched;
  /** Calls and page errors already looked at. */
  private seenCalls = 0;
  private seenErrors = 0;
  private chaosOn = false;

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly options: WalkOptions,
  ) {}

  static async start(context: BrowserContext, options: WalkOptions): Promise<Walk> {
    await context.addInitScript(INIT_SCRIPT);
    const page = await context.newPage();
    const walk = new Walk(context, page, options);
    walk.watched = watch(page);
    page.setDefaultTimeout(WAIT.browserAction);
    await walk.control('reset');
    // The walk pays each payment it means to pay (/__mock/pay); the mock payer would also pay the ones it
    // left waiting after a lost answer, and the money check would count a payment nobody made.
    const payer = await fetch(new URL('/__mock/payer?delay=off', options.baseURL), { method: 'POST' });
    if (!payer.ok) throw new Error(`/__mock/payer: ${payer.status}`);
    return walk;
  }

  log(line: string): void {
    this.options.log?.(line);
  }

  find(step: string, problem: string): void {
    this.findings.push({ role: this.role, path: this.path, step, problem });
    this.log(`  ✗ ${this.role} ${this.path} [${step}] ${problem}`);
    // CHAOS_SHOTS=dir: what the page showed, to look at.
    const dir = process.env.CHAOS_SHOTS;
    if (dir) void this.page.screenshot({ path: `${dir}/${this.findings.length}.png` }).catch(() => undefined);
  }

  /** The mock server's control endpoints (never under chaos). */
  async control(what: 'reset' | 'chaos' | 'off'): Promise<unknown> {
    const url =
      what === 'reset'
        ? '/__mock/reset'
        : what === 'off'
          ? '/__mock/scenario?name=off'
          : `/__mock/scenario?name=chaos&rate=${this.options.rate}&seed=${this.options.seed}${this.options.maxDelayMs ? `&delay=${this.options.maxDelayMs}` : ''}`;
    const response = await fetch(new URL(url, this.options.baseURL), { method: 'POST' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (what === 'chaos') this.chaosOn = true;
    if (what === 'off') this.chaosOn = false;
    return response.json();
  }

  /** The server's view: chaos's calls and failures by kind. */
  async serverState(): Promise<{ chaos: { calls: number; failed: Record<string, number>; after: number } | null }> {
    const response = await fetch(new URL('/__mock/state', this.options.baseURL));
    return (await response.json()) as { chaos: { calls: number; failed: Record<string, number>; after: number } | null };
  }

  /** A contract call from Node, as the app sends it (chaos must be off): its data, or it throws. */
  async api<T>(path: string, body: Record<string, string | number> = {}, token?: string): Promise<T> {
    const response = await fetch(new URL(path, this.options.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: token } : {}) },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: T };
    if (answer.code !== 1000) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  // ---- sessions ----

  /**
   * A clean browser session for `role`: nothing stored, then (customers) a log-in through the form with
   * chaos off, as a user starts; the admin logs in through its own form in the plan, under chaos.
   */
  async become(role: Role): Promise<void> {
    this.role = role;
    const page = this.page;
    if (page.url() === 'about:blank') await page.goto('/404-start', { waitUntil: 'commit' });
    await this.context.clearCookies();
    await page.evaluate(
      (other) => {
        localStorage.clear();
        sessionStorage.clear();
        if (other) localStorage.setItem('other_token', JSON.stringify({ authCode: other }));
      },
      role === 'other' ? OTHER_TOKEN : null,
    );
    // The browser database keeps the last user: a new role starts without it.
    await page.evaluate(
      () =>
        new Promise((done) => {
          const request = indexedDB.deleteDatabase('admincardshop');
          request.onsuccess = request.onerror = request.onblocked = () => done(null);
        }),
    );
    if (LOGINS[role]) await this.logIn(role, '/login');
  }

  /** The log-in form at `path` (chaos off meanwhile): fills the role's seed log-in and waits to leave it. */
  async logIn(role: Role, path: string): Promise<void> {
    const login = LOGINS[role];
    if (!login) return;
    const wasOn = this.chaosOn;
    if (wasOn) await this.control('off');
    const page = this.page;
    if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(path);
    await page.locator('[name="loginName"]').fill(login.loginName);
    await page.locator('[name="password"]').fill(login.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: WAIT.browserAction });
    await this.settle();
    this.seenCalls = this.watched.calls.length;
    this.seenErrors = this.watched.pageErrors.length;
    if (wasOn) await this.control('chaos');
  }

  // ---- visiting ----

  /** Opens a visit's page, checks it, runs its action. */
  async visit(visit: Visit): Promise<void> {
    if (visit.role !== this.role || visit.fresh) await this.become(visit.role);
    this.path = visit.path;
    this.stats.visits += 1;
    this.stats.routes.add(visit.path.split('?')[0] as string);
    const started = Date.now();
    this.log(`· ${visit.role} ${visit.path}`);
    if (!this.chaosOn) await this.control('chaos');
    await this.open(visit.path);
    if (visit.action) {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          await visit.action(this);
          break;
        } catch (error) {
          // The session ended meanwhile (its dialog covers the page): log in again, back to the page, once more.
          if (attempt === 1 && (await this.logoutShown())) {
            await this.check('the action (logged out)');
            continue;
          }
          this.find('action', `the main action stopped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          break;
        }
      }
      await this.check('after the action');
    }
    if (process.env.CHAOS_DEBUG) this.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }

  /** Goes to `path` and checks the page (a logout on the way is handled and the page opened again). */
  async open(path: string): Promise<void> {
    await this.page.goto(path, { waitUntil: 'commit' });
    await this.check('open');
  }

  /** Waits until the page shows a heading and its main region, and no call has been under way for a while. */
  async settle(): Promise<void> {
    const page = this.page;
    const until = Date.now() + (this.options.settleMs ?? WAIT.browserAction);
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: Math.max(1_000, until - Date.now()) })
      .catch(() => undefined);
    // A route's code loads before its page draws, with no call under way meanwhile (seconds on a loaded
    // machine): a main region still empty is not settled yet. One that stays empty is check's blank page.
    await page.waitForFunction(mainShown, undefined, { timeout: Math.max(1_000, until - Date.now()) }).catch(() => undefined);
    let quietSince = Date.now();
    while (Date.now() < until) {
      const pending = this.watched.calls.some((c) => c.outcome === 'pending' && Date.now() - c.at < 40_000);
      if (pending) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
      await page.waitForTimeout(100);
    }
  }

  /**
   * The checks after a step: page errors, a blank or crashed page, logout dialogs, and every read that
   * failed (and was not asked again with success) against an error state with a retry, which must bring
   * the page back once chaos is off.
   */
  async check(step: string): Promise<void> {
    this.stats.steps += 1;
    await this.settle();
    const page = this.page;
    const calls = this.watched.calls.slice(this.seenCalls);
    this.seenCalls = this.watched.calls.length;
    for (const call of calls) this.stats.calls[call.outcome] += 1;
    if (process.env.CHAOS_DEBUG)
      for (const call of calls) this.log(`    ${call.id} ${call.key.split('?')[1] ?? ''} → ${call.outcome} ${call.status ?? ''}`);
    for (const error of this.watched.pageErrors.slice(this.seenErrors)) this.find(step, `uncaught: ${error.split('\n')[0]}`);
    this.seenErrors = this.watched.pageErrors.length;

    // An ended session's dialog draws once its code has loaded (lazily, seconds on a loaded machine): wait for it.
    if (calls.some((c) => c.outcome === 'session'))
      await page
        .locator('.out-dialog')
        .first()
        .waitFor({ timeout: WAIT.browserAction })
        .catch(() => undefined);
    const dialogs = await page.locator('.out-dialog').count();
    if (dialogs > 1) this.find(step, `${dialogs} logout dialogs at once`);
    if (dialogs > 0) {
      await this.afterLogout(step);
      return;
    }
    const heading = (
      (await page
        .locator('h1')
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => null)) ?? ''
    ).trim();
    const mainText = async () =>
      (
        (await page
          .locator('main')
          .first()
          .innerText({ timeout: 1_000 })
          .catch(() => '')) ?? ''
      ).trim();
    let main = await mainText();
    if (main.length < 10) {
      // A navigation the step started may draw its page only now (its code was still loading when the calls
      // went quiet): settle again, and its reads are this step's too.
      await this.settle();
      main = await mainText();
      const later = this.watched.calls.slice(this.seenCalls);
      this.seenCalls = this.watched.calls.length;
      for (const call of later) this.stats.calls[call.outcome] += 1;
      calls.push(...later);
    }
    if (main.length < 10) this.find(step, `blank page (the main region shows "${main}")`);
    if (heading === '页面出错了') this.find(step, 'the page crashed into its error boundary');

    const failedReads = this.failedReads(calls);
    const errorStates = await page.locator(ERROR_STATE).count();
    if (failedReads.length > 0 && errorStates === 0 && !page.url().includes('/login'))
      this.find(step, `read failed with no error state and retry: ${failedReads.map((c) => `${c.id} (${c.outcome})`).join(', ')}`);
    if (failedReads.length > 0 && errorStates > 0) await this.recover(step, failedReads);
  }

  /** Reads of these calls whose last try failed (the page shows nothing of them). */
  private failedReads(calls: readonly Call[]): Call[] {
    const last = new Map<string, Call>();
    for (const call of this.watched.calls) if (call.read) last.set(call.key, call);
    const here = new URL(this.page.url()).pathname;
    // A read the page has moved on from (its tab, filter or page changed later, and that read answered) shows nothing any more.
    const movedOn = (c: Call) =>
      this.watched.calls.some((later) => later.id === c.id && later.key !== c.key && later.seq > c.seq && later.outcome === 'ok');
    return calls.filter(
      (c) => c.read && c.pagePath === here && !ambient(c) && FAILED.has(c.outcome) && last.get(c.key) === c && !movedOn(c),
    );
  }

  /** Chaos off, the page's retry buttons, and the page must come back whole. */
  private async recover(step: string, failedReads: readonly Call[]): Promise<void> {
    this.stats.errorStates += 1;
    await this.control('off');
    const page = this.page;
    const start = this.seenCalls;
    // Read again and answered (a refusal is an answer too: the page then shows what it shows without chaos).
    const answered = (c: Call) => !FAILED.has(c.outcome) && c.outcome !== 'pending' && c.outcome !== 'aborted';
    const unanswered = () => {
      const since = this.watched.calls.slice(start);
      return failedReads.filter((failed) => !since.some((c) => c.key === failed.key && answered(c)));
    };
    for (let i = 0; i < 6 && unanswered().length > 0; i += 1) {
      const retry = page.locator(RETRY).first();
      if ((await retry.count()) === 0) break;
      await retry.click({ timeout: WAIT.browserAction }).catch(() => undefined);
      await this.settle();
    }
    const calls = this.watched.calls.slice(this.seenCalls);
    this.seenCalls = this.watched.calls.length;
    for (const call of calls) this.stats.calls[call.outcome] += 1;
    const stillFailed = unanswered();
    const left = await page.locator(ERROR_STATE).count();
    if (stillFailed.length > 0 && (await page.locator('.out-dialog').count()) === 0)
      this.find(
        step,
        `did not recover with its retry once chaos was off (${stillFailed.map((c) => c.id).join(', ')} not read again; ${left} error states left)`,
      );
    else this.stats.recovered += 1;
    await this.control('chaos');
  }

  /**
   * A -2 ended the session: one dialog; its button leads to log-in (with the way back); the walk logs in
   * again there, as a user would, and comes back to the page. What the browser kept (a money action's
   * request id …) stays, as it does for a user.
   */
  private async afterLogout(step: string): Promise<void> {
    this.stats.logouts += 1;
    this.log(`  (logout dialog at ${step}: logging in again)`);
    const page = this.page;
    const here = page.url();
    await page.locator('.out-dialog').getByRole('button').first().click({ timeout: WAIT.browserAction });
    await page.waitForURL((url) => url.pathname === '/login', { timeout: WAIT.browserAction });
    if (LOGINS[this.role]) await this.logIn(this.role, page.url());
    if (page.url() !== here) await page.goto(here, { waitUntil: 'commit' });
    await this.settle();
    this.seenCalls = this.watched.calls.length;
    this.seenErrors = this.watched.pageErrors.length;
  }

  // ---- tools for the plan's actions ----

  /** A read step (search, a page of a list, a tab, a detail): do it, then check the page. */
  async step(name: string, act: (page: Page) => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await act(this.page);
        break;
      } catch (error) {
        // A session that ended meanwhile covers the page with its dialog: log in again (check does) and try once more.
        if (attempt === 1 && (await this.logoutShown())) {
          await this.check(`${name} (logged out)`);
          continue;
        }
        this.find(name, `could not ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return;
      }
    }
    await this.check(name);
  }

  /**
   * A write: fills `fields` (locators and what to type), presses `button` until `done()` says it
   * happened. After each failed try, what was typed must still be there. Under chaos it tries up to
   * four times, then once more with chaos off, which must work. When the app says the same action was
   * sent already (a money action whose answer was lost, asked again: onceAction's warning), that is the
   * app keeping the money safe: the walk answers 不用了 and counts the action done. `again` leads back to
   * the form when a log-in again opened the page afresh without it (a second step: the transfer's payee).
   */
  async submit(
    name: string,
    form: {
      fields?: Array<[Locator, string]>;
      button: () => Locator;
      done: () => Promise<boolean>;
      before?: () => Promise<void>;
      again?: () => Promise<void>;
    },
  ): Promise<boolean> {
    const page = this.page;
    const done = () => this.poll(form.done, 3_000);
    for (const [field, value] of form.fields ?? []) await field.fill(value);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (attempt === 5 && this.chaosOn) await this.control('off');
      if (form.before) await form.before();
      const button = form.button();
      if (!(await button.isVisible().catch(() => false))) {
        if (await done()) return this.submitted(name);
        if (form.again) {
          await form.again();
          for (const [field, value] of form.fields ?? []) await field.fill(value);
        }
      }
      await button.click({ timeout: WAIT.browserAction });
      await this.settle();
      if (await this.logoutShown()) {
        await this.check(`${name} (try ${attempt})`);
        if (await done()) return this.submitted(name);
        for (const [field, value] of form.fields ?? []) await field.fill(value).catch(() => undefined);
        continue;
      }
      if (await done()) return this.submitted(name);
      const repeat = page.getByRole('button', { name: '不用了' });
      if (await repeat.isVisible().catch(() => false)) {
        this.stats.repeatsCaught += 1;
        this.log(`  (${name}: the app says it was sent already; not again)`);
        await repeat.click();
        return this.submitted(name);
      }
      // A field gone: the page moved on, done after all more slowly than `done`'s first look (a loaded machine).
      const fields = form.fields ?? [];
      const counts = await Promise.all(fields.map(([field]) => field.count()));
      if (counts.includes(0) && (await this.poll(form.done, WAIT.poll))) return this.submitted(name);
      // Not done: what was typed must still be there.
      for (const [field, value] of fields) {
        const now = await field.inputValue({ timeout: WAIT.browserAction }).catch(() => null);
        if (now !== value) this.find(name, `typed input lost after a failed submit (${await describeField(field)}: "${now ?? 'gone'}")`);
      }
      this.stats.resubmits += 1;
      await this.check(`${name} (try ${attempt})`);
    }
    this.find(name, 'never succeeded, even with chaos off');
    if (!this.chaosOn) await this.control('chaos');
    return false;
  }

  private async submitted(name: string): Promise<boolean> {
    await this.check(name);
    if (!this.chaosOn) await this.control('chaos');
    return true;
  }

  /** Asks `test` until it says yes or `ms` have passed. */
  async poll(test: () => Promise<boolean>, ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    for (;;) {
      if (await test().catch(() => false)) return true;
      if (Date.now() > until) return false;
      await this.page.waitForTimeout(150);
    }
  }

  async logoutShown(): Promise<boolean> {
    return (await this.page.locator('.out-dialog').count()) > 0;
  }

  /** Goes to `path` without the checks of a visit (a step inside an action). */
  async goto(path: string): Promise<void> {
    this.path = path;
    await this.page.goto(path, { waitUntil: 'commit' });
    await this.check(`open ${path}`);
  }
}

async function describeField(field: Locator): Promise<string> {
  return (await field.getAttribute('name').catch(() => null)) ?? (await field.getAttribute('aria-label').catch(() => null)) ?? 'a field';
}
