// The logged-in customer (spec §7 getAccount): profile, level, balance, sale password, open API, bindings.
import { account } from '@shop/session/contract/account';
import { syncStoredUser } from '#app/storage/storedUser.ts';
import { apiKey, useApi } from '#app/data/swr.ts';

// From the account module, not the whole customer area: storefront pages show the balance too.
const { getAccount } = account;

export const accountKey = apiKey(getAccount);

/**
 * Every account-security write revalidates this. `enabled: false` skips the call (visitors). Each answer
 * brings the stored log-in answer the shell draws up to date (a new nickname shows in the header).
 */
export function useAccount(options: { enabled?: boolean } = {}) {
  return useApi(getAccount, options.enabled === false ? null : undefined, { onSuccess: syncStoredUser });
}
