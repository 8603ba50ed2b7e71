// Price, stock and status changes of goods (/inside/goodsLog).
import { customer } from '@shop/session/contract/customer';
import { useApi } from '#app/data/swr.ts';

export function useGoodsLog(query: { page: number; pageSize: number; goodsId?: number }) {
  return useApi(customer.getGoodsLog, query, { keepPreviousData: true });
}
