import { customer } from '@shop/session/contract';
import { useApiMutation } from '#app/data/swr.ts';

/** Changes the login password: `trigger({ oldPwd, newPwd, confirmPwd })`. */
export function useUpdateLoginPassword() {
  return useApiMutation(customer.updateFrontLoginPwd);
}
