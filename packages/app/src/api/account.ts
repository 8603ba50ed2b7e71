// The logged-in customer (spec §7 getAccount): profile, level, balance, sale password, open API, bindings.
import { customer } from '@shop/session/contract';
import { apiKey, useApi } from './swr.ts';

const { getAccount } = customer;

export const accountKey = apiKey(getAccount);

/** Every account-security write revalidates this. `enabled: false` skips the call (visitors). */
export function useAccount(options: { enabled?: boolean } = {}) {
  return useApi(getAccount, options.enabled === false ? null : undefined);
}
