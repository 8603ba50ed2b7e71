// Which route of the table a path opens, without the router (which is not running yet when the first
// page's code is asked for, see preload.ts): static paths before ones with parameters, segments compared
// as react-router does (case-insensitive, a trailing slash ignored), the catch-all last.
// On a reseller site the path is the router's (the site's base path taken off) and only the
// site's routes count.
import { config } from '../config.ts';
import { siteLookup } from '../site.ts';
import { livePath, routesFor, routeTable, type RouteDef } from './table.ts';

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** The routes this document serves: the main site's, or a reseller site's. */
export const activeRoutes: readonly RouteDef[] = routesFor(siteLookup.kind !== 'main');

const byStaticFirst = [...activeRoutes]
  .filter((route) => route.path !== '*')
  .map((route) => ({ route, path: livePath(route, config.adminPath) }))
  .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));

export function routeForPath(pathname: string): RouteDef | undefined {
  const segments = segmentsOf(pathname);
  const matched = byStaticFirst.find(({ path }) => {
    const pattern = segmentsOf(path);
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
  return matched?.route ?? routeTable.find((route) => route.path === '*');
}
