// My orders: list with status counts, detail with keys, logistics, delivery content, void / refund
// requests for card keys, the goods change log, and the card keys I bought (cdk page).
import { api, orderStatuses, type MyCard } from '@shop/session/contract';
import {
  DAY,
  cardById,
  createdBetween,
  formatDateTime,
  nextId,
  orderByNo,
  ordersOfCustomer,
  paginate,
  parseDay,
  type CardKeyRow,
  type CustomerRow,
  type Db,
  type OrderRow,
} from '#mocks/db/index.ts';
import { fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { cardRepealView, cardsOf, expressView, orderDetail, orderSummary } from '../kit/views.ts';

const C = api.customer;
export const REPEAL_WINDOW_MS = 7 * DAY;

function myOrder(db: Db, customer: CustomerRow, orderNo: string): OrderRow {
  const order = orderByNo(db, orderNo);
  if (!order || order.customerId !== customer.id) fail('订单不存在');
  return order;
}

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

export const orderRoutes: MockRoute[] = [
  // Fast with 10,000 orders: the customer's orders come pre-sorted from the index (no sort per call),
  // a date range is a binary-searched slice, one pass counts the statuses, and only the page is built.
  route(C.getOrderList, ({ db, body, customer }) => {
    const keyword = body.keyword.toLowerCase();
    const from = body.startDate === undefined ? undefined : parseDay(body.startDate);
    const to = body.endDate === undefined ? undefined : parseDay(body.endDate, true);
    const inRange = createdBetween(ordersOfCustomer(db, customer.id), from, to);
    const matching =
      keyword === '' ? inRange : inRange.filter((o) => o.orderNo.includes(keyword) || o.goodsName.toLowerCase().includes(keyword));
    const statusCounts: Record<string, number> = Object.fromEntries(orderStatuses.map((s) => [s, 0]));
    for (const o of matching) statusCounts[o.status] = (statusCounts[o.status] ?? 0) + 1;
    const rows = body.status === undefined ? matching : matching.filter((o) => o.status === body.status);
    const page = paginate(rows, body.page, body.pageSize);
    return { ...page, list: page.list.map((o) => orderSummary(o)), statusCounts };
  }),

  route(C.getOrderInfo, ({ db, body, customer }) => orderDetail(db, myOrder(db, customer, body.orderNo))),

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
];
