// Void / refund requests for delivered card keys (/inside/cardRepeal, and the void action of /inside/cdk).
import { customer } from '@shop/session/contract/customer';
import { keysOf, useApi, useApiMutation } from './swr.ts';

const { getCardRepealList, doCardRepeal, getOrderInfo, getMyCardList } = customer;

export const cardRepealListKeys = keysOf(getCardRepealList);

export function useCardRepeals(query: { page: number; pageSize: number; status?: 'pending' | 'approved' | 'rejected' }) {
  return useApi(getCardRepealList, query, { keepPreviousData: true });
}

/** The order a new request is about (its delivered keys); null skips the call. */
export function useRepealOrder(orderNo: string | null) {
  return useApi(getOrderInfo, orderNo === null ? null : { orderNo }, { shouldRetryOnError: false });
}

/** Files a request; the request list, my card keys and the order change with it. */
export function useRequestCardRepeal() {
  return useApiMutation(doCardRepeal, { refresh: [cardRepealListKeys, keysOf(getMyCardList), keysOf(getOrderInfo)] });
}
