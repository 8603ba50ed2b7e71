// The shop's catalogue: directories and goods lists.
// Reads only: the home page loads this module, so it carries the storefront contract and nothing else
// (one goods, buying and favourites are in order.ts, which reads the whole shop area).
import { storefront } from '@shop/session/contract/storefront';
import { keysOf, useApi } from '#app/data/swr.ts';

const { getGoodsDirList, getGoodsList } = storefront;

export const goodsListKeys = keysOf(getGoodsList);

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

/** The read of one page of goods (the list page's, routes/prefetchGoodsList.ts starts the same). */
export function goodsListBody(query: GoodsListQuery) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    sort: query.sort,
    inStock: query.inStock ? (1 as const) : (0 as const),
    ...(query.dirId !== null ? { dirId: query.dirId } : {}),
  };
}

/** One page of goods; the previous page stays shown while the next loads. */
export function useGoodsList(query: GoodsListQuery) {
  return useApi(getGoodsList, goodsListBody(query), { keepPreviousData: true });
}
