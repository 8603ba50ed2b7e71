// The versions of a vip site (getVersionList) and paying for one (doVersionRenew, doVersionUpgrade).
// Their answers carry keyDay: the request client turns it into the u-query-day cookie (R7.2).
import { vip } from '@shop/session/contract/vip';
import { dashboardKey } from '../account/dashboard.ts';
import { moneyKeys } from '../money/funds.ts';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';
import { vipDesktopKey } from './vipDesktop.ts';

export const versionListKey = apiKey(vip.getVersionList);

export function useVersionList() {
  return useApi(vip.getVersionList);
}

/**
 * The site's term, version and the balance changed: the versions, the desktop, the site and the customer's
 * money (the balance, the fund log, the payments, the dashboard's balance) follow.
 */
const paid = [versionListKey, vipDesktopKey, apiKey(vip.getSite), ...moneyKeys, dashboardKey] as const;

export function useRenewVersion() {
  return useApiMutation(vip.doVersionRenew, { refresh: paid });
}

export function useUpgradeVersion() {
  return useApiMutation(vip.doVersionUpgrade, { refresh: paid });
}
