// The site's own information (title, logo, notice, service contacts, whether sign-up is open).
import { publicApi } from '@shop/session/contract/public';
import { apiKey, useApi } from './swr.ts';

const { getSiteInfo } = publicApi;

export const siteInfoKey = apiKey(getSiteInfo);

/** Changes rarely: read once per visit, not on every focus. */
export function useSiteInfo() {
  return useApi(getSiteInfo, undefined, { revalidateOnFocus: false, revalidateIfStale: false });
}
