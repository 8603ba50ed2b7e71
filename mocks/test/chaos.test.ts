// The chaos scenario: a seeded share of calls fails in a mixture of kinds; the same seed
// gives the same failures; half of the 5xx / dropped / malformed failures strike after the write.
import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/index.ts';
import { mockState } from '../handlers/control.ts';
import { CHAOS_KINDS, CHAOS_MAX_DELAY_MS, chaosReport, drawChaos, resetChaos, type ChaosKind } from '../scenarios/chaos.ts';
import { parseScenarioQuery, setScenario, clearScenario, type ActiveScenario } from '../scenarios/index.ts';
import { SEED_TOKENS } from '../node.ts';
import { call, ORIGIN } from './client.ts';

const demo = { token: SEED_TOKENS.demo };

/** What a caller sees of one answer: the chaos kind it shows, or `ok`. */
async function outcome(answer: Promise<{ status: number; code: number; body: unknown }>): Promise<string> {
  try {
    const { status, code, body } = await answer;
    if (status !== 200) return `http-${status}`;
    if (code === -2) return 'session-expired-user';
    if (typeof body === 'string') return 'malformed';
    return code === 1000 ? 'ok' : `code ${code}`;
  } catch {
    return 'network-error';
  }
}

const siteInfo = () => outcome(call(api.public.getSiteInfo));
const account = () => outcome(call(api.customer.getAccount, undefined, demo));

async function sequence(n: number, next: () => Promise<string>): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) out.push(await next());
  return out;
}

/** Slow answers wait at most 20 ms in these tests (the scenario's delayMs caps the jitter). */
const FAST = { rate: 0.5, seed: 7, delayMs: 20 } as const;

describe('drawChaos: the outcome of one call', () => {
  it('depends only on the seed, the endpoint and the call number', () => {
    for (let call = 0; call < 200; call += 1) {
      expect(drawChaos({ rate: 0.3, seed: 7 }, 'customer.getAccount', call, true)).toEqual(
        drawChaos({ rate: 0.3, seed: 7 }, 'customer.getAccount', call, true),
      );
    }
    const draws = (seed: number) =>
      Array.from({ length: 200 }, (_, call) => drawChaos({ rate: 0.3, seed }, 'customer.getAccount', call, true));
    expect(draws(8)).not.toEqual(draws(7));
  });

  it('fails about `rate` of the calls (0.2 by default), in every kind; -2 rarely and only on calls with a customer session', () => {
    const count = (rate: number | undefined, sessionCall: boolean) => {
      const kinds = new Map<ChaosKind, number>();
      let failed = 0;
      let after = 0;
      for (let call = 0; call < 20_000; call += 1) {
        const draw = drawChaos({ rate, seed: 11 }, 'shop.getGoodsList', call, sessionCall);
        if (!draw) continue;
        failed += 1;
        if (draw.after) after += 1;
        kinds.set(draw.kind, (kinds.get(draw.kind) ?? 0) + 1);
        if (draw.kind === 'slow') expect(draw.delayMs).toBeGreaterThanOrEqual(CHAOS_MAX_DELAY_MS / 10);
        if (draw.kind === 'slow') expect(draw.delayMs).toBeLessThanOrEqual(CHAOS_MAX_DELAY_MS);
        if (draw.after) expect(['http-500', 'http-502', 'http-504', 'network-error', 'malformed']).toContain(draw.kind);
      }
      return { share: failed / 20_000, kinds, failed, after };
    };
    const byDefault = count(undefined, true);
    expect(byDefault.share).toBeGreaterThan(0.18);
    expect(byDefault.share).toBeLessThan(0.22);
    expect([...byDefault.kinds.keys()].sort()).toEqual([...CHAOS_KINDS].sort());
    const session = byDefault.kinds.get('session-expired-user') ?? 0;
    expect(session / byDefault.failed).toBeLessThan(0.05);
    expect(session).toBeGreaterThan(0);
    // Half of the failures that may strike after the handler do.
    expect(byDefault.after / byDefault.failed).toBeGreaterThan(0.25);
    expect(byDefault.after / byDefault.failed).toBeLessThan(0.5);
    const visitors = count(0.3, false);
    expect(visitors.share).toBeGreaterThan(0.28);
    expect(visitors.share).toBeLessThan(0.32);
    expect(visitors.kinds.get('session-expired-user')).toBeUndefined();
  });

  it('a rate or seed that is not one falls back to the default', () => {
    const byDefault = Array.from({ length: 100 }, (_, call) => drawChaos({}, 'x', call, true));
    expect(Array.from({ length: 100 }, (_, call) => drawChaos({ rate: 7, seed: Number.NaN }, 'x', call, true))).toEqual(byDefault);
    expect(Array.from({ length: 100 }, (_, call) => drawChaos({ rate: 0.2, seed: 1 }, 'x', call, true))).toEqual(byDefault);
  });
});

describe('chaos through the handlers', () => {
  it('the same seed gives the same failures; switched off and on again it goes on; a reset starts over', async () => {
    setScenario({ name: 'chaos', ...FAST });
    const first = await sequence(30, siteInfo);
    expect(first.filter((o) => o !== 'ok').length).toBeGreaterThan(5);
    expect(new Set(first).size).toBeGreaterThan(2);
    const next = await sequence(10, siteInfo);

    resetChaos();
    expect(await sequence(30, siteInfo)).toEqual(first);
    clearScenario();
    expect(await sequence(5, siteInfo)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    setScenario({ name: 'chaos', ...FAST });
    expect(await sequence(10, siteInfo)).toEqual(next);

    // Another seed, other failures.
    setScenario({ name: 'chaos', rate: 0.5, seed: 8, delayMs: 20 });
    expect(await sequence(30, siteInfo)).not.toEqual(first);
  });

  it('one endpoint’s failures do not depend on the calls of another in between', async () => {
    setScenario({ name: 'chaos', ...FAST });
    const alone = await sequence(15, account);
    resetChaos();
    const mixed: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      await siteInfo();
      mixed.push(await account());
    }
    expect(mixed).toEqual(alone);
  });

  it('a failure after the handler loses the answer and keeps the write; one before it writes nothing', async () => {
    // The first call numbers of doFavorite under seeds 1…: find one of each from the pure draw.
    const seedWhere = (test: (draw: ReturnType<typeof drawChaos>) => boolean) => {
      for (let seed = 1; seed < 10_000; seed += 1) if (test(drawChaos({ rate: 1, seed }, 'customer.doFavorite', 0, true))) return seed;
      throw new Error('no such seed');
    };
    const favorites = () => getDb().favorites.filter((f) => f.customerId === 1 && f.goodsId === 2).length;
    const lost = seedWhere((d) => d?.after === true && d.kind === 'http-502');
    setScenario({ name: 'chaos', rate: 1, seed: lost });
    expect(await outcome(call(api.customer.doFavorite, { goodsId: 2 }, demo))).toBe('http-502');
    expect(favorites()).toBe(1);

    resetChaos();
    getDb().favorites = getDb().favorites.filter((f) => !(f.customerId === 1 && f.goodsId === 2));
    const dropped = seedWhere((d) => d?.after === true && d.kind === 'network-error');
    setScenario({ name: 'chaos', rate: 1, seed: dropped });
    expect(await outcome(call(api.customer.doFavorite, { goodsId: 2 }, demo))).toBe('network-error');
    expect(favorites()).toBe(1);

    getDb().favorites = getDb().favorites.filter((f) => !(f.customerId === 1 && f.goodsId === 2));
    const before = seedWhere((d) => d?.after === false && d.kind === 'malformed');
    setScenario({ name: 'chaos', rate: 1, seed: before });
    expect(await outcome(call(api.customer.doFavorite, { goodsId: 2 }, demo))).toBe('malformed');
    expect(favorites()).toBe(0);
  });

  it('-2 only where a customer session is needed; the control calls and the images never fail', async () => {
    // Every call fails (rate 1); a slow one still answers (`ok`).
    setScenario({ name: 'chaos', rate: 1, seed: 3, delayMs: 20 });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i += 1) seen.add(await siteInfo());
    expect(seen.has('session-expired-user')).toBe(false);
    expect([...seen].sort()).toEqual(['http-500', 'http-502', 'http-504', 'malformed', 'network-error', 'ok'].sort());
    expect(drawChaos({ rate: 1, seed: 3 }, 'public.getSiteInfo', 0, false)).not.toBeNull();
    // A call that needs a customer session: its first -2 comes where the draw says.
    const first = Array.from({ length: 200 }, (_, i) => drawChaos({ rate: 1, seed: 3 }, 'customer.getAccount', i, true)).findIndex(
      (draw) => draw?.kind === 'session-expired-user',
    );
    expect(first).toBeGreaterThan(-1);
    const accounts = await sequence(first + 1, account);
    expect(accounts.at(-1)).toBe('session-expired-user');
    expect(accounts.slice(0, -1)).not.toContain('session-expired-user');
    for (let i = 0; i < 20; i += 1) {
      expect((await fetch(`${ORIGIN}/__mock/state`)).status).toBe(200);
      expect((await fetch(`${ORIGIN}/mock-assets/goods/1.svg`)).status).toBe(200);
    }
  });

  it('the state tells how many calls failed of each kind', async () => {
    expect(chaosReport()).toBeNull();
    setScenario({ name: 'chaos', ...FAST });
    const seen = await sequence(30, siteInfo);
    const report = mockState().chaos;
    expect(report).toMatchObject({ rate: 0.5, seed: 7, calls: 30 });
    expect(report?.after).toBeGreaterThan(0);
    const failed = Object.values(report?.failed ?? {}).reduce((a, b) => a + b, 0);
    // Slow answers come back (ok) but count as chaos.
    expect(failed).toBe(seen.filter((o) => o !== 'ok').length + (report?.failed.slow ?? 0));
    expect(report?.failed['http-500']).toBe(seen.filter((o) => o === 'http-500').length);
    const state = await (await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' })).json();
    expect(state.chaos).toBeNull();
  });

  it('is chosen by ?scenario=chaos&rate=0.3&seed=7 (page, request URL, control endpoint)', async () => {
    expect(parseScenarioQuery('?scenario=chaos&rate=0.3&seed=7')).toEqual({ kind: 'set', scenario: { name: 'chaos', rate: 0.3, seed: 7 } });
    expect(parseScenarioQuery('?scenario=chaos')).toEqual({ kind: 'set', scenario: { name: 'chaos' } });
    // Not a share, not a whole number: the defaults.
    expect(parseScenarioQuery('?scenario=chaos&rate=3&seed=x')).toEqual({ kind: 'set', scenario: { name: 'chaos' } });
    const set = (await (await fetch(`${ORIGIN}/__mock/scenario?name=chaos&rate=0.3&seed=7`, { method: 'POST' })).json()) as {
      scenario: ActiveScenario;
    };
    expect(set.scenario).toEqual({ name: 'chaos', rate: 0.3, seed: 7 });
  });
});
