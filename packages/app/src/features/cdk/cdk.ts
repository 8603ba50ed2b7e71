// The card-key area (/cdk/…, no login): a short link's key, a key checked by code, its redemptions,
// and redeeming. A redemption changes what every read of that key says (used), so all are refreshed.
import { cdk } from '@shop/session/contract/cdk';
import { customerMoneyReads } from '../orders/customerReads.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';
import { goodsInfoKeys } from '../shop/order.ts';
import { goodsListKeys } from '../shop/shop.ts';

const { getShortInfo, getCdkInfo, doRecharge, getOrderList } = cdk;

/** The key behind a short link; null skips. */
export function useShortInfo(short: string | null) {
  return useApi(getShortInfo, short === null ? null : { short });
}

/** A key checked by its code; null skips. */
export function useCdkInfo(code: string | null) {
  return useApi(getCdkInfo, code === null ? null : { code });
}

/** A key's redemptions; null skips. */
export function useCdkOrders(code: string | null) {
  return useApi(getOrderList, code === null ? null : { code });
}

/**
 * Redeems a key: every read of it; a balance key the account's balance and fund log (customer-area reads:
 * the account redeemed into may be the one logged in), a goods key the goods' stock and sales.
 */
export function useRedeemCdk() {
  return useApiMutation(doRecharge, {
    refresh: [keysOf(getShortInfo), keysOf(getCdkInfo), keysOf(getOrderList), customerMoneyReads, goodsInfoKeys, goodsListKeys],
    // The redeem form asks again with the same request id after a lost answer.
    settledByRetry: true,
  });
}
