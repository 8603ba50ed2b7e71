// `/`'s reads, started with its code (routes/preload.ts) rather than once the page has rendered: the
// site's information, the published layout, the notices and the directories at once, and as soon as
// the layout is in, the goods of its goods blocks and its first banner picture (the page's largest
// paint). On a slow network that is a round trip or more earlier for each; and the answers are in
// before the page's first render, which draws them all at once instead of once per answer (each of
// those renders, with the layout after it, was a long task at phone speed). The page's hooks take
// the same answers from SWR's cache (`preloadApi`), nothing is asked twice.
import { storefront } from '@shop/session/contract/storefront';
import { HOME_NOTICES, preloadHomeGoods } from './homeLayout.ts';
import { preloadApi, preloadPicture } from '#app/data/preload.ts';

const { getSiteInfo, getHomeLayout, getAnnouncementList, getGoodsDirList } = storefront;

/** Starts the home page's reads (a visit's first page only). */
export function prefetchHome(): void {
  const visitors = { visitors: true };
  void preloadApi(getSiteInfo, undefined, visitors);
  void preloadApi(getAnnouncementList, HOME_NOTICES, visitors);
  void preloadApi(getGoodsDirList, undefined, visitors);
  void preloadApi(getHomeLayout, undefined, visitors)?.then((layout) => {
    if (!layout) return;
    void preloadHomeGoods(layout.blocks);
    const banner = layout.blocks.find((block) => block.type === 'banner' && block.visible);
    preloadPicture(banner?.type === 'banner' ? banner.images[0]?.src : undefined);
  });
}
