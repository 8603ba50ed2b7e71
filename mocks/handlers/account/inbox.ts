// Favorites, complaints with their threads, and the message inbox (unread count, mark read).
import { api } from '@shop/session/contract';
import { formatDateTime, nextId, paginate, type CustomerRow, type Db } from '#mocks/db/index.ts';
import { fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { complaintMessageView, complaintSummary, complaintView, goodsSummary } from '../kit/views.ts';

const C = api.customer;
export const FAVORITES_LIMIT = 100;
const COMPLAINABLE = new Set(['paid', 'processing', 'delivered', 'abnormal']);

const unreadOf = (db: Db, customer: CustomerRow) => db.messages.filter((m) => m.customerId === customer.id && !m.read).length;

function myComplaint(db: Db, customer: CustomerRow, id: number) {
  const row = db.complaints.find((c) => c.id === id && c.customerId === customer.id);
  if (!row) fail('投诉工单不存在');
  return row;
}

function myMessages(db: Db, customer: CustomerRow, ids: number[]) {
  const rows = db.messages.filter((m) => m.customerId === customer.id && ids.includes(m.id));
  if (rows.length !== new Set(ids).size) fail('消息不存在或已删除');
  return rows;
}

export const inboxRoutes: MockRoute[] = [
  route(C.getFavoriteList, ({ db, body, customer }) => {
    const rows = db.favorites
      .filter((f) => f.customerId === customer.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .flatMap((f) => {
        const goods = db.goods.find((g) => g.id === f.goodsId);
        return goods ? [{ id: f.id, goods: goodsSummary(db, goods, customer), createdAt: formatDateTime(f.createdAt) }] : [];
      });
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.doFavorite, ({ db, body, customer, now }) => {
    const goods = db.goods.find((g) => g.id === body.goodsId);
    if (!goods) fail('商品不存在');
    const mine = db.favorites.filter((f) => f.customerId === customer.id);
    if (mine.some((f) => f.goodsId === goods.id)) fail('该商品已在收藏夹中');
    if (mine.length >= FAVORITES_LIMIT) fail(`收藏夹最多保存${FAVORITES_LIMIT}件商品`);
    const row = { id: nextId(db, 'favorites'), customerId: customer.id, goodsId: goods.id, createdAt: now };
    db.favorites.push(row);
    return reply({ id: row.id, goods: goodsSummary(db, goods, customer), createdAt: formatDateTime(now) }, { msg: '已加入收藏' });
  }),

  route(C.doFavoriteDelete, ({ db, body, customer }) => {
    const before = db.favorites.length;
    db.favorites = db.favorites.filter((f) => !(f.customerId === customer.id && f.goodsId === body.goodsId));
    if (db.favorites.length === before) fail('该商品不在收藏夹中');
    return reply(null, { msg: '已取消收藏' });
  }),

  route(C.getComplaintList, ({ db, body, customer }) => {
    const rows = db.complaints
      .filter((c) => c.customerId === customer.id && (body.status === undefined || c.status === body.status))
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((c) => complaintSummary(db, c));
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.getComplaintInfo, ({ db, body, customer }) => complaintView(db, myComplaint(db, customer, body.id))),

  route(C.doComplaint, ({ db, body, customer, now }) => {
    const order = db.orders.find((o) => o.orderNo === body.orderNo && o.customerId === customer.id);
    if (!order) fail('订单不存在');
    if (db.complaints.some((c) => c.orderNo === order.orderNo && c.status !== 'closed')) fail('该订单已有处理中的投诉，请在原工单中补充');
    if (!COMPLAINABLE.has(order.status)) fail('该订单当前状态不能发起投诉');
    if (body.images.some((src) => !/^(\/|https?:\/\/)/.test(src))) fail('图片地址不正确，请重新上传');
    const goods = db.goods.find((g) => g.id === order.goodsId);
    const row = {
      id: nextId(db, 'complaints'),
      customerId: customer.id,
      orderNo: order.orderNo,
      goodsId: order.goodsId,
      supplierId: goods?.supplierId ?? null,
      type: body.type,
      reason: body.reason,
      title: body.title,
      content: body.content,
      images: [...body.images],
      status: 'open' as const,
      createdAt: now,
      updatedAt: now,
      messages: [],
    };
    db.complaints.unshift(row);
    order.status = 'complained';
    return reply(complaintView(db, row), { msg: '投诉已提交，客服将尽快处理' });
  }),

  route(C.doComplaintReply, ({ db, body, customer, now }) => {
    const row = myComplaint(db, customer, body.id);
    if (row.status === 'closed') fail('工单已关闭，无法回复');
    const message = {
      id: row.messages.length + 1,
      from: 'customer' as const,
      author: customer.nickname,
      content: body.content,
      images: [...body.images],
      createdAt: now,
    };
    row.messages.push(message);
    row.status = 'open';
    row.updatedAt = now;
    return reply(complaintMessageView(message), { msg: '回复成功' });
  }),

  route(C.doComplaintClose, ({ db, body, customer, now }) => {
    const row = myComplaint(db, customer, body.id);
    if (row.status === 'closed') fail('工单已关闭');
    row.status = 'closed';
    row.updatedAt = now;
    const order = db.orders.find((o) => o.orderNo === row.orderNo);
    if (order?.status === 'complained') order.status = order.deliveredAt !== null ? 'delivered' : 'paid';
    return reply(null, { msg: '工单已关闭' });
  }),

  route(C.getMessageList, ({ db, body, customer }) => {
    const rows = db.messages
      .filter((m) => m.customerId === customer.id && (body.status === 'all' || (body.status === 'unread') === !m.read))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(({ customerId: _c, ...m }) => ({ ...m, createdAt: formatDateTime(m.createdAt) }));
    return { ...paginate(rows, body.page, body.pageSize), unread: unreadOf(db, customer) };
  }),

  route(C.getUnreadCount, ({ db, customer }) => ({ count: unreadOf(db, customer) })),

  route(C.doMessageRead, ({ db, body, customer }) => {
    if (body.all === 1) {
      for (const m of db.messages) if (m.customerId === customer.id) m.read = true;
    } else {
      if (body.ids === undefined || body.ids.length === 0) fail('请选择要标记为已读的消息');
      for (const m of myMessages(db, customer, body.ids)) m.read = true;
    }
    return reply({ unread: unreadOf(db, customer) }, { msg: '已标记为已读' });
  }),

  route(C.doMessageDelete, ({ db, body, customer }) => {
    const rows = new Set(myMessages(db, customer, body.ids));
    db.messages = db.messages.filter((m) => !rows.has(m));
    return reply({ unread: unreadOf(db, customer) }, { msg: '已删除' });
  }),
];
