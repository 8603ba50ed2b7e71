// My orders: the list with its status counts and one order with its keys (what happens after a sale is
// aftersale.ts).
import { api, orderStatuses } from '@shop/session/contract';
import {
  createdBetween,
  orderByNo,
  ordersOfCustomer,
  paginate,
  parseDay,
  type CustomerRow,
  type Db,
  type OrderRow,
} from '#mocks/db/index.ts';
import { fail, route, type MockRoute } from '../kit/framework.ts';
import { orderDetail, orderSummary } from '../kit/views.ts';

const C = api.customer;

/** One of the customer's orders, or the refusal the contract names. */
export function myOrder(db: Db, customer: CustomerRow, orderNo: string): OrderRow {
  const order = orderByNo(db, orderNo);
  if (!order || order.customerId !== customer.id) fail('订单不存在');
  return order;
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
];
