// The shop's catalogue and buying: directories, goods lists, one goods, placing an order, favourites.
import { customer } from '@shop/session/contract/customer';
import { shop } from '@shop/session/contract/shop';
import { useSWRConfig } from 'swr';
import { keysOf, useApi, useApiMutation } from './swr.ts';

const { getGoodsDirList, getGoodsList, getGoodsInfo, createOrder } = shop;

export const goodsListKeys = keysOf(getGoodsList);
export const goodsInfoKeys = keysOf(getGoodsInfo);

/** The directory tree (flat, with parentId); changes rarely. */
export function useGoodsDirs() {
  return useApi(getGoodsDirList, undefined, { revalidateOnFocus: false });
}

export interface GoodsListQuery {
  page: number;
  pageSize: number;
  keyword: string;
  dirId: number | null;
  sort: 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest';
  inStock: boolean;
}

/** One page of goods; the previous page stays shown while the next loads. */
export function useGoodsList(query: GoodsListQuery) {
  const body = {
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    sort: query.sort,
    inStock: query.inStock ? (1 as const) : (0 as const),
    ...(query.dirId !== null ? { dirId: query.dirId } : {}),
  };
  return useApi(getGoodsList, body, { keepPreviousData: true });
}

/** One goods in full; `id` null skips the call (no id in the address). */
export function useGoodsInfo(id: number | null) {
  return useApi(getGoodsInfo, id === null ? null : { id });
}

/** Place an order. Stock, sales and the buyer's balance change: goods and account data are fetched again. */
export function useCreateOrder() {
  return useApiMutation(createOrder, { refresh: [goodsInfoKeys, goodsListKeys, keysOf(customer.getAccount)] });
}

/** Add or remove a favourite; the goods (its `favorite` flag) and the favourites list are fetched again. */
export function useFavoriteToggle() {
  const add = useApiMutation(customer.doFavorite, { refresh: [goodsInfoKeys, keysOf(customer.getFavoriteList)] });
  const remove = useApiMutation(customer.doFavoriteDelete, { refresh: [goodsInfoKeys, keysOf(customer.getFavoriteList)] });
  const { mutate } = useSWRConfig();
  return {
    busy: add.isMutating || remove.isMutating,
    toggle: (goodsId: number, favorite: boolean) =>
      (favorite ? remove.trigger({ goodsId }) : add.trigger({ goodsId })).then(() => mutate(goodsInfoKeys)),
  };
}
