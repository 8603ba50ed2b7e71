// My favourite goods (/inside/myFavorites): the list and removing one. (Adding is the goods page's.)
import { customer } from '@shop/session/contract/customer';
import { shop } from '@shop/session/contract/shop';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getFavoriteList, doFavoriteDelete } = customer;

export const favoriteListKeys = keysOf(getFavoriteList);

export function useFavorites(query: { page: number; pageSize: number }) {
  return useApi(getFavoriteList, query, { keepPreviousData: true });
}

/** Removes a favourite; the list and any goods detail (its heart) are fetched again. */
export function useRemoveFavorite() {
  return useApiMutation(doFavoriteDelete, { refresh: [favoriteListKeys, keysOf(shop.getGoodsInfo)] });
}
