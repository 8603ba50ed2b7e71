// The fund log (/inside/accountmoney) and payment records (/inside/payInfo): server-side pages and filters.
import { customer } from '@shop/session/contract/customer';
import type { RequestOf } from '@shop/session/contract';
import { keysOf, useApi } from './swr.ts';

const { getFundLog, getPayRecords, getAccount } = customer;

export const fundLogKeys = keysOf(getFundLog);
export const payRecordKeys = keysOf(getPayRecords);
/** The balance every money write changes (the frames' account read too). */
export const accountKeys = keysOf(getAccount);

/** What every money write refreshes: the balance, the fund log and the payments. */
export const moneyKeys = [accountKeys, fundLogKeys, payRecordKeys] as const;

export function useFundLog(query: RequestOf<typeof getFundLog>) {
  return useApi(getFundLog, query, { keepPreviousData: true });
}

export function usePayRecords(query: RequestOf<typeof getPayRecords>) {
  return useApi(getPayRecords, query, { keepPreviousData: true });
}
