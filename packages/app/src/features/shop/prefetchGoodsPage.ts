// The reads a first page cannot draw without, started together with its code (routes/preload.ts)
// rather than once the page chunk has loaded and rendered: on a slow network that is a round trip or
// more before the goods page's picture (its largest paint) can even be asked for. `preloadApi` (SWR's
// `preload`) keeps the answer under the page's own key, so the page's `useApi` takes it instead of asking
// again. (Back-office pages start theirs from their own module, e.g. api/supply.ts.)
import { shop } from '@shop/session/contract/shop';
import { storefront } from '@shop/session/contract/storefront';
import { preloadApi, preloadPicture } from '#app/data/preload.ts';
import { goodsIdFrom } from './goodsId.ts';

/** Starts the first page's data reads for the route `id` at `location` (a visit's first page only). */
export function prefetchFirstPage(id: string, location: Pick<Location, 'search'>): void {
  if (id === 'inside.buyGoods') {
    // The site's information (the frame's), drawn in the same render as the goods.
    void preloadApi(storefront.getSiteInfo, undefined, { visitors: true });
    const goodsId = goodsIdFrom(new URLSearchParams(location.search).get('id'));
    if (goodsId === null) return;
    // The cover is the page's largest paint: its download starts with the goods' answer, while the page
    // is still being drawn (deferred, see BuyGoodsPage), and the page's <img> takes it from the cache.
    void preloadApi(shop.getGoodsInfo, { id: goodsId }, { visitors: true })?.then((goods) => {
      // The buy form's captcha, where the goods asks for one: drawn with the form, not in a render of its own.
      if (goods?.captchaRequired) void preloadApi(shop.getCaptcha, {}, { visitors: true });
      preloadPicture(goods?.cover);
    });
  }
}
