// The named scenarios on the vip, supply, cdk and decoration endpoints: `empty` empties every list of
// their answers (and what a list sums), the failing ones answer before any handler writes.
import { api, type Endpoint } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS, getDb, setScenario } from '../node.ts';
import { call, ok } from './client.ts';

const reads: Array<[Endpoint, Record<string, unknown>, string | undefined]> = [
  ...Object.values(api.vip)
    .filter((e) => e.id.startsWith('vip.get'))
    .map((e): [Endpoint, Record<string, unknown>, string] => [e, {}, SEED_TOKENS.vipshop]),
  ...Object.values(api.supply)
    .filter((e) => e.id.startsWith('supply.get'))
    .map((e): [Endpoint, Record<string, unknown>, string] => [e, {}, SEED_TOKENS.supplier]),
  [api.cdk.getShortInfo, { short: 'demo10' }, undefined],
  [api.cdk.getCdkInfo, { code: 'CDK8-USED-2026-0029' }, undefined],
  [api.cdk.getOrderList, { code: 'CDK8-USED-2026-0029' }, undefined],
  [api.admin.getDecoration, {}, SEED_TOKENS.designer],
  [api.admin.getDecorationOptions, {}, SEED_TOKENS.designer],
];

/** Bodies for the reads that need an id of the seed. */
function bodyFor(endpoint: Endpoint): Record<string, unknown> {
  const db = getDb();
  if (endpoint === api.vip.getOrderInfo) return { orderNo: db.orders.find((o) => o.siteId === 1 && o.cardIds.length > 0)?.orderNo };
  if (endpoint === api.supply.getComplaintInfo) return { id: db.complaints.find((c) => c.supplierId === 5)?.id };
  if (endpoint === api.supply.getOrderContent) {
    const mine = new Set(db.goods.filter((g) => g.supplierId === 5).map((g) => g.id));
    return { orderNo: db.orders.find((o) => mine.has(o.goodsId) && o.cardIds.length > 0)?.orderNo };
  }
  return {};
}

/** Every array anywhere in the answer, with where it is. */
function arraysIn(value: unknown, path = 'data'): Array<[string, unknown[]]> {
  if (Array.isArray(value)) return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => arraysIn(inner, `${path}.${key}`));
}

describe('empty', () => {
  it.each(reads.map(([e, body, token]) => [e.id, e, body, token] as const))(
    '%s: every list empty, totals 0',
    async (_id, endpoint, body, token) => {
      const normal = await ok(endpoint, { ...body, ...bodyFor(endpoint) }, { token });
      setScenario('empty');
      const empty = await ok(endpoint, { ...body, ...bodyFor(endpoint) }, { token });
      for (const [where, list] of arraysIn(empty)) expect(list, where).toEqual([]);
      const record = empty as Record<string, unknown>;
      if ('list' in record) {
        for (const [key, value] of Object.entries(record)) if (/^total/.test(key)) expect(value, key).toBe(0);
      }
      // The non-list parts are the normal answer's.
      expect(Object.keys(record ?? {}).sort()).toEqual(Object.keys((normal ?? {}) as object).sort());
    },
  );

  it('the seed has something in those lists to begin with', async () => {
    expect((await ok(api.vip.getOrderList, {}, { token: SEED_TOKENS.vipshop })).total).toBeGreaterThan(0);
    expect((await ok(api.supply.getCardList, {}, { token: SEED_TOKENS.supplier })).total).toBeGreaterThan(0);
    expect((await ok(api.supply.getBookedList, {}, { token: SEED_TOKENS.supplier })).totalSettle).toBeGreaterThan(0);
  });
});

describe('failing scenarios write nothing', () => {
  it('a write under http-500 or a session scenario leaves the world as it was', async () => {
    const before = getDb().vipSites[0]?.name;
    setScenario('http-500');
    const failed = await call(
      api.vip.saveSite,
      { name: '改名', title: 't', markupPercent: 1, rounding: 'none', showMainGoods: 1 },
      { token: SEED_TOKENS.vipshop },
    );
    expect(failed.status).toBe(500);
    setScenario('session-expired-user');
    expect((await call(api.supply.doCardImport, { goodsId: 13, content: 'NEW-0001' }, { token: SEED_TOKENS.supplier })).code).toBe(-2);
    setScenario({ name: 'forbidden', path: '/cdk/inter/doRecharge' });
    expect((await call(api.cdk.doRecharge, { code: 'CDK8-TEST-2026-0001', account: 'demo' })).code).toBe(403);
    setScenario('session-expired-admin');
    expect((await call(api.admin.getDecoration, {}, { token: SEED_TOKENS.designer })).code).toBe(-1);
    expect(getDb().vipSites[0]?.name).toBe(before);
    expect(getDb().cardKeys.some((c) => c.cardNo === 'NEW-0001')).toBe(false);
    expect(getDb().cdkCodes.find((c) => c.code === 'CDK8-TEST-2026-0001')?.status).toBe('unused');
  });
});
