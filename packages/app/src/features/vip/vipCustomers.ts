// Customers of a vip site (getCustomerList, saveCustomer: level, enabled / disabled).
import type { RequestOf } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

export function useSiteCustomers(query: RequestOf<typeof vip.getCustomerList>) {
  return useApi(vip.getCustomerList, query, { keepPreviousData: true });
}

export function useSaveSiteCustomer() {
  return useApiMutation(vip.saveCustomer, { refresh: [keysOf(vip.getCustomerList)] });
}
