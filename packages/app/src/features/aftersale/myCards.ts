// The card keys I bought for resale (/inside/cdk): a page of them, and every one matching the filter for export.
import { customer } from '@shop/session/contract/customer';
import { request } from '#app/request/client.ts';
import { keysOf, useApi } from '#app/data/swr.ts';

const { getMyCardList, exportMyCards, getCardRepealList } = customer;

export const myCardListKeys = keysOf(getMyCardList);

export interface MyCardQuery {
  page: number;
  pageSize: number;
  keyword: string;
  status?: 'sold' | 'repealed';
  startDate?: string;
  endDate?: string;
}

export function useMyCards(query: MyCardQuery) {
  return useApi(getMyCardList, query, { keepPreviousData: true });
}

/** Keys with a void request waiting (shown as such in the list): the pending requests, at most 100. */
export function usePendingRepeals() {
  return useApi(getCardRepealList, { page: 1, pageSize: 100, status: 'pending' });
}

/** Every key matching the filter, complete (for the .txt file); a one-off call, not cached. */
export function exportMyCardList(filter: Omit<MyCardQuery, 'page' | 'pageSize'>) {
  return request(exportMyCards, filter);
}
