// The market of a vip site (getMarketList, doMarketAdd): goods to take in with a markup.
import type { RequestOf } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';
import { vipDesktopKey } from './vipDesktop.ts';
import { siteDirectoriesKey } from './vipDirectory.ts';

export function useMarket(query: RequestOf<typeof vip.getMarketList>) {
  return useApi(vip.getMarketList, query, { keepPreviousData: true });
}

/** Adds goods to the site: the market, the site's goods, the desktop and the tree follow. */
export function useAddFromMarket() {
  return useApiMutation(vip.doMarketAdd, {
    refresh: [keysOf(vip.getMarketList), keysOf(vip.getGoodsList), vipDesktopKey, siteDirectoriesKey],
  });
}
