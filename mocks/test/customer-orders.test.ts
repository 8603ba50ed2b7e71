import { api, orderStatuses } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, SEED_NOW, type OrderRow } from '../db/index.ts';
import { SEED_TOKENS, getDb } from '../node.ts';
import { ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };
const demoOrders = () => getDb().orders.filter((o) => o.customerId === 1);
const find = (test: (o: OrderRow) => boolean) => {
  const order = demoOrders().find(test);
  if (!order) throw new Error('the seed lacks an order this test needs');
  return order;
};

describe('my orders', () => {
  it('lists newest first with counts per status; status, keyword and date filters', async () => {
    const page = await ok(C.getOrderList, { pageSize: 100 }, demo);
    expect(page.total).toBe(demoOrders().length);
    expect(page.list.map((o) => o.createdAt)).toEqual([...page.list.map((o) => o.createdAt)].sort().reverse());
    expect(Object.keys(page.statusCounts).sort()).toEqual([...orderStatuses].sort());
    expect(Object.values(page.statusCounts).reduce((a, b) => a + b, 0)).toBe(page.total);
    const delivered = await ok(C.getOrderList, { status: 'delivered', pageSize: 100 }, demo);
    expect(delivered.total).toBe(page.statusCounts.delivered);
    expect(delivered.list.every((o) => o.status === 'delivered')).toBe(true);
    const steam = await ok(C.getOrderList, { keyword: 'steam', pageSize: 100 }, demo);
    expect(steam.list.every((o) => o.goodsName.toLowerCase().includes('steam'))).toBe(true);
    const today = await ok(C.getOrderList, { startDate: '2026-11-20', endDate: '2026-11-20' }, demo);
    expect(today.list.every((o) => o.createdAt.startsWith('2026-11-20'))).toBe(true);
    expect((await ok(C.getOrderList, {}, { token: SEED_TOKENS.supplier })).total).toBe(0);
  });

  it('detail with delivered keys; only my own orders', async () => {
    const order = find((o) => o.status === 'delivered' && o.cardIds.length > 0);
    const detail = await ok(C.getOrderInfo, { orderNo: order.orderNo }, demo);
    expect(detail.cards).toHaveLength(order.cardIds.length);
    expect(detail.cards[0]?.cardNo).toMatch(/\S{8,}/);
    expect(detail.deliveredAt).not.toBeNull();
    expect(await refused(C.getOrderInfo, { orderNo: order.orderNo }, traveler)).toBe('订单不存在');
    const complained = find((o) => o.status === 'complained');
    expect((await ok(C.getOrderInfo, { orderNo: complained.orderNo }, demo)).complaintId).not.toBeNull();
  });

  it('express timeline of a shipped order; none for the others', async () => {
    const shipped = find((o) => o.express?.status === 'signed');
    const express = await ok(C.getOrderExpress, { orderNo: shipped.orderNo }, demo);
    expect(express.express.trackingNo).toMatch(/^(SF|ZTO|YD)\d{12}$/);
    expect(express.express.events).toHaveLength(4);
    expect(express.express.events[0]?.text).toContain('已签收');
    const times = express.express.events.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    const card = find((o) => o.express === null);
    expect(await refused(C.getOrderExpress, { orderNo: card.orderNo }, demo)).toBe('该订单暂无物流信息');
  });

  it('delivery content: keys one per line, or the delivery text, with the goods’ notes', async () => {
    const order = find((o) => o.status === 'delivered' && o.cardIds.length > 0);
    const content = await ok(C.getOrderContent, { orderNo: order.orderNo }, demo);
    expect(content.content.split('\n')).toHaveLength(order.cardIds.length);
    expect(content.notes).not.toBe('');
    const recharge = find((o) => o.deliveryType === 'recharge' && o.status === 'delivered');
    expect((await ok(C.getOrderContent, { orderNo: recharge.orderNo }, demo)).content).toContain('充值成功');
    const unpaid = find((o) => o.status === 'unpaid');
    expect(await refused(C.getOrderContent, { orderNo: unpaid.orderNo }, demo)).toBe('订单未付款，暂无发货内容');
  });
});

describe('void / refund requests (cardRepeal)', () => {
  it('the seeded requests carry believable refunds: the keys asked for at the unit price, all of it once approved', async () => {
    const list = await ok(C.getCardRepealList, {}, demo);
    expect(list.list.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    for (const repeal of list.list) {
      const order = getDb().orders.find((o) => o.orderNo === repeal.orderNo) as OrderRow;
      expect(repeal.cards.length).toBeGreaterThan(0);
      expect(repeal.refund).toBeGreaterThan(0);
      const asked = (order.unitPriceCents * repeal.cards.length) / 100;
      expect(repeal.refund).toBe(repeal.status === 'approved' ? Math.min(asked, order.amountCents / 100) : asked);
    }
  });

  const recent = () =>
    find(
      (o) =>
        o.status === 'delivered' &&
        o.deliveryType === 'card' &&
        (o.deliveredAt ?? 0) > SEED_NOW - 7 * DAY &&
        !getDb().cardRepeals.some((r) => r.orderNo === o.orderNo),
    );

  it('files one per order within 7 days of delivery; lists them', async () => {
    const order = recent();
    const repeal = await ok(C.doCardRepeal, { orderNo: order.orderNo, reason: '卡密无法兑换' }, demo);
    expect(repeal).toMatchObject({
      orderNo: order.orderNo,
      status: 'pending',
      reason: '卡密无法兑换',
      refund: (order.unitPriceCents * order.cardIds.length) / 100,
    });
    expect(repeal.cards).toHaveLength(order.cardIds.length);
    expect(await refused(C.doCardRepeal, { orderNo: order.orderNo, reason: '再来' }, demo)).toBe('该订单已有待处理的作废申请');
    const list = await ok(C.getCardRepealList, {}, demo);
    expect(list.list[0]?.id).toBe(repeal.id);
    expect(list.total).toBe(4);
    expect((await ok(C.getCardRepealList, { status: 'approved' }, demo)).list.every((r) => r.refund > 0)).toBe(true);
  });

  it('refuses other goods, other statuses, old deliveries, foreign keys', async () => {
    const recharge = find((o) => o.deliveryType === 'recharge' && o.status === 'delivered');
    expect(await refused(C.doCardRepeal, { orderNo: recharge.orderNo, reason: 'x' }, demo)).toBe('仅卡密商品可以申请作废');
    const refunded = find((o) => o.deliveryType === 'card' && o.status === 'refunded');
    expect(await refused(C.doCardRepeal, { orderNo: refunded.orderNo, reason: 'x' }, demo)).toBe('当前订单状态不能申请作废');
    const old = find((o) => o.status === 'delivered' && o.deliveryType === 'card' && (o.deliveredAt ?? 0) < SEED_NOW - 8 * DAY);
    expect(await refused(C.doCardRepeal, { orderNo: old.orderNo, reason: 'x' }, demo)).toBe('发货已超过7天，无法申请作废');
    expect(await refused(C.doCardRepeal, { orderNo: recent().orderNo, cardIds: [1], reason: 'x' }, demo)).toBe('所选卡密不属于该订单');
    expect(await refused(C.doCardRepeal, { orderNo: recent().orderNo, reason: '' }, demo)).toBe('请输入申请原因');
  });
});

describe('goods log and my card keys (cdk page)', () => {
  it('goods log newest first, per goods', async () => {
    const all = await ok(C.getGoodsLog, { pageSize: 100 }, demo);
    expect(all.total).toBe(40);
    const goodsId = all.list[0]?.goodsId ?? 0;
    const one = await ok(C.getGoodsLog, { goodsId, pageSize: 100 }, demo);
    expect(one.list.every((l) => l.goodsId === goodsId && l.goodsName !== '')).toBe(true);
  });

  it('the keys I bought, sold or repealed, by keyword, goods and status', async () => {
    const all = await ok(C.getMyCardList, { pageSize: 100 }, demo);
    const expected = demoOrders().reduce((n, o) => n + o.cardIds.length, 0);
    expect(all.total).toBe(expected);
    const first = all.list[0];
    const byKey = await ok(C.getMyCardList, { keyword: first?.cardNo.slice(0, 10) }, demo);
    expect(byKey.list.map((c) => c.id)).toContain(first?.id);
    const repealed = await ok(C.getMyCardList, { status: 'repealed', pageSize: 100 }, demo);
    expect(repealed.list.every((c) => c.status === 'repealed')).toBe(true);
    const goods = await ok(C.getMyCardList, { goodsId: first?.goodsId, pageSize: 100 }, demo);
    expect(goods.list.every((c) => c.goodsId === first?.goodsId)).toBe(true);
    expect((await ok(C.getMyCardList, {}, { token: SEED_TOKENS.supplier })).total).toBe(0);
  });
});
