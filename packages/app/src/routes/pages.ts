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

export type PageModule = { default: ComponentType };
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
