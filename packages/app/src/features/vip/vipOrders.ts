// Orders of a vip site (getOrderList) and one in full (getOrderInfo), read when its details open.
import type { RequestOf } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { useApi } from '#app/data/swr.ts';

export function useSiteOrders(query: RequestOf<typeof vip.getOrderList>) {
  return useApi(vip.getOrderList, query, { keepPreviousData: true });
}

/** null: no order open. */
export function useSiteOrder(orderNo: string | null) {
  return useApi(vip.getOrderInfo, orderNo === null ? null : { orderNo });
}
