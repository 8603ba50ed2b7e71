// The rule that every read's failure is drawn by someone (api/readFailures.tsx), checked page by page:
// open a page as its role and note the reads it makes; then, for each of them in turn, open the page
// again with that one read failing (HTTP 500 from the real mock back end), and ask that the page shows an
// error state with a retry (an alert or live region holding 重试 / 重新加载, as the chaos walk asks);
// with the back end answering again, the page's retry must ask that read again, with success. The
// visits are the chaos walk's (e2e/chaos/plan.ts), so both walk the same pages as the same roles.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { allEndpoints, fillAdminPath, isAdminEndpoint } from '@shop/session/contract';
import { auth } from '@shop/session/contract/auth';
import { SEED_TOKENS, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { clearScenario, setScenario } from '@shop/mocks/scenarios';
import { fullPlan, readSeeds } from '../e2e/chaos/plan.ts';
import { ADMIN_PATH, isAmbientRead, type Role, type Walk } from '../e2e/chaos/engine.ts';
import { request } from '../src/request/client.ts';
import { rememberCustomerLogin } from '../src/storage/login.ts';
import { resetUser } from '../src/storage/user.ts';
import { appSwr, renderApp } from './render.tsx';
import { server } from './server.ts';

/** Contract paths (as called) → endpoint id, for the reads (get…, query…). */
const READS = new Map<string, string>(
  allEndpoints().flatMap((endpoint) => {
    const name = endpoint.id.slice(endpoint.id.indexOf('.') + 1);
    if (!/^(get|query)/.test(name)) return [];
    return [[isAdminEndpoint(endpoint) ? fillAdminPath(endpoint.path, ADMIN_PATH) : endpoint.path, endpoint.id] as const];
  }),
);

export interface SweepVisit {
  role: Role;
  path: string;
}

/** The chaos walk's visits (role and page), once each, without the visits that only redirect. */
export async function sweepVisits(): Promise<SweepVisit[]> {
  const walk = {
    // As the walk reads the seed's data before it starts (chaos off), here through the mock handlers.
    api: async <T,>(path: string, body: Record<string, string | number> = {}, token?: string): Promise<T> => {
      const response = await fetch(new URL(path, 'http://localhost'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: token } : {}) },
        body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      });
      return ((await response.json()) as { data: T }).data;
    },
  } as unknown as Walk;
  const seeds = await readSeeds(walk);
  const seen = new Set<string>();
  return fullPlan(seeds, {}).flatMap((visit) => {
    const id = `${visit.role} ${visit.path}`;
    if (visit.redirects || seen.has(id)) return [];
    seen.add(id);
    return [{ role: visit.role, path: visit.path }];
  });
}

/** The seed's log-ins of the customer roles (mocks/README.md). */
const LOGINS: Partial<Record<Role, { loginName: string; password: string }>> = {
  demo: { loginName: 'demo', password: 'demo123456' },
  traveler: { loginName: 'traveler', password: 'travel123456' },
  vipshop: { loginName: 'vipshop', password: 'vip123456' },
  supplier: { loginName: 'supplier', password: 'supply123456' },
};

/** A browser session of `role` as the walk has one after its log-in (stored as /login stores it; the admin's cookies). */
async function becomeRole(role: Role): Promise<void> {
  localStorage.clear();
  resetUser();
  document.cookie = 'admincardshop-verifyRole=; path=/; max-age=0';
  const login = LOGINS[role];
  if (login) await rememberCustomerLogin(await request(auth.login, login));
  if (role === 'other') localStorage.setItem('other_token', JSON.stringify({ authCode: SEED_TOKENS.other }));
  if (role === 'admin') {
    localStorage.setItem('admin_token', SEED_TOKENS.admin);
    localStorage.setItem('admin_path', ADMIN_PATH);
    document.cookie = 'admincardshop-verifyRole=0; path=/';
  }
}

interface Asked {
  path: string;
  status: number | null;
}

/** Every contract read the page asks, in order, with the status it was answered with (null: no answer yet). */
function watchReads(): { asked: Asked[]; pending: () => number; stop: () => void } {
  const asked: Asked[] = [];
  const byRequest = new Map<string, Asked>();
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    const path = new URL(request.url).pathname;
    if (!READS.has(path)) return;
    const entry = { path, status: null };
    asked.push(entry);
    byRequest.set(requestId, entry);
  };
  const onEnd = ({ response, requestId }: { response: Response; requestId: string }) => {
    const entry = byRequest.get(requestId);
    if (entry) entry.status = response.status;
  };
  const onUnhandled = ({ requestId }: { requestId: string }) => {
    const entry = byRequest.get(requestId);
    if (entry) entry.status = 0;
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onEnd);
  server.events.on('request:unhandled', onUnhandled);
  return {
    asked,
    pending: () => asked.filter((entry) => entry.status === null).length,
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onEnd);
      server.events.removeListener('request:unhandled', onUnhandled);
    },
  };
}

/** The page has drawn its heading and no read has been under way for a while. */
async function settled(watch: { pending: () => number }): Promise<void> {
  await screen.findAllByRole('heading', { level: 1 });
  let quiet = 0;
  await waitFor(
    () => {
      quiet = watch.pending() === 0 ? quiet + 1 : 0;
      if (quiet < 4) throw new Error('reads still under way');
    },
    { interval: 50 },
  );
}

const ERROR_STATE_BUTTON = /^(重试|重新加载|正在重试…)$/;

/** The retry buttons inside an alert or a live region (the chaos walk's error state). */
function retryButtons(): HTMLElement[] {
  return screen
    .queryAllByRole('button', { name: ERROR_STATE_BUTTON })
    .filter((button) => button.closest('[role="alert"], [aria-live]') !== null);
}

/** The reads a page of `visit` asks for on opening (frame reads that need no error state left out). */
export async function readsOf(visit: SweepVisit): Promise<string[]> {
  await becomeRole(visit.role);
  const watch = watchReads();
  const { unmount } = renderApp(visit.path);
  try {
    await settled(watch);
  } finally {
    watch.stop();
    unmount();
  }
  return [...new Set(watch.asked.map((entry) => entry.path))].filter(
    (path) => !isAmbientRead(READS.get(path) ?? '', visit.path.split('?')[0] ?? ''),
  );
}

/**
 * Opens `visit` with `path` failing (HTTP 500) until the back end is told to answer again: the page must
 * say so with a retry, and that retry must ask `path` again and get its answer.
 */
export async function expectFailureShownAndRecovered(visit: SweepVisit, path: string): Promise<void> {
  await becomeRole(visit.role);
  setScenario({ name: 'http-500', path });
  const watch = watchReads();
  const { unmount } = renderApp(visit.path);
  try {
    await settled(watch);
    const failed = watch.asked.some((entry) => entry.path === path);
    // A read the page asks only in some states (e.g. after another answer) may not be asked at all now.
    if (!failed) return;
    await waitFor(() =>
      expect(retryButtons(), `${visit.role} ${visit.path}: ${READS.get(path)} failed with no error state and retry`).not.toEqual([]),
    );
    clearScenario();
    expect(await retryUntilAnswered(watch, path), `${visit.role} ${visit.path}: the retry did not ask ${READS.get(path)} again`).toBe(true);
  } finally {
    clearScenario();
    watch.stop();
    unmount();
  }
}

/**
 * Clicks the page's first retry (four times at most) until `path` is answered from now on; whether it
 * was. The scenario that failed it is cleared before.
 */
async function retryUntilAnswered(watch: ReturnType<typeof watchReads>, path: string): Promise<boolean> {
  const since = watch.asked.length;
  const answered = () => watch.asked.slice(since).some((entry) => entry.path === path && entry.status === 200);
  const user = userEvent.setup({ delay: null });
  for (let round = 0; round < 4 && !answered(); round += 1) {
    const button = retryButtons()[0];
    if (!button) break;
    await user.click(button);
    await settled(watch);
  }
  return answered();
}

/** Whether an SWR key is a contract call of `path` (api/swrConfig.ts apiKey). */
const isCallOf = (path: string) => (key: unknown) => Array.isArray(key) && key[0] === 'api' && key[1] === path;

/**
 * Opens `visit` with everything answering, then asks `path` again with it failing (as a write's refresh,
 * a focus or a retry does while the page shows its answer): the page must say so with a retry, and the
 * retry must read it again once the back end answers.
 */
export async function expectRefreshFailureShown(visit: SweepVisit, path: string): Promise<void> {
  await becomeRole(visit.role);
  const watch = watchReads();
  const { unmount } = renderApp(visit.path);
  try {
    await settled(watch);
    if (retryButtons().length > 0) return; // the page shows a failure already (another read's)
    setScenario({ name: 'http-500', path });
    const before = watch.asked.length;
    await act(async () => {
      await appSwr.mutate?.(isCallOf(path));
    });
    await settled(watch);
    // Not asked again: no hook of the page is mounted with it now (a read of another state).
    if (!watch.asked.slice(before).some((entry) => entry.path === path)) return;
    await waitFor(() =>
      expect(
        retryButtons(),
        `${visit.role} ${visit.path}: ${READS.get(path)} failed again with its answer shown, and nothing said so`,
      ).not.toEqual([]),
    );
    clearScenario();
    expect(
      await retryUntilAnswered(watch, path),
      `${visit.role} ${visit.path}: after a failed refresh, the retry did not ask ${READS.get(path)} again`,
    ).toBe(true);
  } finally {
    clearScenario();
    watch.stop();
    unmount();
  }
}

/**
 * The sweep over the visits of `roles`: every read of each page failed in turn. Returns what went wrong,
 * one line a problem (empty when every failure was shown and recovered).
 */
export async function sweep(roles: readonly Role[]): Promise<string[]> {
  const problems: string[] = [];
  const visits = (await sweepVisits()).filter((visit) => roles.includes(visit.role));
  expect(visits.length).toBeGreaterThan(0);
  for (const visit of visits) {
    for (const path of await readsOf(visit)) {
      for (const check of [expectFailureShownAndRecovered, expectRefreshFailureShown]) {
        try {
          await check(visit, path);
        } catch (error) {
          problems.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
        }
      }
    }
  }
  return problems;
}

/** A test file of the sweep: the visits of `roles`, against the real mock back end, from its seed each time. */
export function sweepTest(roles: readonly Role[]): void {
  beforeEach(() => {
    server.use(...handlers);
  });
  afterEach(() => {
    resetDb();
    localStorage.clear();
  });
  it('every read failed in turn is shown with a retry that reads it again', async () => {
    expect(await sweep(roles)).toEqual([]);
  }, 1_200_000);
}
