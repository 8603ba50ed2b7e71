// The fund log (/inside/accountmoney) and payment records (/inside/payInfo): server-side pages and filters.
import { customer } from '@shop/session/contract/customer';
import type { RequestOf } from '@shop/session/contract';
import { preloadApi } from '#app/data/preload.ts';
import { keysOf, useApi } from '#app/data/swr.ts';

const { getFundLog, getPayRecords, getAccount, getIndexData, getWithdrawConfig, getCreateVipInfo } = customer;

export const fundLogKeys = keysOf(getFundLog);
export const payRecordKeys = keysOf(getPayRecords);
/** The balance every money write changes (the frames' account read too). */
export const accountKeys = keysOf(getAccount);

/**
 * What every money write refreshes: the balance wherever it is shown (the account, the dashboard, what may be
 * withdrawn, the open-a-shop page), the fund log and the payments.
 */
export const moneyKeys = [
  accountKeys,
  keysOf(getIndexData),
  keysOf(getWithdrawConfig),
  keysOf(getCreateVipInfo),
  fundLogKeys,
  payRecordKeys,
] as const;

/**
 * The account's read (`useAccount`), started before a page that draws the balance renders (its `prefetch`).
 * Here, not in account.ts: that module is in every page's first load, this only in the pages that use it.
 */
export function preloadAccount(): void {
  void preloadApi(getAccount, undefined);
}

/** `useFundLog`'s read, started before the page renders (AccountMoneyPage's `prefetch`). */
export function preloadFundLog(query: RequestOf<typeof getFundLog>): void {
  void preloadApi(getFundLog, query);
}

export function useFundLog(query: RequestOf<typeof getFundLog>) {
  return useApi(getFundLog, query, { keepPreviousData: true });
}

export function usePayRecords(query: RequestOf<typeof getPayRecords>) {
  return useApi(getPayRecords, query, { keepPreviousData: true });
}
