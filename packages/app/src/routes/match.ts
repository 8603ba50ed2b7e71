// Which route of the table a path opens, without the router (which is not running yet when the first
// page's code is asked for, see preload.ts): static paths before ones with parameters, segments compared
// as react-router does (case-insensitive, a trailing slash ignored), the catch-all last.
import { config } from '../config.ts';
import { livePath, routeTable, type RouteDef } from './table.ts';

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

const byStaticFirst = [...routeTable]
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
