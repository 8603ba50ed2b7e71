// Void / refund requests for delivered card keys (/inside/cardRepeal, and the void action of /inside/cdk).
import { customer } from '@shop/session/contract/customer';
import { myOrderKeys } from '../orders/orders.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getCardRepealList, doCardRepeal, getMyCardList } = customer;

export const cardRepealListKeys = keysOf(getCardRepealList);

export function useCardRepeals(query: { page: number; pageSize: number; status?: 'pending' | 'approved' | 'rejected' }) {
  return useApi(getCardRepealList, query, { keepPreviousData: true });
}

/** Files a request; the request list, my card keys and the order change with it. */
export function useRequestCardRepeal() {
  return useApiMutation(doCardRepeal, { refresh: [cardRepealListKeys, keysOf(getMyCardList), myOrderKeys] });
}
