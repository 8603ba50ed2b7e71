// Orders: my orders (paged, status tabs, keyword, date range), one of my orders with its keys, a
// visitor's orders and one of them, and a payment return page's result (the order query is orderQuery.ts).
import { customer } from '@shop/session/contract/customer';
import { payment } from '@shop/session/contract/payment';
import { shop } from '@shop/session/contract/shop';
import type { OrderStatus } from '@shop/session/contract';
import { useMarkPaid } from './paid.ts';
import { preloadApi } from '#app/data/preload.ts';
import { keysOf, useApi } from '#app/data/swr.ts';

const { getOrderList, getOrderInfo } = customer;
const { getVisitorOrders, getVisitorOrderInfo } = shop;
const { getReturnResult } = payment;

/** Every cached page and filter of my orders (to refresh after a purchase or a payment). */
export const myOrderListKeys = keysOf(getOrderList);
/** Every cached one of my orders (to refresh after a complaint or a void request changes it). */
export const myOrderKeys = keysOf(getOrderInfo);

export interface MyOrderQuery {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  keyword: string;
  startDate?: string;
  endDate?: string;
}

/** The read of one page of my orders: the filters that are set, nothing for those that are not. */
function myOrdersBody(query: MyOrderQuery) {
  const body = { page: query.page, pageSize: query.pageSize, keyword: query.keyword } as {
    page: number;
    pageSize: number;
    keyword: string;
    status?: OrderStatus;
    startDate?: string;
    endDate?: string;
  };
  if (query.status) body.status = query.status;
  if (query.startDate) body.startDate = query.startDate;
  if (query.endDate) body.endDate = query.endDate;
  return body;
}

/** One page of my orders; the previous page stays shown while the next one loads. */
export function useMyOrders(query: MyOrderQuery) {
  return useApi(getOrderList, myOrdersBody(query), { keepPreviousData: true });
}

/** `useMyOrders`' read, started before the page renders (a full page load: MyOrderPage's `prefetch`). */
export function preloadMyOrders(query: MyOrderQuery): void {
  void preloadApi(getOrderList, myOrdersBody(query));
}

/**
 * One of my orders in full, with its delivered keys; `orderNo` null skips the call. The one read of an
 * order: the detail page, the complaint form and the void request use it. An order that cannot be read
 * (not mine, no such order) is not asked again on its own: the pages offer a retry.
 */
export function useMyOrder(orderNo: string | null) {
  return useApi(getOrderInfo, orderNo === null ? null : { orderNo }, { shouldRetryOnError: false });
}

/** `useMyOrder`'s read, started before the page renders (a full page load: OrderDetailPage's `prefetch`). */
export function preloadMyOrder(orderNo: string): void {
  void preloadApi(getOrderInfo, { orderNo });
}

/** The orders of this browser's visitor token; `visitorToken` null (none yet) skips the call. */
export function useVisitorOrders(query: { page: number; pageSize: number; status?: OrderStatus; visitorToken: string | null }) {
  const { visitorToken, status, page, pageSize } = query;
  return useApi(getVisitorOrders, visitorToken === null ? null : { page, pageSize, visitorToken, ...(status ? { status } : {}) }, {
    keepPreviousData: true,
  });
}

/** One order for a visitor: complete for its own token, else locked until its query password is given. */
export function useVisitorOrder(orderNo: string | null, visitorToken: string | null | undefined, queryPwd: string) {
  const body =
    orderNo === null || visitorToken === undefined
      ? null
      : { orderNo, ...(visitorToken ? { visitorToken } : {}), ...(queryPwd ? { queryPwd } : {}) };
  return useApi(getVisitorOrderInfo, body, { keepPreviousData: true });
}

export type ReturnChannel = 'ali' | 'epay' | 'qpay' | 'fxpay';

/**
 * A return page's payment result from the server; `pollMs` > 0 asks again at that interval (while
 * pending); paid, what the payment changed is stale (paid.ts `paidKeys`). `visitorToken` undefined:
 * still reading this browser's storage, so not asked yet.
 */
export function useReturnResult(channel: ReturnChannel, orderNo: string | null, visitorToken: string | null | undefined, pollMs: number) {
  const markPaid = useMarkPaid();
  const body = orderNo === null || visitorToken === undefined ? null : { channel, orderNo, ...(visitorToken ? { visitorToken } : {}) };
  return useApi(getReturnResult, body, {
    refreshInterval: pollMs,
    revalidateOnFocus: pollMs > 0,
    onSuccess: (result) => markPaid(result.status === 'paid'),
  });
}
