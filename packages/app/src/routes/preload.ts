// The first page's code starts loading as soon as the entry runs — before React, react-dom and the
// router have been evaluated (main.tsx imports this module first): its page chunk with the chunks it
// imports, its catalogue parts and the back-office frame; for the home page, the goods list and the
// goods page, their data (features/shop/prefetch*.ts). The router asks for the
// same modules a moment later and gets them from the module cache; nothing is fetched twice.
import { withoutSiteBase } from '@shop/session';
import { prefetchHome } from '../features/shop/prefetchHome.ts';
import { ensureMessages } from '../i18n.ts';
import { basename, currentSite, siteLookup } from '../site.ts';
import { frameMessagesOf, frameOf } from './frames/frameOf.ts';
import { routeForPath } from './match.ts';
import { pageLoader } from './table.ts';

/**
 * What a document's first page load starts for the page at `at`: its code, its frame's, their catalogue
 * parts, and the reads they draw. Resolves once the code is loaded and the reads asked (tests call it as a
 * page load would).
 */
export function startFirstPage(at: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  const route = routeForPath(withoutSiteBase(at.pathname, basename));
  if (!route) return Promise.resolve();
  // Failures are the router's to report when it loads the same modules.
  const ignore = () => undefined;
  // The reads the page and the back-office frame draw (each module's `prefetch`; they read only with a
  // login): answered before the page's first render, they are drawn in it, instead of each answer drawing
  // the frame or the whole page again. Not where MSW answers (its worker starts after this, main.tsx: a read
  // sent before would miss it), nor on a reseller site's own host until the server has named the site
  // (its reads carry it): a site by path is known at once.
  const reads = import.meta.env.VITE_ENABLE_MSW !== 'true' && (siteLookup.kind === 'main' || currentSite() !== null);
  // A logged-in back-office page's first reads go out now, before its code (routes/earlyReads.ts): the
  // answers are on their way while the code loads, and the `prefetch` below takes them for the same calls.
  if (reads && frameOf(route) === 'backoffice')
    import('./earlyReads.ts').then(({ sendEarlyReads }) => sendEarlyReads(route, at.search), ignore);
  const loaded = Promise.all([
    pageLoader(route)().then((page) => {
      if (reads) page.prefetch?.(at);
    }, ignore),
    frameOf(route) === 'backoffice' &&
      import('./frames/BackOfficeFrame.tsx').then((frame) => {
        if (reads) frame.prefetch();
      }, ignore),
  ]);
  ensureMessages([...(route.messages ?? []), ...frameMessagesOf(route)]).catch(ignore);
  // The home page's, the goods list's and the goods page's data too (a picture from it is their largest
  // paint); other pages start theirs as they render. The home page's starter is part of the entry (most
  // first visits are `/`, and what it reads with is the storefront frame's); the others load with a chunk.
  if (reads) {
    if (route.id === 'inside.buyGoods')
      import('../features/shop/prefetchGoodsPage.ts').then(({ prefetchFirstPage }) => prefetchFirstPage(route.id, at), ignore);
    if (route.id === 'home') prefetchHome();
    if (route.id === 'inside.goodsList')
      import('../features/shop/prefetchGoodsList.ts').then(({ prefetchGoodsList }) => prefetchGoodsList(at), ignore);
  }
  return loaded;
}

/** The first page's and its frame's code loaded, and the reads they start (their `prefetch`) asked. */
export const firstReads: Promise<unknown> = typeof location === 'undefined' ? Promise.resolve() : startFirstPage(location);
