// Where each route's page module is loaded from (R2.1: every page lazily). Two maps, so the entry
// does not carry the back office: the storefront's pages (what a visitor can open first) are
// listed in the entry; every other page — the customer area, vip, supply, the decoration editor —
// sits in `backOfficePages.ts`, a chunk fetched with the first back-office page (and its frame). Each
// map entry is a dynamic import with its chunk's preload list, so the entry would otherwise grow with
// every back-office page.
//
// Storefront pages live in the folders below, or are named one by one; a registry test fails when a
// route's page is in the other frame's map.
import type { ComponentType } from 'react';
import { frameOf } from './frames/frameOf.ts';
import type { RouteDef } from './table.ts';

/**
 * A page module: the page, and optionally the reads its first render makes, which a full page load
 * starts with the page's code (routes/preload.ts) so that render draws the answers.
 */
export type PageModule = { default: ComponentType; prefetch?: (location: Pick<Location, 'search'>) => void };
export type PageMap = Record<string, () => Promise<PageModule>>;

/** Pages of the storefront frame (public, shop, payment, callbacks, cdk, other, errors). */
export const storefrontPages: PageMap = import.meta.glob<PageModule>([
  '../pages/{shop,public,callbacks,errors,cdk,storefront}/*Page.tsx',
  '../pages/ComingSoonPage.tsx',
  '../pages/account/{PriceQuery,AdjustPrice}Page.tsx',
  '../pages/aftersale/VisitorExpressPage.tsx',
  '../pages/orders/{Chadan,PayReturn,VisitorOrder,VisitorOrderDetail}Page.tsx',
]);

/** The back-office map, loaded once on first use. */
export function loadBackOfficePages(): Promise<PageMap> {
  return import('./backOfficePages.ts').then((m) => m.backOfficePages);
}

/** A page module's key in the maps (`page` of the route table, or the coming-soon page). */
export const pageFile = (page: string): string => `../pages/${page}.tsx`;

export const COMING_SOON_PAGE = 'ComingSoonPage';

/**
 * A route's page loader: from the entry's storefront map, or through the back-office map (one chunk,
 * fetched with the first back-office page).
 */
export function pageLoader(route: RouteDef): () => Promise<PageModule> {
  const file = pageFile(route.page ?? COMING_SOON_PAGE);
  const missing = () => new Error(`Route ${route.id}: no page module ${file}`);
  if (frameOf(route) === 'storefront') {
    const load = storefrontPages[file];
    if (!load) throw missing();
    return load;
  }
  return async () => {
    // The coming-soon page (routes still waiting for theirs) is the storefront's.
    const load = (await loadBackOfficePages())[file] ?? storefrontPages[file];
    if (!load) throw missing();
    return load();
  };
}
