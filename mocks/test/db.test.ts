import { api, deliveryTypes, orderStatuses, parseData } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import {
  SEED_ADMINS,
  SEED_LOGINS,
  SEED_NOW,
  SEED_OTHER,
  SEED_TOKENS,
  SEED_VISITOR_CONTACT,
  SEED_VISITOR_QUERY_PWD,
  SEED_VISITOR_TOKEN,
  buildSeed,
  getDb,
  resetDb,
  type Db,
} from '../db/index.ts';
import { orderDetail } from '../handlers/kit/views.ts';

const seed = buildSeed('standard', 0);

/** Every value under keys matching `test`, anywhere in the world. */
function valuesOf(db: Db, test: (key: string) => boolean): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (test(key)) out.push([key, value]);
  };
  const { meta: _meta, ...tables } = db;
  walk(tables, '');
  return out;
}

describe('the seed is deterministic', () => {
  it('two builds are identical', () => {
    expect(buildSeed('standard', 0)).toEqual(seed);
  });

  it('fixed values stay fixed', () => {
    expect(seed.goods[0]?.name).toBe('腾讯视频VIP月卡');
    expect(seed.customers.find((c) => c.id === 1)?.balanceCents).toBe(128_850);
    expect(seed.orders.length).toBe(200);
    expect(seed.orders[seed.orders.length - 1]?.orderNo).toBe(buildSeed('standard', 0).orders[199]?.orderNo);
  });
});

describe('the seed holds the issue’s world', () => {
  it('levels, directories, goods of all three delivery types', () => {
    expect(seed.levels.length).toBeGreaterThanOrEqual(3);
    expect(seed.directories).toHaveLength(8);
    expect(seed.goods).toHaveLength(40);
    expect(new Set(seed.goods.map((g) => g.dirId)).size).toBe(8);
    expect(new Set(seed.goods.map((g) => g.deliveryType))).toEqual(new Set(deliveryTypes));
    expect(seed.goods.some((g) => g.inputs.length > 1)).toBe(true);
    expect(new Set(seed.goods.map((g) => g.status))).toEqual(new Set(['on', 'off', 'soldout']));
  });

  it('200 orders over every status; delivered card orders carry their keys', () => {
    const counts = Object.fromEntries(orderStatuses.map((s) => [s, seed.orders.filter((o) => o.status === s).length]));
    for (const status of orderStatuses) expect(counts[status], status).toBeGreaterThanOrEqual(5);
    for (const o of seed.orders.filter((x) => x.deliveryType === 'card' && ['delivered', 'complained', 'refunded'].includes(x.status))) {
      expect(o.cardIds, o.orderNo).toHaveLength(o.quantity);
      for (const id of o.cardIds) expect(seed.cardKeys.find((c) => c.id === id)?.soldOrderNo).toBe(o.orderNo);
    }
    expect(new Set(seed.orders.map((o) => o.orderNo)).size).toBe(200);
  });

  it('1,000 unsold card keys, unique, plus sold, locked and repealed ones', () => {
    expect(seed.cardKeys.filter((c) => c.status === 'unsold')).toHaveLength(1000);
    expect(new Set(seed.cardKeys.map((c) => c.cardNo)).size).toBe(seed.cardKeys.length);
    expect(new Set(seed.cardKeys.map((c) => c.status))).toEqual(new Set(['unsold', 'sold', 'locked', 'repealed']));
  });

  it('fund logs add up for every customer, and end at the balance', () => {
    for (const c of seed.customers) {
      const logs = seed.fundLogs.filter((f) => f.customerId === c.id).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
      let balance = 0;
      for (const f of logs) {
        balance += f.amountCents;
        expect(f.balanceAfterCents, `${c.loginName} log ${f.id}`).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      expect(balance, c.loginName).toBe(c.balanceCents);
    }
  });

  it('money is integer cents and nothing happened after the seed moment', () => {
    for (const [key, value] of valuesOf(seed, (k) => k.endsWith('Cents'))) expect(Number.isInteger(value), key).toBe(true);
    const times = valuesOf(seed, (k) => /(At|^time)$/.test(k) && k !== 'expiresAt');
    expect(times.length).toBeGreaterThan(1000);
    for (const [key, value] of times) if (value !== null) expect(value as number, key).toBeLessThanOrEqual(SEED_NOW);
  });

  it('complaints with threads, messages partly unread, announcements with one hostile', () => {
    expect(seed.complaints.length).toBeGreaterThanOrEqual(8);
    expect(seed.complaints.some((c) => c.messages.length >= 3)).toBe(true);
    expect(new Set(seed.complaints.map((c) => c.status))).toEqual(new Set(['open', 'replied', 'closed']));
    expect(seed.messages.filter((m) => !m.read).length).toBeGreaterThan(5);
    const hostile = seed.announcements.filter((a) => /<script|onerror=|javascript:/.test(a.html));
    expect(hostile.map((a) => a.title)).toEqual(['【测试】富文本兼容性公告']);
    expect(hostile[0]?.html).toMatch(/<script>[\s\S]*onerror=[\s\S]*javascript:/);
    expect(seed.goods.find((g) => g.id === 40)?.description).toContain('onerror=');
  });

  it('invitees and commissions, a vip site with child sites and customers, a supplier with stock and hand orders', () => {
    expect(seed.customers.filter((c) => c.inviterId === 1).length).toBeGreaterThanOrEqual(10);
    expect(seed.commissions.length).toBeGreaterThan(10);
    const site = seed.vipSites.find((s) => s.ownerId === SEED_LOGINS.vipshop.id);
    expect(site?.name).toBe('小鹿数码商城');
    expect(seed.vipSites.filter((s) => s.parentSiteId === site?.id).length).toBeGreaterThanOrEqual(2);
    expect(seed.customers.filter((c) => c.siteId === site?.id).length).toBeGreaterThanOrEqual(20);
    expect(seed.vipGoods.length).toBeGreaterThan(10);
    const supplied = new Set(seed.goods.filter((g) => g.supplierId === SEED_LOGINS.supplier.id).map((g) => g.id));
    expect(supplied.size).toBeGreaterThan(5);
    expect(seed.cardKeys.filter((c) => c.supplierId === SEED_LOGINS.supplier.id && c.status === 'unsold').length).toBeGreaterThan(100);
    const handOrders = seed.orders.filter(
      (o) => supplied.has(o.goodsId) && o.deliveryType === 'manual' && (o.status === 'paid' || o.status === 'processing'),
    );
    expect(handOrders.length).toBeGreaterThanOrEqual(5);
    expect(seed.settlements.length).toBeGreaterThan(10);
    expect(seed.cdkCodes.length).toBe(40);
  });

  it('documented log-ins and tokens are the seed’s', () => {
    for (const login of Object.values(SEED_LOGINS)) {
      expect(seed.customers.find((c) => c.id === login.id)).toMatchObject({
        loginName: login.loginName,
        password: login.password,
        salePwd: login.salePwd,
      });
    }
    expect(seed.customers.find((c) => c.id === SEED_LOGINS.vipshop.id)?.roles).toEqual(['vip']);
    expect(seed.customers.find((c) => c.id === SEED_LOGINS.supplier.id)?.roles).toEqual(['supplier']);
    for (const a of Object.values(SEED_ADMINS))
      expect(seed.admins.find((x) => x.id === a.id)).toMatchObject({ username: a.username, roleIds: a.roleIds, verifyRole: a.verifyRole });
    for (const o of Object.values(SEED_OTHER)) expect(seed.otherAccounts.find((x) => x.id === o.id)?.loginName).toBe(o.loginName);
    for (const token of Object.values(SEED_TOKENS)) expect(seed.sessions.some((s) => s.token === token)).toBe(true);
  });

  it('one browser’s visitor orders (the documented token, contact and query password); expiry jobs of unpaid orders', () => {
    const remembered = seed.orders.filter((o) => o.visitorToken === SEED_VISITOR_TOKEN);
    expect(remembered.length).toBeGreaterThanOrEqual(8);
    expect(remembered.every((o) => o.customerId === null)).toBe(true);
    expect(new Set(remembered.map((o) => o.status)).size).toBeGreaterThanOrEqual(8);
    expect(remembered.filter((o) => o.contact === SEED_VISITOR_CONTACT)).toHaveLength(5);
    expect(remembered.some((o) => o.queryPwd === SEED_VISITOR_QUERY_PWD && o.cardIds.length > 0)).toBe(true);
    const unpaid = seed.orders.filter((o) => o.status === 'unpaid').map((o) => o.orderNo);
    expect(seed.jobs.map((j) => j.kind)).toEqual(unpaid.map(() => 'expireOrder'));
    expect(seed.jobs.map((j) => j.ref).sort()).toEqual([...unpaid].sort());
    expect(seed.jobs.map((j) => j.due)).toEqual(seed.jobs.map((j) => j.due).sort((a, b) => a - b));
    expect(
      [seed.payments, seed.recharges, seed.levelOrders, seed.requestReplies, seed.loginStates, seed.certifications, seed.alipayAuths].every(
        (t) => t.length === 0,
      ),
    ).toBe(true);
  });

  it('every order reads as the contract’s order detail', () => {
    for (const order of seed.orders) {
      const result = parseData(api.customer.getOrderInfo, orderDetail(seed, order));
      expect(result.ok, order.orderNo).toBe(true);
    }
  });
});

describe('the benchmark world and resetting', () => {
  it('large: 10,000 orders and 5,000 unsold keys, deterministic', () => {
    const large = buildSeed('large', 0);
    expect(large.orders).toHaveLength(10_000);
    expect(large.cardKeys.filter((c) => c.status === 'unsold')).toHaveLength(5_000);
    expect(new Set(large.orders.map((o) => o.orderNo)).size).toBe(10_000);
    expect(large.orders[5000]?.orderNo).toBe(buildSeed('large', 0).orders[5000]?.orderNo);
  });

  it('resetDb brings back the seed; the clock starts at the seed moment', () => {
    getDb().goods.splice(0);
    expect(getDb().goods).toHaveLength(0);
    const fresh = resetDb();
    expect(fresh.goods).toHaveLength(40);
    expect(getDb()).toBe(fresh);
    expect(resetDb({ size: 'large' }).orders).toHaveLength(10_000);
  });
});
