// The category tree of a vip site (getDirectoryList, saveDirectory): the directory page, and the
// category filters of the site's goods and of the market.
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, apiKey, keysOf, useApi } from '#app/data/swr.ts';

export const siteDirectoriesKey = apiKey(vip.getDirectoryList);

export function useSiteDirectories() {
  return useApi(vip.getDirectoryList);
}

/** Own name, shown / hidden, order of one directory; the tree is read again. */
export function useSaveSiteDirectory() {
  return useApiMutation(vip.saveDirectory, { refresh: [siteDirectoriesKey, keysOf(vip.getGoodsList)] });
}
