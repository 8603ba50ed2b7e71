// Logistics of an order: mine (customer.getOrderExpress) or a visitor's (shop.getVisitorExpress, by
// number with this browser's visitor token or the order's query password).
import { customer } from '@shop/session/contract/customer';
import { shop } from '@shop/session/contract/shop';
import { useApi } from '#app/data/swr.ts';

/** My order's timeline; `orderNo` null skips the call (no number in the address). */
export function useOrderExpress(orderNo: string | null) {
  return useApi(customer.getOrderExpress, orderNo === null ? null : { orderNo }, { shouldRetryOnError: false });
}

/** A visitor's order timeline; `query` null skips the call. */
export function useVisitorExpress(query: { orderNo: string; visitorToken: string; queryPwd: string } | null) {
  return useApi(shop.getVisitorExpress, query, { shouldRetryOnError: false });
}
