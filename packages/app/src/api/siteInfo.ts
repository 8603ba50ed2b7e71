// The site's own information (title, logo, notice, service contacts, whether sign-up is open).
import { storefront } from '@shop/session/contract/storefront';
import { apiKey, isApiKey, useApi } from './swr.ts';

const { getSiteInfo } = storefront;

export const siteInfoKey = apiKey(getSiteInfo);

/** Changes rarely: read once per visit, not on every focus. */
export function useSiteInfo() {
  return useApi(getSiteInfo, undefined, { revalidateOnFocus: false, revalidateIfStale: false });
}

/**
 * A cache filter for a new log-in: everything cached for a previous session, which must not show
 * for this one; the site's own information may stay.
 */
export const anotherUsersData = (key: unknown) => !(isApiKey(key) && key[1] === siteInfoKey[1]);
