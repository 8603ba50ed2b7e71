// Child sites of a vip site (getChildList, saveChild, createChild: paid from the balance).
import type { RequestOf } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { dashboardKey } from '../account/dashboard.ts';
import { moneyKeys } from '../money/funds.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';
import { vipDesktopKey } from './vipDesktop.ts';
import { versionListKey } from './vipVersions.ts';

export function useChildSites(query: RequestOf<typeof vip.getChildList>) {
  return useApi(vip.getChildList, query, { keepPreviousData: true });
}

export function useSaveChild() {
  return useApiMutation(vip.saveChild, { refresh: [keysOf(vip.getChildList)] });
}

/**
 * Opening a child pays from the balance: the list, the desktop (child sites, balance), the versions' balance,
 * and the customer's money (the balance, the fund log, the payments, the dashboard's balance) follow.
 */
export function useCreateChild() {
  return useApiMutation(vip.createChild, {
    refresh: [keysOf(vip.getChildList), vipDesktopKey, versionListKey, ...moneyKeys, dashboardKey],
  });
}
