// Buying: one goods in full, placing an order and the favourite toggle of the goods page.
import { account } from '@shop/session/contract/account';
import { shop } from '@shop/session/contract/shop';
import { customerMoneyReads, customerOrderReads } from '../orders/customerReads.ts';
import { goodsListKeys } from './shop.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

export const goodsInfoKeys = keysOf(shop.getGoodsInfo);

/** One goods in full; `id` null skips the call (no id in the address). */
export function useGoodsInfo(id: number | null) {
  return useApi(shop.getGoodsInfo, id === null ? null : { id });
}

/**
 * Place an order. Stock and sales change, and the buyer's orders and payments (a balance purchase: the
 * balance and the fund log too, a card goods the keys I bought): goods, account and customer-area reads.
 */
export function useCreateOrder() {
  return useApiMutation(shop.createOrder, {
    refresh: [goodsInfoKeys, goodsListKeys, keysOf(account.getAccount), customerMoneyReads, customerOrderReads],
  });
}

/** Add or remove a favourite; the goods (its `favorite` flag) and the favourites list are fetched again. */
export function useFavoriteToggle() {
  const add = useApiMutation(account.doFavorite, { refresh: [goodsInfoKeys, keysOf(account.getFavoriteList)] });
  const remove = useApiMutation(account.doFavoriteDelete, { refresh: [goodsInfoKeys, keysOf(account.getFavoriteList)] });
  return {
    busy: add.isMutating || remove.isMutating,
    toggle: (goodsId: number, favorite: boolean) => (favorite ? remove.trigger({ goodsId }) : add.trigger({ goodsId })),
  };
}

/** Check a coupon for what is in the buy form (the answer is the form's state, not cached). */
export function useCheckCoupon() {
  return useApiMutation(shop.checkCoupon);
}

/** A page of the keys a buyer may pick (null: picking is off). Kept while the next page loads. */
export function usePickableKeys(query: { goodsId: number; optionId: number | null; page: number } | null) {
  const body =
    query === null
      ? null
      : { goodsId: query.goodsId, page: query.page, pageSize: 10, ...(query.optionId !== null ? { optionId: query.optionId } : {}) };
  return useApi(shop.getPickableKeys, body, { keepPreviousData: true });
}

/**
 * The buy form's captcha (visitors). Read once and never revalidated behind the user's back: a new
 * one comes only from `mutate()` (换一张, or after a refused order, since each try uses one up).
 */
export function useCaptcha(enabled: boolean) {
  return useApi(shop.getCaptcha, enabled ? {} : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
