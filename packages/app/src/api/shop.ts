// The shop's catalogue: directories, goods lists, one goods.
// Reads only: the home page loads this module, so it carries the shop contract and nothing else
// (buying and favourites are in order.ts).
import { shop } from '@shop/session/contract/shop';
import { keysOf, useApi } from './swr.ts';

const { getGoodsDirList, getGoodsList, getGoodsInfo } = shop;

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
