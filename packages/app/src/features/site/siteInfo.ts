// The site's own information (title, logo, notice, service contacts, whether sign-up is open).
import { storefront, type SiteInfo } from '@shop/session/contract/storefront';
import { apiKey, isApiKey, useApi } from '#app/data/swr.ts';

const { getSiteInfo } = storefront;

export const siteInfoKey = apiKey(getSiteInfo);

/** Changes rarely: read once per visit, not on every focus. */
export function useSiteInfo() {
  return useApi(getSiteInfo, undefined, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** A reseller site's notice (Markdown) as its home draws it: '' on the main site or when it has none. */
export function siteNoticeOf(info: SiteInfo | undefined): string {
  return info?.site ? info.notice.trim() : '';
}

/**
 * A cache filter for a new log-in: everything cached for a previous session, which must not show
 * for this one; the site's own information may stay.
 */
export const anotherUsersData = (key: unknown) => !(isApiKey(key) && key[1] === siteInfoKey[1]);
