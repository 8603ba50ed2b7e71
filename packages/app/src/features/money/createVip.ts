// Opening my reseller shop (/inside/selfCreatVip): versions and what I pay, the path check, opening.
import { customer } from '@shop/session/contract/customer';
import { moneyKeys } from './funds.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getCreateVipInfo, checkVipPath, doCreateVip } = customer;

export const createVipInfoKeys = keysOf(getCreateVipInfo);

export function useCreateVipInfo() {
  return useApi(getCreateVipInfo);
}

/** Asks whether a path is free when the field is left (not cached: another customer may take it meanwhile). */
export function useCheckVipPath() {
  return useApiMutation(checkVipPath);
}

/** Opens the shop (with a request id: once); the balance, this page's site (both moneyKeys), the fund log, payments and my roles change. */
export function useCreateVip() {
  return useApiMutation(doCreateVip, { refresh: [...moneyKeys] });
}
