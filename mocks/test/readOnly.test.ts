// Read-only endpoints (handlers/readOnly.ts) do not write the world, so the browser's persistence
// skips saving after them — unless a due job (a payment, an expiry) ran first.
import { api } from '@shop/session/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LARGE_KEYS_COUNT, LARGE_KEYS_ORDER_NO, MOCK_PAYER_DELAY_MS, onDbChange, resetDb } from '../db/index.ts';
import { READ_ONLY_ENDPOINTS } from '../handlers/kit/readOnly.ts';
import { SEED_TOKENS, advanceMockClock, getDb } from '../node.ts';
import { ORIGIN, ok } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
let changes = 0;
let stop: () => void = () => undefined;

beforeEach(() => {
  advanceMockClock(0);
  changes = 0;
  stop = onDbChange(() => {
    changes += 1;
  });
});
afterEach(() => stop());

describe('read-only endpoints', () => {
  it('reading my orders, an order, the order query and a return result leaves the world unchanged and unsaved', async () => {
    const before = JSON.stringify(getDb());
    const list = await ok(C.getOrderList, { page: 1, pageSize: 20 }, demo);
    const orderNo = list.list[0]?.orderNo ?? '';
    await ok(C.getOrderInfo, { orderNo }, demo);
    await ok(api.public.queryOrder, { mode: 'orderNo', orderNo });
    await ok(api.payment.getReturnResult, { channel: 'ali', orderNo }, demo);
    expect(changes).toBe(0);
    expect(JSON.stringify(getDb())).toBe(before);
    expect(READ_ONLY_ENDPOINTS.has(C.getOrderList)).toBe(true);
    expect(READ_ONLY_ENDPOINTS.has(api.shop.createOrder)).toBe(false);
  });

  it('a write is saved; a read after which the mock payer paid is saved too', async () => {
    const created = await ok(api.shop.createOrder, { goodsId: 5, quantity: 1, payMethod: 'alipay' }, demo);
    await ok(api.payment.doPay, { orderNo: created.orderNo, method: 'alipay' }, demo);
    expect(changes).toBe(2);
    advanceMockClock(MOCK_PAYER_DELAY_MS);
    const result = await ok(api.payment.getReturnResult, { channel: 'ali', orderNo: created.orderNo }, demo);
    expect(result.status).toBe('paid');
    expect(changes).toBe(3);
    await ok(api.payment.getReturnResult, { channel: 'ali', orderNo: created.orderNo }, demo);
    expect(changes).toBe(3);
  });
});

describe('the large world’s bulk order', () => {
  it('demo owns one delivered order of 5,000 keys, all sold to it; still 10,000 orders', async () => {
    resetDb({ size: 'large' });
    const db = getDb();
    expect(db.orders).toHaveLength(10_000);
    const detail = await ok(C.getOrderInfo, { orderNo: LARGE_KEYS_ORDER_NO }, demo);
    expect(detail).toMatchObject({ status: 'delivered', quantity: LARGE_KEYS_COUNT, payMethod: 'alipay' });
    expect(detail.cards).toHaveLength(LARGE_KEYS_COUNT);
    expect(new Set(detail.cards.map((c) => c.cardNo)).size).toBe(LARGE_KEYS_COUNT);
    expect(db.cardKeys.filter((c) => c.soldOrderNo === LARGE_KEYS_ORDER_NO && c.status === 'sold')).toHaveLength(LARGE_KEYS_COUNT);
    expect(db.cardKeys.filter((c) => c.status === 'unsold')).toHaveLength(5_000);
  });
});

describe('control endpoints that change the world are saved', () => {
  it('/__mock/pay, /__mock/payer and /__mock/expire tell persistence', async () => {
    const created = await ok(api.shop.createOrder, { goodsId: 5, quantity: 1, payMethod: 'alipay' }, demo);
    await ok(api.payment.doPay, { orderNo: created.orderNo, method: 'epay' }, demo);
    const before = changes;
    const post = (path: string) => fetch(`${ORIGIN}${path}`, { method: 'POST' }).then((r) => r.status);
    expect(await post(`/__mock/pay?orderNo=${created.orderNo}&result=failed`)).toBe(200);
    expect(changes).toBe(before + 1);
    expect(await post(`/__mock/pay?orderNo=${created.orderNo}`)).toBe(409);
    expect(changes).toBe(before + 1);
    expect(await post('/__mock/payer?delay=off')).toBe(200);
    expect(await post(`/__mock/expire?token=${SEED_TOKENS.traveler}`)).toBe(200);
    expect(changes).toBe(before + 3);
  });
});
