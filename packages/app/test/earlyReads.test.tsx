// A logged-in page load's first reads go out with the entry (routes/earlyReads.ts), written as they go on the wire since the contract is not loaded yet. Each must be the very
// call its page or frame then makes (their `prefetch`, as routes/preload.ts runs it): that call takes
// the answer, and nothing is asked twice. The request client keeps its own rules on a taken answer.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_TOKENS, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { customer } from '@shop/session/contract/customer';
import { getEffects } from '../src/effects/store.ts';
import { preloads, preloadsSettled } from '../src/data/freshness.ts';
import { request } from '../src/request/client.ts';
import { RequestError } from '../src/request/errors.ts';
import { EARLY_READ_KEPT_MS, FRAME_READS, dropEarlyReads, pageReadsOf, sendEarlyRead } from '../src/routes/earlyReads.ts';
import { routeTable } from '../src/routes/table.ts';
import { forgetBrowserDatabases, logIn } from './fixtures.ts';
import { server } from './server.ts';

beforeEach(() => {
  server.use(...handlers);
});
afterEach(async () => {
  vi.useRealTimers();
  dropEarlyReads();
  server.events.removeAllListeners();
  preloads.clear();
  resetDb();
  await forgetBrowserDatabases();
});

/** How many times each API path was asked from now on. */
function countRequests(): Map<string, number> {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request: asked }) => {
    const path = new URL(asked.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

/** One of demo's orders, by the page that lists them. */
async function demosOrderNo(): Promise<string> {
  const { list } = await request(customer.getOrderList, { page: 1, pageSize: 1, keyword: '' });
  const orderNo = list[0]?.orderNo;
  if (!orderNo) throw new Error('demo has no order');
  return orderNo;
}

const PAGES = [
  { id: 'inside.index', token: SEED_TOKENS.demo, load: () => import('../src/features/account/DashboardPage.tsx') },
  { id: 'inside.showordermess', token: SEED_TOKENS.demo, load: () => import('../src/features/orders/OrderDetailPage.tsx') },
  { id: 'vip.desktop', token: SEED_TOKENS.vipshop, load: () => import('../src/features/vip/DesktopPage.tsx') },
];

describe('the early reads are the calls their page and frame make', () => {
  it('names routes that exist, in the back office (whose frame reads FRAME_READS)', () => {
    for (const { id } of PAGES) expect(routeTable.find((route) => route.id === id)?.path, id).toMatch(/^\/(inside|vip)\//);
    expect(pageReadsOf({ id: 'inside.goodsList' }, '')).toEqual([]);
    // An address without a well-formed order number asks nothing early (the page shows it missing).
    expect(pageReadsOf({ id: 'inside.showordermess' }, '?orderNo=<b>')).toEqual([]);
  });

  for (const page of PAGES)
    it(`${page.id}: the frame's and the page's prefetch take the early answers, each call asked once`, async () => {
      logIn(page.token);
      const search = page.id === 'inside.showordermess' ? `?orderNo=${await demosOrderNo()}` : '';
      const counts = countRequests();
      const early = [...FRAME_READS, ...pageReadsOf({ id: page.id }, search)];
      for (const read of early) sendEarlyRead(read);
      (await import('../src/routes/frames/BackOfficeFrame.tsx')).prefetch();
      (await page.load()).prefetch?.({ search });
      await preloadsSettled();
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(early.map((read) => [read.path, 1])));
      // Their answers are the page's: every read it started has its data.
      for (const { answer } of preloads.values()) await expect(answer).resolves.toBeTruthy();
    });
});

describe('the request client on an early answer', () => {
  it('takes it once, for the same call only: another body, or the same call again, is asked anew', async () => {
    logIn(SEED_TOKENS.demo);
    const orderNo = await demosOrderNo();
    const counts = countRequests();
    sendEarlyRead({ path: '/inside/inter/getOrderInfo', encoding: 'form', body: { orderNo } });
    await expect(request(customer.getOrderInfo, { orderNo: 'NO-SUCH-ORDER' })).rejects.toBeInstanceOf(RequestError);
    expect(counts.get('/inside/inter/getOrderInfo')).toBe(2);
    await expect(request(customer.getOrderInfo, { orderNo })).resolves.toMatchObject({ orderNo });
    expect(counts.get('/inside/inter/getOrderInfo')).toBe(2);
    await request(customer.getOrderInfo, { orderNo });
    expect(counts.get('/inside/inter/getOrderInfo')).toBe(3);
  });

  it('is not taken by a call of another login (the authorisation is part of the call)', async () => {
    logIn(SEED_TOKENS.demo);
    const counts = countRequests();
    sendEarlyRead({ path: '/inside/inter/getAccount', encoding: 'none' });
    logIn(SEED_TOKENS.vipshop);
    const mine = await request(customer.getAccount);
    expect(mine.loginName).toBe('vipshop');
    expect(counts.get('/inside/inter/getAccount')).toBe(2);
  });

  it('is not taken by a call that sends the cookies otherwise (the credentials mode is part of the call)', async () => {
    logIn(SEED_TOKENS.demo);
    const counts = countRequests();
    sendEarlyRead({ path: '/inside/inter/getAccount', encoding: 'none' });
    await request(customer.getAccount, {}, { overrides: { credentials: 'omit' } });
    expect(counts.get('/inside/inter/getAccount')).toBe(2);
    // The early one is still there for the call it was made for.
    await request(customer.getAccount);
    expect(counts.get('/inside/inter/getAccount')).toBe(2);
  });

  it('a failed early read fails its taker as its own call would: one toast, a network error', async () => {
    logIn(SEED_TOKENS.demo);
    server.use(http.post('*/inside/inter/getAccount', () => HttpResponse.error()));
    sendEarlyRead({ path: '/inside/inter/getAccount', encoding: 'none' });
    const error = await request(customer.getAccount).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('network');
    expect(getEffects().toasts).toHaveLength(1);
  });

  it('an answer nobody takes is dropped (its request aborted); a taker that leaves aborts it', async () => {
    logIn(SEED_TOKENS.demo);
    const signals: AbortSignal[] = [];
    // A request that never answers, but stops when aborted, as fetch does.
    const hanging: typeof fetch = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (!signal) return;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sendEarlyRead({ path: '/inside/inter/getIndexData', encoding: 'none' }, hanging);
    vi.advanceTimersByTime(EARLY_READ_KEPT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signals[0]?.aborted).toBe(true);
    vi.useRealTimers();

    sendEarlyRead({ path: '/inside/inter/getAccount', encoding: 'none' }, hanging);
    const leaving = new AbortController();
    const taken = request(customer.getAccount, undefined, { signal: leaving.signal }).catch((e: unknown) => e);
    await Promise.resolve();
    leaving.abort();
    expect(signals[1]?.aborted).toBe(true);
    expect(await taken).toMatchObject({ kind: 'aborted' });
  });
});
