// My shop's prices (/inside/shop): the list with my cost and retail, and doShopPrice (spec §7).
import { customer } from '@shop/session/contract/customer';
import { shop } from '@shop/session/contract/shop';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getShopPriceList, doShopPrice } = customer;

export const shopPriceListKeys = keysOf(getShopPriceList);

export function useShopPrices(query: { page: number; pageSize: number; keyword: string }) {
  return useApi(getShopPriceList, query, { keepPreviousData: true });
}

/** Sets, changes or clears a price; the list and the price list (its "my shop price" column) follow. */
export function useSetShopPrice() {
  return useApiMutation(doShopPrice, { refresh: [shopPriceListKeys, keysOf(shop.getAdjustPriceList)] });
}
