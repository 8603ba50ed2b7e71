// A reseller site's custom page (/vip/pagePath's pages, served at `/p/{path}`). The site is
// the one the page runs for (X-Site); the main site has none.
import { siteApi } from '@shop/session/contract/site';
import { useApi } from '#app/data/swr.ts';

export function useSitePage(path: string) {
  return useApi(siteApi.getSitePage, { path }, { revalidateOnFocus: false });
}
