// The reseller site this document runs for, decided once from the address by session's
// `siteLookupFor` (host first, then `/s/:site` on the main host). In the entry, so it stays tiny: the
// main site only reads `siteLookup.kind` and carries on; a site's start-up (the server's word on it,
// its closed page) is `openSite.tsx`, loaded only off the main site.
//
// What follows from it, each in one place:
// - the request client names `currentSite()` in `X-Site` on every call (planRequest);
// - storage (localStore, cookies, browser database) uses `storageScope` / `scopedAppId`, so a path
//   site's customer session is its own (session's `siteStorageScope`, packages/session/README.md);
// - the router runs under `basename`, so every route and link of the app stays inside the site;
//   `appHref` (below) prefixes the few addresses that leave the router (a payment's redirect).
import { scopedAppId, type SiteLookup, siteLookupFor, siteStorageScope, withSiteBase } from '@shop/session';
import { config } from './config.ts';

export const siteLookup: SiteLookup =
  typeof location === 'undefined'
    ? { kind: 'main' }
    : siteLookupFor({ host: location.host, pathname: location.pathname, mainDomain: config.mainDomain });

/** The router's base path: `/s/{site}` for a site addressed by path, '' everywhere else. */
export const basename = siteLookup.kind === 'path' ? siteLookup.basename : '';

/** Storage names' scope: a path site shares the main origin, so its names are its own. */
export const storageScope = siteStorageScope(siteLookup);

/** The app id cookies and the browser database are named from (R3.4, R3.5), per storage scope. */
export const appId = scopedAppId(config.appId, storageScope);

let site: string | null = siteLookup.kind === 'path' ? siteLookup.site : null;

/** The site the page runs for (its path, sent in `X-Site`); null on the main site. */
export function currentSite(): string | null {
  return site;
}

/** The server named the site of this host (openSite.tsx). */
export function enterSite(path: string): void {
  site = path;
}

export function appHref(href: string): string {
  return withSiteBase(href, basename);
}
