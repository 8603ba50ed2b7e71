import { api, HTTP_STATUSES_OF_SPEC } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/index.ts';
import {
  MALFORMED_BODY,
  SCENARIO_LABELS,
  SCENARIO_NAMES,
  SCENARIO_STATUSES,
  emptyLists,
  getScenario,
  isScenarioName,
  onScenarioChange,
  parseScenarioQuery,
  scenarioStatus,
  setScenario,
  clearScenario,
} from '../scenarios/index.ts';
import { SEED_TOKENS } from '../node.ts';
import { call, ok, ORIGIN } from './client.ts';

const demo = { token: SEED_TOKENS.demo };

describe('the scenario list is exactly the issue’s', () => {
  it('session codes, forbidden, one per status of spec §8, network, slow, malformed, empty, chaos', () => {
    expect(SCENARIO_NAMES.filter((n) => n.startsWith('http-')).map((n) => scenarioStatus(n))).toEqual(HTTP_STATUSES_OF_SPEC);
    expect(SCENARIO_STATUSES).toEqual(HTTP_STATUSES_OF_SPEC);
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining([
        'session-expired-admin',
        'session-expired-user',
        'session-expired-other',
        'forbidden',
        'network-error',
        'slow',
        'malformed',
        'empty',
        'site-expired',
        'site-closed',
        'chaos',
      ]),
    );
    expect(SCENARIO_NAMES).toHaveLength(11 + HTTP_STATUSES_OF_SPEC.length);
    for (const name of SCENARIO_NAMES) expect(SCENARIO_LABELS[name]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names are checked', () => {
    expect(isScenarioName('http-500')).toBe(true);
    expect(isScenarioName('http-418')).toBe(false);
    expect(() => setScenario('nope' as never)).toThrow(/unknown scenario/);
  });
});

describe('each scenario forces its failure on every endpoint', () => {
  it.each([
    ['session-expired-admin', -1, '管理员登录已失效，请重新登录'],
    ['session-expired-user', -2, '登录状态已过期，请重新登录'],
    ['session-expired-other', -3, '会话已失效，请重新进入'],
    ['forbidden', 403, '您没有访问该页面的权限'],
  ] as const)('%s answers code %i in the envelope with HTTP 200', async (name, code, msg) => {
    setScenario(name);
    // Even a public call and a call with a valid token.
    expect(await call(api.public.getSiteInfo)).toMatchObject({ status: 200, code, msg, data: null });
    expect(await call(api.customer.getAccount, undefined, demo)).toMatchObject({ status: 200, code });
  });

  it.each(HTTP_STATUSES_OF_SPEC.map((s) => [s]))('http-%i answers that status with a gateway page', async (status) => {
    setScenario(`http-${status}` as never);
    const answer = await call(api.customer.getAccount, undefined, demo);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(expect.stringContaining(`<title>${status} `));
  });

  it('network-error: no response at all', async () => {
    setScenario('network-error');
    await expect(call(api.public.getSiteInfo)).rejects.toThrow(TypeError);
  });

  it('slow: the same answer, later', async () => {
    setScenario({ name: 'slow', delayMs: 120 });
    const start = performance.now();
    const answer = await call(api.public.getSiteInfo);
    expect(performance.now() - start).toBeGreaterThanOrEqual(100);
    expect(answer.code).toBe(1000);
  });

  it('malformed: status 200 with a body that is not the envelope', async () => {
    setScenario('malformed');
    const answer = await call(api.public.getSiteInfo);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(MALFORMED_BODY) as unknown).toThrow();
  });

  it('empty: every list empty, totals zero, the rest intact', async () => {
    setScenario('empty');
    const orders = await ok(api.customer.getOrderList, {}, demo);
    expect(orders.list).toEqual([]);
    expect(orders.total).toBe(0);
    expect(orders.page).toBe(1);
    const messages = await ok(api.customer.getMessageList, {}, demo);
    expect(messages.list).toEqual([]);
    expect(messages.unread).toBe(8);
    const account = await ok(api.customer.getAccount, undefined, demo);
    expect(account.loginName).toBe('demo');
  });

  it('emptyLists zeroes the sums of a list beside it, not other figures', () => {
    expect(emptyLists({ list: [1], total: 1, totalFee: 2.5, totalSettle: 9, totalsNote: 3, pending: 4 })).toEqual({
      list: [],
      total: 0,
      totalFee: 0,
      totalSettle: 0,
      totalsNote: 3,
      pending: 4,
    });
  });

  it('emptyLists leaves non-list data alone', () => {
    expect(emptyLists(null)).toBeNull();
    expect(emptyLists([1, 2])).toEqual([]);
    expect(emptyLists({ total: 3, count: 2, nested: { list: [1], total: 1 } })).toEqual({
      total: 3,
      count: 2,
      nested: { list: [], total: 0 },
    });
  });

  it('a failing scenario does not run the handler (no write happens)', async () => {
    setScenario('http-500');
    const before = getDb().favorites.length;
    await call(api.customer.doFavorite, { goodsId: 2 }, demo);
    expect(getDb().favorites.length).toBe(before);
  });
});

describe('a scenario may be limited to one path, or chosen per request', () => {
  it('scenarioPath limits it to one endpoint', async () => {
    setScenario({ name: 'http-500', path: '/inside/inter/getAccount' });
    expect((await call(api.customer.getAccount, undefined, demo)).status).toBe(500);
    expect((await call(api.public.getSiteInfo)).code).toBe(1000);
  });

  it('the X-Mock-Scenario header wins over the active scenario', async () => {
    setScenario('http-502');
    expect((await call(api.public.getSiteInfo, undefined, { headers: { 'X-Mock-Scenario': 'forbidden' } })).code).toBe(403);
    const limited = await call(api.public.getSiteInfo, undefined, {
      headers: { 'X-Mock-Scenario': 'http-503', 'X-Mock-Scenario-Path': '/other/path' },
    });
    expect(limited.code).toBe(1000);
  });

  it('?scenario= on the request URL, and ?scenario=off lifts the active one for that request', async () => {
    expect((await call(api.public.getSiteInfo, undefined, { query: 'scenario=http-404' })).status).toBe(404);
    setScenario('http-500');
    expect((await call(api.public.getSiteInfo, undefined, { query: 'scenario=off' })).code).toBe(1000);
  });

  it('set, read, clear, listen', () => {
    const seen: Array<string | null> = [];
    const stop = onScenarioChange((s) => seen.push(s?.name ?? null));
    setScenario({ name: 'slow', path: '' });
    expect(getScenario()).toEqual({ name: 'slow' });
    clearScenario();
    stop();
    setScenario('empty');
    expect(seen).toEqual(['slow', null]);
  });

  it('parses the page query the browser reads', () => {
    expect(parseScenarioQuery('?scenario=http-500&scenarioPath=/inside/inter/getAccount')).toEqual({
      kind: 'set',
      scenario: { name: 'http-500', path: '/inside/inter/getAccount' },
    });
    expect(parseScenarioQuery('?scenario=slow&scenarioDelay=800')).toEqual({ kind: 'set', scenario: { name: 'slow', delayMs: 800 } });
    expect(parseScenarioQuery('?scenario=off')).toEqual({ kind: 'off' });
    expect(parseScenarioQuery('?a=1')).toEqual({ kind: 'none' });
    expect(parseScenarioQuery('?scenario=teapot')).toEqual({ kind: 'unknown', name: 'teapot' });
  });
});

describe('control endpoints (mock-only)', () => {
  it('set and clear the scenario, read the state', async () => {
    const set = await (await fetch(`${ORIGIN}/__mock/scenario?name=http-500&path=/inside/inter/getAccount`, { method: 'POST' })).json();
    expect(set.scenario).toEqual({ name: 'http-500', path: '/inside/inter/getAccount' });
    expect((await call(api.customer.getAccount, undefined, demo)).status).toBe(500);
    const bad = await fetch(`${ORIGIN}/__mock/scenario?name=teapot`, { method: 'POST' });
    expect(bad.status).toBe(400);
    await fetch(`${ORIGIN}/__mock/scenario?name=off`, { method: 'POST' });
    const state = await (await fetch(`${ORIGIN}/__mock/state`)).json();
    expect(state).toMatchObject({
      scenario: null,
      adminPath: 'shopadmin',
      size: 'standard',
      counts: { orders: 200, unsoldCardKeys: 1000, goods: 40 },
    });
  });

  it('reset to the seed (or the large world) and expire a token', async () => {
    await ok(api.customer.doFavorite, { goodsId: 2 }, demo);
    const large = await (await fetch(`${ORIGIN}/__mock/reset?size=large`, { method: 'POST' })).json();
    expect(large.counts).toMatchObject({ orders: 10_000, unsoldCardKeys: 5_000 });
    await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' });
    expect(getDb().favorites.filter((f) => f.customerId === 1 && f.goodsId === 2)).toHaveLength(0);
    expect((await fetch(`${ORIGIN}/__mock/expire?token=${SEED_TOKENS.demo}`, { method: 'POST' })).status).toBe(200);
    expect((await call(api.customer.getAccount, undefined, demo)).code).toBe(-2);
    expect((await fetch(`${ORIGIN}/__mock/expire?token=nope`, { method: 'POST' })).status).toBe(404);
  });

  it('draws the seed’s images', async () => {
    for (const path of [
      '/mock-assets/goods/1.svg',
      '/mock-assets/avatar/1.svg',
      '/mock-assets/logo/0.svg',
      '/mock-assets/banner/1.svg',
      '/mock-assets/qr/wechat.svg',
      '/mock-assets/poster/1.svg',
      '/mock-assets/proof/1.svg',
    ]) {
      const response = await fetch(`${ORIGIN}${path}`);
      expect(response.headers.get('content-type'), path).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg[^>]+aria-label="[^"]+"/);
    }
    expect((await fetch(`${ORIGIN}/mock-uploads/999`)).status).toBe(404);
  });
});
