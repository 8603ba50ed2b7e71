import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS, getDb } from '../node.ts';
import { ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };

describe('favorites', () => {
  it('list, add (prices for my level), remove; duplicates and unknown goods refused', async () => {
    const list = await ok(C.getFavoriteList, {}, demo);
    expect(list.total).toBe(6);
    const added = await ok(C.doFavorite, { goodsId: 2 }, demo);
    expect(added.goods).toMatchObject({ id: 2, name: '爱奇艺黄金VIP月卡', price: 16.5, myPrice: 15.51 });
    expect((await ok(C.getFavoriteList, {}, demo)).list[0]?.goods.id).toBe(2);
    expect(await refused(C.doFavorite, { goodsId: 2 }, demo)).toBe('该商品已在收藏夹中');
    expect(await refused(C.doFavorite, { goodsId: 404 }, demo)).toBe('商品不存在');
    await ok(C.doFavoriteDelete, { goodsId: 2 }, demo);
    expect(await refused(C.doFavoriteDelete, { goodsId: 2 }, demo)).toBe('该商品不在收藏夹中');
    expect((await ok(C.getFavoriteList, {}, demo)).total).toBe(6);
  });
});

describe('complaints with threads', () => {
  it('lists mine, shows the thread', async () => {
    const list = await ok(C.getComplaintList, { pageSize: 50 }, demo);
    expect(list.total).toBe(getDb().complaints.filter((c) => c.customerId === 1).length);
    const replied = list.list.find((c) => c.status === 'replied');
    const detail = await ok(C.getComplaintInfo, { id: replied?.id }, demo);
    expect(detail.messages[0]).toMatchObject({ from: expect.stringMatching(/staff|supplier/) as unknown as string });
    const closed = await ok(C.getComplaintList, { status: 'closed' }, demo);
    expect(closed.list.every((c) => c.status === 'closed')).toBe(true);
    expect(await refused(C.getComplaintInfo, { id: replied?.id }, traveler)).toBe('投诉工单不存在');
  });

  it('files one on a paid order, replies to it, closes it (the order returns to delivered)', async () => {
    const order = getDb().orders.find(
      (o) => o.customerId === 1 && o.status === 'delivered' && !getDb().complaints.some((c) => c.orderNo === o.orderNo),
    );
    const form = {
      orderNo: order?.orderNo,
      type: 'aftersale',
      reason: '卡密无效',
      title: '卡密提示已使用',
      content: '兑换时提示已被使用',
      images: ['/mock-uploads/1'],
    };
    const complaint = await ok(C.doComplaint, form, demo);
    expect(complaint).toMatchObject({ status: 'open', orderNo: order?.orderNo, images: ['/mock-uploads/1'], messages: [] });
    expect((await ok(C.getOrderInfo, { orderNo: order?.orderNo }, demo)).status).toBe('complained');
    expect(await refused(C.doComplaint, form, demo)).toBe('该订单已有处理中的投诉，请在原工单中补充');
    const reply = await ok(C.doComplaintReply, { id: complaint.id, content: '补充：第二张卡也不行' }, demo);
    expect(reply).toMatchObject({ from: 'customer', author: '云端旅人', content: '补充：第二张卡也不行' });
    expect((await ok(C.getComplaintInfo, { id: complaint.id }, demo)).messages).toHaveLength(1);
    await ok(C.doComplaintClose, { id: complaint.id }, demo);
    expect((await ok(C.getOrderInfo, { orderNo: order?.orderNo }, demo)).status).toBe('delivered');
    expect(await refused(C.doComplaintReply, { id: complaint.id, content: '还在吗' }, demo)).toBe('工单已关闭，无法回复');
    expect(await refused(C.doComplaintClose, { id: complaint.id }, demo)).toBe('工单已关闭');
  });

  it('refuses unpaid orders, foreign orders, bad images, too many images', async () => {
    const unpaid = getDb().orders.find((o) => o.customerId === 1 && o.status === 'unpaid');
    const base = { type: 'presale', reason: '咨询', title: '标题', content: '内容' };
    expect(await refused(C.doComplaint, { ...base, orderNo: unpaid?.orderNo }, demo)).toBe('该订单当前状态不能发起投诉');
    expect(await refused(C.doComplaint, { ...base, orderNo: unpaid?.orderNo }, traveler)).toBe('订单不存在');
    const paid = getDb().orders.find(
      (o) => o.customerId === 1 && o.status === 'delivered' && !getDb().complaints.some((c) => c.orderNo === o.orderNo),
    );
    expect(await refused(C.doComplaint, { ...base, orderNo: paid?.orderNo, images: ['javascript:alert(1)'] }, demo)).toBe(
      '图片地址不正确，请重新上传',
    );
    expect(await refused(C.doComplaint, { ...base, orderNo: paid?.orderNo, images: ['/1', '/2', '/3', '/4', '/5', '/6'] }, demo)).toBe(
      '最多上传5张图片',
    );
    expect(await refused(C.doComplaint, { ...base, orderNo: paid?.orderNo, type: 'other' }, demo)).toBe('请选择投诉类型');
  });
});

describe('messages (R2.3: the unread count prefixes the title)', () => {
  it('inbox with unread count; filter unread; mark some, then all read', async () => {
    const inbox = await ok(C.getMessageList, {}, demo);
    expect(inbox).toMatchObject({ total: 24, unread: 8 });
    const unread = await ok(C.getMessageList, { status: 'unread' }, demo);
    expect(unread.list.every((m) => !m.read)).toBe(true);
    const ids = unread.list.slice(0, 3).map((m) => m.id);
    expect(await ok(C.doMessageRead, { ids }, demo)).toEqual({ unread: 5 });
    expect(await ok(C.getUnreadCount, undefined, demo)).toEqual({ count: 5 });
    expect((await ok(C.getMessageList, { status: 'read' }, demo)).total).toBe(19);
    expect(await ok(C.doMessageRead, { all: 1 }, demo)).toEqual({ unread: 0 });
    expect((await ok(C.getIndexData, undefined, demo)).unreadMessages).toBe(0);
  });

  it('deletes mine; refuses others’ ids and an empty selection', async () => {
    const [first] = (await ok(C.getMessageList, { status: 'unread' }, demo)).list;
    expect(await ok(C.doMessageDelete, { ids: [first?.id] }, demo)).toEqual({ unread: 7 });
    expect((await ok(C.getMessageList, {}, demo)).total).toBe(23);
    const theirs = (await ok(C.getMessageList, {}, traveler)).list[0];
    expect(await refused(C.doMessageRead, { ids: [theirs?.id] }, demo)).toBe('消息不存在或已删除');
    expect(await refused(C.doMessageDelete, { ids: [theirs?.id] }, demo)).toBe('消息不存在或已删除');
    expect(await refused(C.doMessageRead, {}, demo)).toBe('请选择要标记为已读的消息');
  });
});
