import { customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation } from '#app/data/swr.ts';

/** Changes the login name (once; `account.loginNameChangeable` says whether it still may). */
export function useUpdateLoginName() {
  return useApiMutation(customer.doUpdateLoginName, { refresh: [accountKey] });
}
