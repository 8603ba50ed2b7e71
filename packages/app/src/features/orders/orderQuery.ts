// The public order query of /chadan: by order number, or the latest orders of a contact, and opening a
// locked result with its query password. Apart from orders.ts so /chadan loads only the public contract.
import { publicApi } from '@shop/session/contract/public';
import { useApiMutation, useApi } from '#app/data/swr.ts';

const { queryOrder } = publicApi;

export interface OrderQueryBody {
  mode: 'orderNo' | 'contact';
  orderNo?: string;
  contact?: string;
  queryPwd?: string;
}

/**
 * The public order query; null until the visitor searches. Asked once per search, and again when the tab
 * regains focus (the orders found may have been paid or complained about meanwhile).
 */
export function useOrderQuery(body: OrderQueryBody | null) {
  return useApi(queryOrder, body, { revalidateOnReconnect: false, shouldRetryOnError: false });
}

/** Opens one locked result of the order query with its query password (a write-like call: on demand). */
export function useUnlockQueriedOrder() {
  return useApiMutation(queryOrder);
}
