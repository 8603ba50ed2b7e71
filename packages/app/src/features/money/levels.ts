// Levels (/inside/selfLevel): the ladder and mine, and upgrading (from the balance, or a number to pay online).
import { customer } from '@shop/session/contract/customer';
import { payment } from '@shop/session/contract/payment';
import { moneyKeys } from './funds.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const { getLevelList, doUpgradeLevel } = customer;

export const levelListKeys = keysOf(getLevelList);

export function useLevels() {
  return useApi(getLevelList);
}

/** Upgrades; the level shows on the dashboard (moneyKeys) and the recharge page too. */
export function useUpgradeLevel() {
  return useApiMutation(doUpgradeLevel, {
    refresh: [levelListKeys, keysOf(payment.getRechargeConfig), ...moneyKeys],
  });
}
