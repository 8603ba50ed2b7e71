// Custom pages of a vip site (getPageList, savePage, deletePage); every write reads the list again.
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';

const pagesKey = apiKey(vip.getPageList);

export function useSitePages() {
  return useApi(vip.getPageList);
}

/** Create (no id) or update one. */
export function useSaveSitePage() {
  return useApiMutation(vip.savePage, { refresh: [pagesKey] });
}

export function useDeleteSitePage() {
  return useApiMutation(vip.deletePage, { refresh: [pagesKey] });
}
