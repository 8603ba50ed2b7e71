// R4.1–R4.6: the guard of spec §4 as a route loader, run by the data router before each navigation.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { COOKIE_KEYS, ROUTES, STORAGE_KEYS, decideGuard, pathOf, safeRedirect, withoutSiteBase, type GuardState } from '@shop/session';
import { dismissToasts } from '../effects/store.ts';
import { isAdminPathSegment } from '../config.ts';
import { basename } from '../site.ts';
import { cookies } from '../storage/cookies.ts';
import { hasUserToken, readStorage } from '../storage/localStore.ts';
import type { RouteDef } from './table.ts';

/** What the guard reads from cookies and storage (R4.2–R4.5). */
export function readGuardState(): GuardState {
  return {
    adminTokenCookie: cookies.get(COOKIE_KEYS.tokenAdmin) ?? null,
    verifyRole: cookies.get(COOKIE_KEYS.verifyRole) ?? null,
    roleIds: cookies.get(COOKIE_KEYS.roleIds) ?? null,
    hasToken: hasUserToken(),
    hasAdminToken: (readStorage(STORAGE_KEYS.adminToken) ?? '') !== '',
  };
}

/**
 * Where to go after log-in: the `redirect` query when it is a same-origin path (never a hostile
 * one, and never the login page itself), else `fallback` (home unless told).
 */
export function postLoginTarget(search: string | URLSearchParams, fallback: string = ROUTES.home): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = safeRedirect(params.get('redirect'), fallback);
  return pathOf(target) === ROUTES.login ? fallback : target;
}

/** Where a customer lands after log-in or sign-up when no (safe) way back was asked for. */
export const CUSTOMER_HOME = '/inside/index';

/**
 * R4.2: the admin area's prefix from `/login?adminPath=…`, or null when absent or unusable (then
 * the page is the customer log-in). Letters, digits, `_` and `-` only, and not one of our areas.
 */
export function adminPathFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('adminPath')?.trim() ?? '';
  return isAdminPathSegment(value) ? value : null;
}

/** The admin area's index (R2.6: where code -1 leads; the admin's home). */
export const adminHomeOf = (adminPath: string) => `/${adminPath}/index`;

/** After an admin log-in: a safe `redirect` inside the admin area, else its index. */
export function adminLoginTarget(search: string | URLSearchParams, adminPath: string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const home = adminHomeOf(adminPath);
  const target = safeRedirect(params.get('redirect'), home);
  return pathOf(target).split('/')[1] === adminPath ? target : home;
}

/** A location as the router holds it. */
interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the guard reads of the router: where it is, and where it is going. */
export interface WatchedRouter {
  state: { location: RouterLocation; navigation: { location?: RouterLocation } };
}

// Before the router exists (its first navigation starts while it is created) the address bar is the
// location being opened.
let pendingLocation: () => RouterLocation | null | undefined = () => globalThis.location;

/**
 * R4.5 keeps the fragment, which a loader never sees: the data router builds a fetch Request, and a
 * Request drops it. The router knows it (the location it is navigating to), so the app hands it over
 * once created; null goes back to the address bar (a test's next router).
 */
export function watchNavigations(router: WatchedRouter | null): void {
  pendingLocation = router ? () => router.state.navigation.location ?? router.state.location : () => globalThis.location;
}

/** The loader's URL with the fragment of the navigation it belongs to (none when they differ). */
export function withFragment(url: URL): URL {
  const at = pendingLocation();
  if (!at || url.hash !== '') return url;
  // The address bar (before the router exists) holds a path site's base; the router's locations do not.
  const pending = new URL(`${withoutSiteBase(at.pathname, basename)}${at.search}`, url.origin);
  if (pending.pathname !== url.pathname || pending.search !== url.search) return url;
  const full = new URL(url);
  full.hash = at.hash;
  return full;
}

/**
 * The guard's answer for a route and a URL: a redirect target, or null to allow. The full path is
 * path + query + hash (R4.5).
 */
export function guardRedirect(route: RouteDef, url: URL, state: GuardState = readGuardState()): string | null {
  const fullPath = `${url.pathname}${url.search}${url.hash}`;
  const decision = decideGuard(route, state, fullPath);
  if (decision.kind === 'redirect') return decision.to;
  // A logged-in customer sent to the login page with a way back goes straight there (hostile
  // redirects go home instead): the login page itself follows the same rule after log-in.
  if (route.id === 'login' && state.hasToken && url.searchParams.has('redirect')) return postLoginTarget(url.searchParams);
  return null;
}

/**
 * The loader's URL as the app names it: on a site addressed by path (`/s/xiaolu/…`) the
 * request holds the router's basename, which the router adds again to a loader's redirect and to a
 * navigation after log-in; the guard's decisions (and R4.5's full path) are about the path under it.
 */
export function appUrl(url: URL, base: string = basename): URL {
  const path = withoutSiteBase(url.pathname, base);
  if (path === url.pathname) return url;
  const inApp = new URL(url);
  inApp.pathname = path;
  return inApp;
}

/** The loader every route of the registry gets: dismiss open messages, then guard (R4.1). */
export function guardLoader(route: RouteDef) {
  return ({ request }: LoaderFunctionArgs) => {
    dismissToasts();
    const target = guardRedirect(route, withFragment(appUrl(new URL(request.url))));
    if (target !== null) throw redirect(target);
    return null;
  };
}
