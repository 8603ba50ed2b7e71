// Price lists: /inside/adjustPrice (goods with every level's price, my price and my shop price) and
// the public price query /chajia (visitor price and every level's), both by keyword and directory.
import { publicApi } from '@shop/session/contract/public';
import { shop } from '@shop/session/contract/shop';
import { useApi } from '#app/data/swr.ts';

export interface PriceQuery {
  page: number;
  pageSize: number;
  keyword: string;
  dirId?: number;
}

const body = ({ dirId, ...rest }: PriceQuery) => (dirId === undefined ? rest : { ...rest, dirId });

export function useAdjustPriceList(query: PriceQuery) {
  return useApi(shop.getAdjustPriceList, body(query), { keepPreviousData: true });
}

export function usePriceQuery(query: PriceQuery) {
  return useApi(publicApi.queryPrice, body(query), { keepPreviousData: true });
}

/** The goods directories (a flat tree), for the filter. */
export function useGoodsDirectories() {
  return useApi(shop.getGoodsDirList, undefined, { revalidateOnFocus: false });
}
