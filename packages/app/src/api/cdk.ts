// The card-key area (/cdk/…, no login): a short link's key, a key checked by code, its redemptions,
// and redeeming. A redemption changes what every read of that key says (used), so all are refreshed.
import { cdk } from '@shop/session/contract/cdk';
import { useApiMutation } from './mutation.ts';
import { keysOf, useApi } from './swr.ts';

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

export function useRedeemCdk() {
  return useApiMutation(doRecharge, { refresh: [keysOf(getShortInfo), keysOf(getCdkInfo), keysOf(getOrderList)] });
}
