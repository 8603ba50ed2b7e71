// After a sale: an order's logistics and delivered content, card keys voided (a refund request within
// seven days of delivery), the goods change log, the card keys I bought (the cdk page), favourites, and
// complaints with their threads.
import { api, type MyCard } from '@shop/session/contract';
import {
  DAY,
  cardById,
  formatDateTime,
  nextId,
  ordersOfCustomer,
  paginate,
  parseDay,
  type CardKeyRow,
  type CustomerRow,
  type Db,
  type OrderRow,
} from '#mocks/db/index.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { cardRepealView, cardsOf, complaintMessageView, complaintSummary, complaintView, expressView, goodsSummary } from './kit/views.ts';
import { myOrder } from './orders/orders.ts';

const C = api.customer;
export const REPEAL_WINDOW_MS = 7 * DAY;
export const FAVORITES_LIMIT = 100;
const COMPLAINABLE = new Set(['paid', 'processing', 'delivered', 'abnormal']);

export const EXPORT_LIMIT = 10_000;

interface CardFilter {
  keyword: string;
  startDate?: string;
  endDate?: string;
  goodsId?: number;
  status?: 'sold' | 'repealed';
}

type BoughtCard = { card: CardKeyRow & { soldAt: number }; order: OrderRow; status: MyCard['status'] };

/**
 * The card keys a customer bought (the cdk page), newest sale first: read through their orders (the
 * index), not the whole stock; views are built by the caller for the page only.
 */
function myCards(db: Db, customer: CustomerRow, filter: CardFilter): BoughtCard[] {
  const keyword = filter.keyword.toLowerCase();
  const rows: BoughtCard[] = [];
  for (const order of ordersOfCustomer(db, customer.id)) {
    if (filter.goodsId !== undefined && order.goodsId !== filter.goodsId) continue;
    for (const id of order.cardIds) {
      const card = cardById(db, id);
      if (!card || card.soldOrderNo !== order.orderNo || card.soldAt === null) continue;
      const status = card.status === 'repealed' ? 'repealed' : 'sold';
      if (filter.status !== undefined && status !== filter.status) continue;
      if (!inRange(card.soldAt, filter.startDate, filter.endDate)) continue;
      if (keyword !== '' && !card.cardNo.toLowerCase().includes(keyword) && !order.orderNo.includes(keyword)) continue;
      rows.push({ card: card as BoughtCard['card'], order, status });
    }
  }
  return rows.sort((a, b) => b.card.soldAt - a.card.soldAt || b.card.id - a.card.id);
}

function myCardView({ card, order, status }: BoughtCard): MyCard {
  return {
    id: card.id,
    cardNo: card.cardNo,
    password: card.password,
    orderNo: order.orderNo,
    goodsId: card.goodsId,
    goodsName: order.goodsName,
    status,
    soldAt: formatDateTime(card.soldAt),
  };
}

function inRange(at: number | null, start: string | undefined, end: string | undefined): boolean {
  if (at === null) return start === undefined && end === undefined;
  return (start === undefined || at >= parseDay(start)) && (end === undefined || at <= parseDay(end, true));
}

function myComplaint(db: Db, customer: CustomerRow, id: number) {
  const row = db.complaints.find((c) => c.id === id && c.customerId === customer.id);
  if (!row) fail('投诉工单不存在');
  return row;
}

export const aftersaleRoutes: MockRoute[] = [
  route(C.getOrderExpress, ({ db, body, customer }) => {
    const order = myOrder(db, customer, body.orderNo);
    if (!order.express) fail('该订单暂无物流信息');
    return { orderNo: order.orderNo, goodsName: order.goodsName, express: expressView(order.express) };
  }),

  route(C.getOrderContent, ({ db, body, customer }) => {
    const order = myOrder(db, customer, body.orderNo);
    if (order.status === 'unpaid' || order.status === 'expired' || order.status === 'closed') fail('订单未付款，暂无发货内容');
    const goods = db.goods.find((g) => g.id === order.goodsId);
    const cards = cardsOf(db, order.cardIds);
    const content =
      cards.length > 0
        ? cards.map((c) => (c.password ? `卡号：${c.cardNo}  密码：${c.password}` : c.cardNo)).join('\n')
        : (order.deliveryText ?? '订单处理中，请稍候…');
    return {
      orderNo: order.orderNo,
      goodsName: order.goodsName,
      deliveryType: order.deliveryType,
      content,
      notes: goods?.deliveryNotes ?? '',
      cards,
    };
  }),

  route(C.doCardRepeal, ({ db, body, customer, now }) => {
    const order = myOrder(db, customer, body.orderNo);
    if (order.deliveryType !== 'card') fail('仅卡密商品可以申请作废');
    if (order.status !== 'delivered') fail('当前订单状态不能申请作废');
    if (order.deliveredAt !== null && order.deliveredAt + REPEAL_WINDOW_MS < now) fail('发货已超过7天，无法申请作废');
    if (db.cardRepeals.some((r) => r.orderNo === order.orderNo && r.status === 'pending')) fail('该订单已有待处理的作废申请');
    const cardIds = body.cardIds ?? order.cardIds;
    if (cardIds.length === 0 || cardIds.some((id) => !order.cardIds.includes(id))) fail('所选卡密不属于该订单');
    const row = {
      id: nextId(db, 'cardRepeals'),
      customerId: customer.id,
      orderNo: order.orderNo,
      cardIds: [...new Set(cardIds)],
      reason: body.reason,
      status: 'pending' as const,
      reply: '',
      refundCents: order.unitPriceCents * new Set(cardIds).size,
      createdAt: now,
      handledAt: null,
    };
    db.cardRepeals.unshift(row);
    return reply(cardRepealView(db, row), { msg: '作废申请已提交，客服将在24小时内处理' });
  }),

  route(C.getCardRepealList, ({ db, body, customer }) => {
    const rows = db.cardRepeals
      .filter((r) => r.customerId === customer.id && (body.status === undefined || r.status === body.status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((r) => cardRepealView(db, r));
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.getGoodsLog, ({ db, body }) => {
    const rows = db.goodsLogs
      .filter((l) => body.goodsId === undefined || l.goodsId === body.goodsId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((l) => ({ ...l, goodsName: db.goods.find((g) => g.id === l.goodsId)?.name ?? '', createdAt: formatDateTime(l.createdAt) }));
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.getMyCardList, ({ db, body, customer }) => {
    const page = paginate(myCards(db, customer, body), body.page, body.pageSize);
    return { ...page, list: page.list.map(myCardView) };
  }),

  route(C.exportMyCards, ({ db, body, customer }) => {
    const rows = myCards(db, customer, body);
    return reply(
      { list: rows.slice(0, EXPORT_LIMIT).map(myCardView), total: rows.length, truncated: rows.length > EXPORT_LIMIT },
      { msg: `已导出${Math.min(rows.length, EXPORT_LIMIT)}条卡密` },
    );
  }),

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
];
