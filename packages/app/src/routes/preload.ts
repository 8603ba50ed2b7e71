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
if (route) {
  // Failures are the router's to report when it loads the same modules.
  const ignore = () => undefined;
  pageLoader(route)().catch(ignore);
  ensureMessages([...(route.messages ?? []), ...frameMessagesOf(route)]).catch(ignore);
  if (frameOf(route) === 'backoffice') import('./frames/BackOfficeFrame.tsx').catch(ignore);
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
