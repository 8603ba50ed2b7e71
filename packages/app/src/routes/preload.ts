// The first page's code starts loading as soon as the entry runs — before React, react-dom and the
// router have been evaluated (main.tsx imports this module first): its page chunk with the chunks it
// imports, its catalogue parts and the back-office frame; for the home page, the goods list and the
// goods page, their data (prefetchHome.ts, prefetchGoodsList.ts, prefetch.ts). The router asks for the
// same modules a moment later and gets them from the module cache; nothing is fetched twice.
import { withoutSiteBase } from '@shop/session';
import { ensureMessages } from '../i18n.ts';
import { basename, currentSite, siteLookup } from '../site/context.ts';
import { frameMessagesOf, frameOf } from './frames/frameOf.ts';
import { routeForPath } from './match.ts';
import { pageLoader } from './pages.ts';

const route = typeof location === 'undefined' ? undefined : routeForPath(withoutSiteBase(location.pathname, basename));

/** The first page's and its frame's code loaded, and the reads they start (their `prefetch`) asked. */
export let firstReads: Promise<unknown> = Promise.resolve();

if (route) {
  // Failures are the router's to report when it loads the same modules.
  const ignore = () => undefined;
  // The reads the page and the back-office frame draw (each module's `prefetch`; they read only with a
  // login): answered before the page's first render, they are drawn in it, instead of each answer drawing
  // the frame or the whole page again (up to four renders of ~400 components on the card stock, each a
  // long task at phone speed; issue 24). Not where MSW answers, nor on a reseller site's host before it is
  // named (below).
  const reads = import.meta.env.VITE_ENABLE_MSW !== 'true' && (siteLookup.kind === 'main' || currentSite() !== null);
  // A logged-in back-office page's first reads go out now, before its code (routes/earlyReads.ts): the
  // answers are on their way while the code loads, and the `prefetch` below takes them for the same calls.
  if (reads && frameOf(route) === 'backoffice')
    import('./earlyReads.ts').then(({ sendEarlyReads }) => sendEarlyReads(route, location.search), ignore);
  firstReads = Promise.all([
    pageLoader(route)().then((page) => {
      if (reads) page.prefetch?.(location);
    }, ignore),
    frameOf(route) === 'backoffice' &&
      import('./frames/BackOfficeFrame.tsx').then((frame) => {
        if (reads) frame.prefetch();
      }, ignore),
  ]);
  ensureMessages([...(route.messages ?? []), ...frameMessagesOf(route)]).catch(ignore);
  // The home page's, the goods list's and the goods page's data too (a picture from it is their largest
  // paint); other pages start theirs as they render. Not where MSW answers: its worker starts after this
  // (main.tsx), and a read sent before would miss it. Nor on a reseller site's own host until the server
  // has named the site (its reads carry it): a site by path is known at once.
  if (import.meta.env.VITE_ENABLE_MSW !== 'true' && (siteLookup.kind === 'main' || currentSite() !== null)) {
    if (route.id === 'inside.buyGoods')
      import('./prefetch.ts').then(({ prefetchFirstPage }) => prefetchFirstPage(route.id, location), ignore);
    if (route.id === 'home') import('./prefetchHome.ts').then(({ prefetchHome }) => prefetchHome(), ignore);
    if (route.id === 'inside.goodsList')
      import('./prefetchGoodsList.ts').then(({ prefetchGoodsList }) => prefetchGoodsList(location), ignore);
  }
}
