// After buying: the order's keys and content, a complaint with an uploaded image and its thread, and
// the keys I bought on the cdk page (filter, export, void).
import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../node.ts';
import { ORIGIN, ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const buy = (goodsId: number, quantity: number) =>
  ok(api.shop.createOrder, { goodsId, quantity, payMethod: 'balance', salePwd: '123456' }, demo);

describe('after buying', () => {
  it('the order’s content lists exactly the delivered keys', async () => {
    const order = await buy(33, 3);
    const content = await ok(C.getOrderContent, { orderNo: order.orderNo }, demo);
    expect(content.cards).toEqual(order.cards);
    expect(content.content.split('\n')).toEqual(order.cards.map((c) => `卡号：${c.cardNo}  密码：${c.password}`));
    expect(await refused(C.getOrderExpress, { orderNo: order.orderNo }, demo)).toBe('该订单暂无物流信息');
  });

  it('a complaint with an image uploaded through /inside/uploadFile, then a reply with another', async () => {
    const order = await buy(34, 1);
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'proof.png', { type: 'image/png' });
    const upload = await ok(C.uploadFile, { file: png, usage: 'complaint' }, demo);
    expect(upload.url).toMatch(/^\/mock-uploads\/\d+$/);
    const served = await fetch(`${ORIGIN}${upload.url}`);
    expect(served.headers.get('content-type')).toContain('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
    const complaint = await ok(
      C.doComplaint,
      {
        orderNo: order.orderNo,
        type: 'aftersale',
        reason: '卡密无效',
        title: '提示已使用',
        content: '兑换时提示已被使用',
        images: [upload.url],
      },
      demo,
    );
    expect(complaint).toMatchObject({ status: 'open', images: [upload.url] });
    const second = await ok(C.uploadFile, { file: png }, demo);
    await ok(C.doComplaintReply, { id: complaint.id, content: '补充截图', images: [second.url] }, demo);
    const thread = await ok(C.getComplaintInfo, { id: complaint.id }, demo);
    expect(thread.messages.map((m) => [m.from, m.content, m.images])).toEqual([['customer', '补充截图', [second.url]]]);
    expect((await ok(C.getOrderInfo, { orderNo: order.orderNo }, demo)).complaintId).toBe(complaint.id);
  });

  it('my card keys: found by key and goods, exported in full, one voided by a repeal request', async () => {
    const order = await buy(33, 3);
    const [first] = order.cards;
    const byKey = await ok(C.getMyCardList, { keyword: first?.cardNo }, demo);
    expect(byKey.list).toEqual([
      expect.objectContaining({ id: first?.id, orderNo: order.orderNo, status: 'sold', password: first?.password }),
    ]);
    const exported = await ok(C.exportMyCards, { goodsId: 33 }, demo);
    expect(exported.truncated).toBe(false);
    expect(
      exported.list
        .filter((c) => c.orderNo === order.orderNo)
        .map((c) => c.cardNo)
        .sort(),
    ).toEqual(order.cards.map((c) => c.cardNo).sort());
    expect(exported.list.every((c) => c.goodsId === 33)).toBe(true);
    const repeal = await ok(C.doCardRepeal, { orderNo: order.orderNo, cardIds: [first?.id], reason: '卡密无法兑换' }, demo);
    expect(repeal).toMatchObject({ status: 'pending', cards: [first], refund: order.amount / 3 });
    expect((await ok(C.getCardRepealList, { status: 'pending' }, demo)).list[0]?.id).toBe(repeal.id);
    expect((await ok(C.exportMyCards, { status: 'repealed', goodsId: 33 }, demo)).list.some((c) => c.orderNo === order.orderNo)).toBe(
      false,
    );
    expect(await refused(C.exportMyCards, { startDate: '2026/11/01' }, demo)).toBe('日期格式应为YYYY-MM-DD');
  });
});
