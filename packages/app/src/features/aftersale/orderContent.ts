// What an order delivered (/inside/orderContent): keys or the delivery text, and the goods' notes.
import { customer } from '@shop/session/contract/customer';
import { useApi } from '#app/data/swr.ts';

export function useOrderContent(orderNo: string | null) {
  return useApi(customer.getOrderContent, orderNo === null ? null : { orderNo }, { shouldRetryOnError: false });
}
