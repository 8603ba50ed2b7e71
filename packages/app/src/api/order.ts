// Buying: placing an order and the favourite toggle of the goods page.
import { customer } from '@shop/session/contract/customer';
import { shop } from '@shop/session/contract/shop';
import { useSWRConfig } from 'swr';
import { goodsInfoKeys, goodsListKeys } from './shop.ts';
import { keysOf, useApiMutation } from './swr.ts';

/** Place an order. Stock, sales and the buyer's balance change: goods and account data are fetched again. */
export function useCreateOrder() {
  return useApiMutation(shop.createOrder, { refresh: [goodsInfoKeys, goodsListKeys, keysOf(customer.getAccount)] });
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
