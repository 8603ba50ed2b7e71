// The sale password: set the first time (repeat-encoded pair, R7.3), change, and the status toggle (R4.13).
// Whether one is set and whether it is asked show in the account (the security page, the buy page and the
// balance forms), in the withdrawal's config (its form waits for one to be set) and on the pay page (its
// balance payment asks for it).
import { customer, payment } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation, keysOf } from '#app/data/swr.ts';
import { withdrawConfigKeys } from '../money/withdraw.ts';

const c = customer;
/** The pay page's order: its `salePwdRequired` (the balance payment asks for the sale password). */
const payOrderKeys = keysOf(payment.getPayOrder);

/** `trigger({ salePwd: [password, confirmation], loginPwd })`; it is set and asked from now on. */
export function useSetSalePassword() {
  return useApiMutation(c.setSalePwd, { refresh: [accountKey, withdrawConfigKeys, payOrderKeys] });
}

/** A new password: whether one is set or asked does not change. */
export function useChangeSalePassword() {
  return useApiMutation(c.setNewSalePwd, { refresh: [accountKey] });
}

/** `trigger({ status: 1 | 0, salePwd })`: whether it is asked changes. */
export function useSalePasswordStatus() {
  return useApiMutation(c.setSalePwdStatus, { refresh: [accountKey, payOrderKeys] });
}
