// My orders with the benchmark world (10,000 orders, 15,000 card keys): answers stay right and a page
// query costs the page. The time is measured and printed (not asserted: speed is for benchmarks); what
// is asserted is the work — the index is built once and reused, never rebuilt or re-sorted per call.
import { api, orderStatuses } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { buildIndexes, formatDateTime, indexStats, parseDay, resetDb, type OrderRow } from '../db/index.ts';
import { SEED_TOKENS, getDb } from '../node.ts';
import { ok } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt - a.createdAt || (a.orderNo < b.orderNo ? 1 : -1);

async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  const spent: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    spent.push(performance.now() - start);
  }
  spent.sort((a, b) => a - b);
  return spent[Math.floor(spent.length / 2)] as number;
}

describe('my orders in the large world', () => {
  it('pages, tabs, date range and keyword answer as a naive scan would, without rebuilding the index', async () => {
    resetDb({ size: 'large' });
    const mine = getDb()
      .orders.filter((o) => o.customerId === 1)
      .sort(newestFirst);
    expect(mine.length).toBeGreaterThan(3000);
    await ok(C.getOrderList, {}, demo); // builds the index once
    const builds = indexStats.orderBuilds;
    const lastPage = Math.ceil(mine.length / 20);
    for (const page of [1, 2, 90, lastPage]) {
      const answer = await ok(C.getOrderList, { page, pageSize: 20 }, demo);
      expect(answer.total).toBe(mine.length);
      expect(answer.list.map((o) => o.orderNo)).toEqual(mine.slice((page - 1) * 20, page * 20).map((o) => o.orderNo));
    }
    const counts = (await ok(C.getOrderList, {}, demo)).statusCounts;
    for (const status of orderStatuses) expect(counts[status], status).toBe(mine.filter((o) => o.status === status).length);
    const delivered = await ok(C.getOrderList, { status: 'delivered', page: 3, pageSize: 50 }, demo);
    expect(delivered.list.map((o) => o.orderNo)).toEqual(
      mine
        .filter((o) => o.status === 'delivered')
        .slice(100, 150)
        .map((o) => o.orderNo),
    );
    const [start, end] = ['2026-06-01', '2026-06-30'];
    const june = await ok(C.getOrderList, { startDate: start, endDate: end, pageSize: 100 }, demo);
    const inJune = mine.filter((o) => o.createdAt >= parseDay(start) && o.createdAt <= parseDay(end, true));
    expect(june.total).toBe(inJune.length);
    expect(june.list.map((o) => o.orderNo)).toEqual(inJune.slice(0, 100).map((o) => o.orderNo));
    expect(june.list.every((o) => o.createdAt >= '2026-06-01' && o.createdAt <= '2026-06-30 23:59:59')).toBe(true);
    const steam = await ok(C.getOrderList, { keyword: 'steam', startDate: start, pageSize: 100 }, demo);
    expect(steam.total).toBe(mine.filter((o) => o.createdAt >= parseDay(start) && o.goodsName.toLowerCase().includes('steam')).length);
    expect(indexStats.orderBuilds).toBe(builds);
  });

  it('a new order joins the index without a rebuild and comes first', async () => {
    resetDb({ size: 'large' });
    await ok(C.getOrderList, {}, demo);
    const builds = indexStats.orderBuilds;
    const created = await ok(api.shop.createOrder, { goodsId: 8, quantity: 1, payMethod: 'balance', salePwd: '123456' }, demo);
    const first = await ok(C.getOrderList, { pageSize: 1 }, demo);
    expect(first.list[0]?.orderNo).toBe(created.orderNo);
    expect(first.list[0]?.createdAt).toBe(formatDateTime(getDb().orders[0]?.createdAt ?? 0));
    expect(indexStats.orderBuilds).toBe(builds);
  });

  it('buildIndexes builds the look-ups ahead (the browser does it when idle after a restore): the first calls build none', async () => {
    resetDb({ size: 'large' });
    const before = { ...indexStats };
    buildIndexes(getDb());
    expect(indexStats).toEqual({ orderBuilds: before.orderBuilds + 1, cardBuilds: before.cardBuilds + 1 });
    buildIndexes(getDb()); // current already: nothing to build
    // My orders (the order index) and my card keys (the card index, through the orders) after it.
    expect((await ok(C.getOrderList, { pageSize: 5 }, demo)).list).toHaveLength(5);
    expect((await ok(C.getMyCardList, { pageSize: 5 }, demo)).list).toHaveLength(5);
    expect(indexStats).toEqual({ orderBuilds: before.orderBuilds + 1, cardBuilds: before.cardBuilds + 1 });
  });

  it('measures a page query (printed), and my card keys read through my orders', async () => {
    resetDb({ size: 'large' });
    await ok(C.getOrderList, {}, demo);
    const builds = indexStats.orderBuilds;
    // A trivial call of the same session: what MSW, the session check and the envelope cost alone.
    const trivial = await median(21, () => ok(C.getUnreadCount, undefined, demo));
    const page = await median(21, () => ok(C.getOrderList, { page: 50, pageSize: 20 }, demo));
    const tab = await median(21, () => ok(C.getOrderList, { status: 'delivered', page: 20, pageSize: 20 }, demo));
    const range = await median(21, () => ok(C.getOrderList, { startDate: '2026-03-01', endDate: '2026-09-30', keyword: '会员' }, demo));
    const cards = await median(11, () => ok(C.getMyCardList, { page: 10, pageSize: 50 }, demo));
    console.info(
      `[bench] large world, demo's ${getDb().orders.filter((o) => o.customerId === 1).length} of 10,000 orders, median per call through MSW: ` +
        `a trivial call ${trivial.toFixed(2)} ms · page 50 ${page.toFixed(2)} ms · delivered tab ${tab.toFixed(2)} ms · date range + keyword ${range.toFixed(2)} ms · my card keys ${cards.toFixed(2)} ms`,
    );
    expect(indexStats.orderBuilds).toBe(builds);
    const keys = await ok(C.getMyCardList, { pageSize: 100 }, demo);
    const expected = getDb()
      .orders.filter((o) => o.customerId === 1)
      .reduce((n, o) => n + o.cardIds.length, 0);
    expect(keys.total).toBe(expected);
    const exported = await ok(C.exportMyCards, {}, demo);
    expect(exported).toMatchObject({ total: expected, truncated: false });
    expect(exported.list.slice(0, 100)).toEqual(keys.list);
  });
});
