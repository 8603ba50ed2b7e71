import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, formatDate, now, startOfDay } from '../db/index.ts';
import { SEED_TOKENS, getDb } from '../node.ts';
import { ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };

describe('promotion (inviteFriends, promotion)', () => {
  it('status, link and poster', async () => {
    expect(await ok(C.getPromotionCustomerStatus, undefined, demo)).toEqual({
      enabled: true,
      rate: 5,
      inviteCode: 'YQ0001',
      inviteeCount: 16,
    });
    const link = await ok(C.getPromotionLink, undefined, demo);
    expect(link).toEqual({ link: 'http://shop.test/register?invite=YQ0001', inviteCode: 'YQ0001' });
    const poster = await ok(C.getPromotionPoster, undefined, demo);
    expect(poster.link).toBe(link.link);
    expect(poster.caption).toContain('云端旅人');
  });

  it('invitees with level, masked contact, spend and recharge; keyword and pages', async () => {
    const page = await ok(C.getPromotionCustomerList, { pageSize: 5 }, demo);
    expect(page.total).toBe(16);
    expect(page.list).toHaveLength(5);
    expect(page.list.every((i) => i.contact === '' || /\*{3}/.test(i.contact))).toBe(true);
    expect(page.list.some((i) => i.totalSpend > 0)).toBe(true);
    const one = await ok(C.getPromotionCustomerList, { keyword: '旅行的鱼' }, demo);
    expect(one.list.map((i) => i.nickname)).toEqual(['旅行的鱼']);
    expect((await ok(C.getPromotionCustomerList, {}, traveler)).total).toBe(0);
  });

  it('commission records and totals agree', async () => {
    const details = await ok(C.getAllPromotionDetails, undefined, demo);
    expect(details.list.length).toBeGreaterThan(10);
    expect(new Set(details.list.map((d) => d.status))).toEqual(new Set(['pending', 'collectable', 'collected']));
    const total = await ok(C.getAllPromotionTotal, undefined, demo);
    const sum = (s?: string) => details.list.filter((d) => !s || d.status === s).reduce((a, d) => a + d.commission, 0);
    expect(total.totalCommission).toBeCloseTo(sum(), 2);
    expect(total.collected).toBeCloseTo(sum('collected'), 2);
    expect(total.invitees).toBe(16);
    const collects = await ok(C.getPromotionCollects, {}, demo);
    expect(collects.list.reduce((a, c) => a + c.amount, 0)).toBeCloseTo(total.collected, 2);
  });

  it('totals: the last 30 days of commission by day; an invitee’s new order moves today', async () => {
    const total = await ok(C.getAllPromotionTotal, undefined, demo);
    const days = total.last30Days;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.date).toBe(formatDate(now()));
    const since = startOfDay(now()) - 29 * DAY;
    const rows = getDb().commissions.filter((c) => c.customerId === 1 && c.createdAt >= since);
    expect(days.reduce((sum, d) => sum + Math.round(d.commission * 100), 0)).toBe(rows.reduce((sum, r) => sum + r.commissionCents, 0));
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBe(new Set(rows.map((r) => r.orderNo)).size);
    expect(days.filter((d) => d.commission > 0).length).toBeGreaterThan(3);

    // 旅行的鱼 (invited by demo, 5 %) buys: demo's commission today grows by 5 % of the order.
    const order = await ok(api.shop.createOrder, { goodsId: 8, quantity: 1, payMethod: 'balance' }, traveler);
    const after = (await ok(C.getAllPromotionTotal, undefined, demo)).last30Days;
    expect(after.at(-1)?.orders).toBe((days.at(-1)?.orders ?? 0) + 1);
    expect(after.at(-1)?.commission).toBeCloseTo((days.at(-1)?.commission ?? 0) + Math.round(order.amount * 5) / 100, 2);
    // Collecting moves commission into the balance, not between days.
    await ok(C.doPromotionCollect, { amount: '10' }, demo);
    expect((await ok(C.getAllPromotionTotal, undefined, demo)).last30Days).toEqual(after);
    // Someone with no invitees has 30 empty days.
    expect((await ok(C.getAllPromotionTotal, undefined, traveler)).last30Days.every((d) => d.orders === 0 && d.commission === 0)).toBe(
      true,
    );
  });

  it('collect: at least the minimum, at most what is collectable; moves it into the balance', async () => {
    const before = await ok(C.getPromotionCollect, undefined, demo);
    expect(before.minimum).toBe(10);
    expect(before.collectable).toBeGreaterThan(10);
    expect(await refused(C.doPromotionCollect, { amount: '5' }, demo)).toBe('单次领取不得少于 ¥10.00');
    expect(await refused(C.doPromotionCollect, { amount: String(before.collectable + 1) }, demo)).toBe(
      `领取金额超过可领取佣金 ¥${before.collectable.toFixed(2)}`,
    );
    const record = await ok(C.doPromotionCollect, { amount: '10' }, demo);
    expect(record).toMatchObject({ amount: 10, balanceAfter: 1298.5 });
    const after = await ok(C.getPromotionCollect, undefined, demo);
    expect(after.collectable).toBeCloseTo(before.collectable - 10, 2);
    expect((await ok(C.getPromotionCollects, {}, demo)).list[0]?.id).toBe(record.id);
    expect((await ok(C.getFundLog, { pageSize: 1 }, demo)).list[0]).toMatchObject({ type: 'commission', amount: 10 });
  });

  it('collect once per request id: a double click, a retry or a second tab moves the balance once', async () => {
    const before = await ok(C.getPromotionCollect, undefined, demo);
    const logsBefore = (await ok(C.getFundLog, {}, demo)).total;
    const form = { amount: '10', requestId: 'pc-req-000001' };
    const [first, second] = await Promise.all([ok(C.doPromotionCollect, form, demo), ok(C.doPromotionCollect, form, demo)]);
    const third = await ok(C.doPromotionCollect, form, demo);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first).toMatchObject({ amount: 10, balanceAfter: 1298.5 });
    expect((await ok(C.getPromotionCollect, undefined, demo)).collectable).toBeCloseTo(before.collectable - 10, 2);
    const logs = await ok(C.getFundLog, {}, demo);
    expect(logs.total).toBe(logsBefore + 1);
    expect(logs.list[0]).toMatchObject({ type: 'commission', amount: 10, balanceAfter: 1298.5 });
    expect((await ok(C.getAccount, undefined, demo)).balance).toBe(1298.5);
    // The same id for another amount is refused; a new id is a new collection (here: more than is left).
    expect(await refused(C.doPromotionCollect, { amount: '11', requestId: 'pc-req-000001' }, demo)).toBe(
      '该请求编号已用于另一笔操作，请刷新页面后重试',
    );
    expect(await refused(C.doPromotionCollect, { amount: '10', requestId: 'pc-req-000002' }, demo)).toBe(
      `领取金额超过可领取佣金 ¥${(before.collectable - 10).toFixed(2)}`,
    );
  });

  it('a refused collect stores nothing: the same id may try again', async () => {
    expect(await refused(C.doPromotionCollect, { amount: '5', requestId: 'pc-req-000003' }, demo)).toBe('单次领取不得少于 ¥10.00');
    expect(await refused(C.doPromotionCollect, { amount: '5', requestId: 'pc-req-000003' }, demo)).toBe('单次领取不得少于 ¥10.00');
  });

  it('collecting everything leaves nothing to collect', async () => {
    const { collectable } = await ok(C.getPromotionCollect, undefined, demo);
    await ok(C.doPromotionCollect, { amount: collectable.toFixed(2) }, demo);
    expect((await ok(C.getPromotionCollect, undefined, demo)).collectable).toBe(0);
    expect(await refused(C.doPromotionCollect, { amount: '10' }, demo)).toBe('暂无可领取的佣金');
    expect(await refused(C.doPromotionCollect, { amount: '10' }, traveler)).toBe('暂无可领取的佣金');
  });
});

describe('my shop prices (shop, doShopPrice)', () => {
  it('lists goods with my cost, retail and my price; set by percent or fixed, clear', async () => {
    const list = await ok(C.getShopPriceList, { keyword: '腾讯视频VIP月卡' }, demo);
    expect(list.shopLink).toBe('http://shop.test/?shop=YQ0001');
    expect(list.list[0]).toMatchObject({ goodsId: 1, mode: 'percent', value: 10, retail: 15.8 });
    const cost = list.list[0]?.cost ?? 0;
    expect(list.list[0]?.price).toBeCloseTo(Math.round(cost * 110) / 100, 2);
    const fixed = await ok(C.doShopPrice, { goodsId: 3, mode: 'fixed', value: '16.80' }, demo);
    expect(fixed).toMatchObject({ goodsId: 3, mode: 'fixed', value: 16.8, price: 16.8 });
    const percent = await ok(C.doShopPrice, { goodsId: 3, mode: 'percent', value: '20' }, demo);
    expect(percent.price).toBeCloseTo(Math.round(percent.cost * 120) / 100, 2);
    const cleared = await ok(C.doShopPrice, { goodsId: 3, mode: 'clear' }, demo);
    expect(cleared).toMatchObject({ mode: null, value: null, price: 14.9 });
    expect(getDb().shopPrices.filter((p) => p.customerId === 1 && p.goodsId === 3)).toHaveLength(0);
  });

  it('refuses below cost, absurd prices and percentages, unknown or off-sale goods', async () => {
    expect(await refused(C.doShopPrice, { goodsId: 3, mode: 'fixed', value: '1' }, demo)).toMatch(/^售价不能低于您的拿货价 ¥\d+\.\d{2}$/);
    expect(await refused(C.doShopPrice, { goodsId: 3, mode: 'fixed', value: '100' }, demo)).toBe('售价不能超过零售价的3倍');
    expect(await refused(C.doShopPrice, { goodsId: 3, mode: 'percent', value: '301' }, demo)).toBe('加价比例应在0到300之间');
    expect(await refused(C.doShopPrice, { goodsId: 999, mode: 'percent', value: '1' }, demo)).toBe('商品不存在或已下架');
    expect(await refused(C.doShopPrice, { goodsId: 10, mode: 'percent', value: '1' }, demo)).toBe('商品不存在或已下架');
    expect(await refused(C.doShopPrice, { goodsId: 3, mode: 'double', value: '1' }, demo)).toBe('定价方式不正确');
  });
});
