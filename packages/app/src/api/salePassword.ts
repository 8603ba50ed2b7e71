// The sale password: set the first time (repeat-encoded pair, R7.3), change, and the status toggle (R4.13).
import { customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation } from './mutation.ts';

const c = customer;

/** `trigger({ salePwd: [password, confirmation], loginPwd })`. */
export function useSetSalePassword() {
  return useApiMutation(c.setSalePwd, { refresh: [accountKey] });
}

export function useChangeSalePassword() {
  return useApiMutation(c.setNewSalePwd, { refresh: [accountKey] });
}

/** `trigger({ status: 1 | 0, salePwd })`. */
export function useSalePasswordStatus() {
  return useApiMutation(c.setSalePwdStatus, { refresh: [accountKey] });
}
