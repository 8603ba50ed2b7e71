// Promotion (/inside/inter/inviteFriends, /inside/inter/promotion; spec §7's promotion calls): my
// status and invite link, the poster, invitees, figures, commission records, collecting it and the
// collections, and the goods to share (my shop's price list: my cost and the retail price).
import { customer } from '@shop/session/contract/customer';
import type { RequestOf } from '@shop/session/contract';
import { moneyKeys } from '../money/funds.ts';
import { useApiMutation, apiKey, keysOf, useApi } from '#app/data/swr.ts';

const {
  getPromotionCustomerStatus,
  getPromotionCustomerList,
  getPromotionCollect,
  doPromotionCollect,
  getPromotionCollects,
  getPromotionLink,
  getPromotionPoster,
  getAllPromotionDetails,
  getAllPromotionTotal,
  getShopPriceList,
} = customer;

export function usePromotionStatus() {
  return useApi(getPromotionCustomerStatus);
}

export function usePromotionLink() {
  return useApi(getPromotionLink);
}

/** The poster's caption carries my nickname: a profile edit changes it (profile.ts). */
export const promotionPosterKey = apiKey(getPromotionPoster);

export function usePromotionPoster() {
  return useApi(getPromotionPoster);
}

export function useInvitees(query: RequestOf<typeof getPromotionCustomerList>) {
  return useApi(getPromotionCustomerList, query, { keepPreviousData: true });
}

export function usePromotionTotals() {
  return useApi(getAllPromotionTotal);
}

export function useCollectable() {
  return useApi(getPromotionCollect);
}

/** My commission records; read while their tab is shown (a failure on another tab would be seen by nobody). */
export function useCommissionDetails(shown: boolean) {
  return useApi(getAllPromotionDetails, shown ? undefined : null);
}

/** My collects; null skips (its tab is not shown). */
export function useCollects(query: RequestOf<typeof getPromotionCollects> | null) {
  return useApi(getPromotionCollects, query, { keepPreviousData: true });
}

/** The goods to share, with my earning; null skips (its tab is not shown). */
export function useShareGoods(query: RequestOf<typeof getShopPriceList> | null) {
  return useApi(getShopPriceList, query, { keepPreviousData: true });
}

/** Collects (with a request id: once); what is collectable, the figures, records, balance and fund log change. */
export function useCollectCommission() {
  return useApiMutation(doPromotionCollect, {
    refresh: [
      keysOf(getPromotionCollect),
      keysOf(getPromotionCollects),
      keysOf(getAllPromotionDetails),
      keysOf(getAllPromotionTotal),
      ...moneyKeys,
    ],
  });
}
