// Transfer (/inside/transMoney): who a transfer reaches (before the sale password), my transfers, transferring.
import { customer } from '@shop/session/contract/customer';
import type { RequestOf } from '@shop/session/contract';
import { moneyKeys } from './funds.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getTransferPayee, getTransferList, doTransfer } = customer;

export const transferListKeys = keysOf(getTransferList);

export function useTransfers(query: RequestOf<typeof getTransferList>) {
  return useApi(getTransferList, query, { keepPreviousData: true });
}

/** Looks the payee up on demand (the "next" button), never from a cache: the answer is what is confirmed. */
export function useTransferPayee() {
  return useApiMutation(getTransferPayee);
}

/** Transfers (with a request id: once); my balance, the fund log and the records change. */
export function useTransfer() {
  return useApiMutation(doTransfer, { refresh: [transferListKeys, ...moneyKeys] });
}
