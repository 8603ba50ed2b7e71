// The goods list's reads, started with its code (routes/preload.ts) rather than once the page has
// rendered: the page of goods its address asks for, the directories (its filter) and the site's
// information (the frame's), and as soon as the goods are in, the first card's picture (the page's
// largest paint). The page's hooks take the same answers from SWR's cache (`preloadApi`).
import { storefront } from '@shop/session/contract/storefront';
import { goodsListBody } from './shop.ts';
import { preloadApi, preloadPicture } from '#app/data/preload.ts';
import { GOODS_PAGE_SIZE, queryFromParams } from './goodsListQuery.ts';

const { getSiteInfo, getGoodsDirList, getGoodsList } = storefront;

/** Starts the goods list's reads for the address `location` (a visit's first page only). */
export function prefetchGoodsList(location: Pick<Location, 'search'>): void {
  const visitors = { visitors: true };
  void preloadApi(getSiteInfo, undefined, visitors);
  void preloadApi(getGoodsDirList, undefined, visitors);
  const query = queryFromParams(new URLSearchParams(location.search));
  void preloadApi(getGoodsList, goodsListBody({ ...query, pageSize: GOODS_PAGE_SIZE }), visitors)?.then((page) =>
    preloadPicture(page?.list[0]?.cover),
  );
}
