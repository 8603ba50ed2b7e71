// The route registry's data: every feature's routes (features/<area>/routes.ts) in one list, each with
// the feature it belongs to and the catalogue parts it loads. Plain data with no React, so the router
// (registry.tsx), the guard, the menus, the titles, the size script and the browser tests all read it.
import type { Area } from '@shop/session';
import { accountRoutes } from '#app/features/account/routes.ts';
import { adminRoutes } from '#app/features/admin/routes.ts';
import { aftersaleRoutes } from '#app/features/aftersale/routes.ts';
import { callbacksRoutes } from '#app/features/callbacks/routes.ts';
import { cdkRoutes } from '#app/features/cdk/routes.ts';
import { decorationRoutes } from '#app/features/decoration/routes.ts';
import { moneyRoutes } from '#app/features/money/routes.ts';
import { ordersRoutes } from '#app/features/orders/routes.ts';
import { promotionRoutes } from '#app/features/promotion/routes.ts';
import { publicRoutes } from '#app/features/public/routes.ts';
import { shopRoutes } from '#app/features/shop/routes.ts';
import { siteRoutes } from '#app/features/site/routes.ts';
import { supplyRoutes } from '#app/features/supply/routes.ts';
import { vipRoutes } from '#app/features/vip/routes.ts';
import { MENU_ORDER } from './menus.ts';
import type { MenuArea, PageModule, RouteArea, RouteDef } from './define.ts';

export { ROLE_IDS, type IconName, type MenuArea, type PageModule, type RouteArea, type RouteDef } from './define.ts';

/** Each feature's routes. */
const FEATURE_ROUTES: Record<Area, readonly RouteDef[]> = {
  public: publicRoutes,
  shop: shopRoutes,
  orders: ordersRoutes,
  callbacks: callbacksRoutes,
  account: accountRoutes,
  money: moneyRoutes,
  promotion: promotionRoutes,
  aftersale: aftersaleRoutes,
  vip: vipRoutes,
  supply: supplyRoutes,
  cdk: cdkRoutes,
  admin: adminRoutes,
  decoration: decorationRoutes,
  site: siteRoutes,
};

export const routeTable: readonly RouteDef[] = withWidgets(
  Object.entries(FEATURE_ROUTES).flatMap(([feature, routes]) => routes.map((route) => ({ ...route, feature: feature as Area }))),
);

/** A route's page: its lazy import, or the coming-soon page for a route still waiting for one. */
export function pageLoader(route: RouteDef): () => Promise<PageModule> {
  return route.page ?? (() => import('./ComingSoonPage.tsx'));
}

/** Every route loads the `widgets` part first, unless it says `widgets: false`. */
function withWidgets(routes: RouteDef[]): RouteDef[] {
  return routes.map((route) => (route.widgets === false ? route : { ...route, messages: ['widgets', ...(route.messages ?? [])] }));
}

/**
 * What a reseller site serves: its storefront (shop, payment, its customers' log-in and
 * callbacks), its customers' area and the error pages — not the back office (vip, supply, the admin's
 * decoration), the card-key area or the other area, which are the main site's.
 */
export const SITE_AREAS: ReadonlySet<RouteArea> = new Set(['public', 'callback', 'certify', 'shop', 'customer', 'payment', 'error']);

/** The routes of the main site, or of a reseller site. */
export function routesFor(onSite: boolean): readonly RouteDef[] {
  return onSite ? routeTable.filter((route) => SITE_AREAS.has(route.area)) : routeTable;
}

export function routeById(id: string): RouteDef | undefined {
  return routeTable.find((route) => route.id === id);
}

/** A menu's entries in their order (menus.ts). */
export function menuOf(area: MenuArea): RouteDef[] {
  return MENU_ORDER[area].flatMap((id) => routeTable.filter((route) => route.id === id && route.menu?.area === area));
}

/**
 * The path a route answers at: an admin route's `:path` is the configured admin prefix, so another
 * prefix matches nothing (404, R2.5). The router and the first page's preload both use it.
 */
export function livePath(route: RouteDef, adminPath: string): string {
  return route.area === 'admin' ? route.path.replace(':path', adminPath) : route.path;
}

/** A concrete URL for a route, filling its parameters with sample values (tests, links). */
export function samplePath(route: RouteDef, params: Record<string, string> = {}): string {
  if (route.path === '*') return params['*'] ?? '/no-such-page';
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `sample-${name}`));
}
