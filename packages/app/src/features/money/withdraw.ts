// Withdrawal (/inside/collectMoney): what may be withdrawn, my withdrawals, and withdrawing.
import { customer } from '@shop/session/contract/customer';
import type { RequestOf } from '@shop/session/contract';
import { moneyKeys } from './funds.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getWithdrawConfig, getWithdrawList, doWithdraw } = customer;

export const withdrawConfigKeys = keysOf(getWithdrawConfig);
export const withdrawListKeys = keysOf(getWithdrawList);

export function useWithdrawConfig() {
  return useApi(getWithdrawConfig);
}

export function useWithdrawals(query: RequestOf<typeof getWithdrawList>) {
  return useApi(getWithdrawList, query, { keepPreviousData: true });
}

/** Withdraws (with a request id: once); the balance, frozen amount (moneyKeys: what may be withdrawn), records and fund log change. */
export function useWithdraw() {
  return useApiMutation(doWithdraw, { refresh: [withdrawListKeys, ...moneyKeys] });
}
