// What a route is (spec §2, R2.16: its title key, its page, guard flags, role id, menu entry) and the
// builders each feature's `routes.ts` writes its routes with. The registry (table.ts) concatenates them.
import type { ComponentType } from 'react';
import type { Area } from '@shop/session';
import type { CoreKey, LazyPart } from '@shop/session/messages';

/**
 * A page module: the page, and optionally the reads its first render makes, which a full page load
 * starts with the page's code (preload.ts) so that render draws the answers.
 */
export type PageModule = { default: ComponentType; prefetch?: (location: Pick<Location, 'search'>) => void };

/** Where a route belongs (spec §2 headings). */
export type RouteArea =
  'public' | 'callback' | 'certify' | 'shop' | 'customer' | 'payment' | 'vip' | 'supply' | 'cdk' | 'other' | 'admin' | 'error';

/** Menus of the shell (one per back-office area). */
export type MenuArea = 'inside' | 'vip' | 'supply';

/** Icon names the shell's menu resolves to ui icons. */
export type IconName =
  | 'dashboard'
  | 'level'
  | 'shop'
  | 'order'
  | 'wallet'
  | 'payment'
  | 'withdraw'
  | 'transfer'
  | 'security'
  | 'invite'
  | 'promotion'
  | 'favorite'
  | 'complaint'
  | 'cardKey'
  | 'message'
  | 'verified'
  | 'settings'
  | 'announcement'
  | 'category'
  | 'goods'
  | 'customer'
  | 'site'
  | 'version'
  | 'page'
  | 'market'
  | 'stock'
  | 'delivery'
  | 'settlement';

/**
 * Role ids of auth routes (spec §6: role names and capabilities are not shown). The decoration page
 * is the only auth route: its `:path` is the admin area's prefix, and the guard needs this id in the
 * `roleIds` cookie unless `verifyRole` is "0" (R4.3, R4.4). The ids are the back end's (the admin
 * log-in answers numeric role ids; the mock world's decoration role is 3, held by `admin` and
 * `designer`).
 */
export const ROLE_IDS = {
  decoration: '3',
} as const;

export interface RouteDef {
  /** Unique id; the title key is `route.<id>` unless stated. */
  id: string;
  path: string;
  area: RouteArea;
  /** Catalogue key of the route title; null for the payment return pages (empty title, R2.16). */
  titleKey: CoreKey | null;
  /** The page: a lazy import of a `*Page.tsx` of the route's feature folder (its own chunk); absent: coming soon. */
  page?: () => Promise<PageModule>;
  /** The feature folder the route belongs to (`features/<area>/`), set by the registry. */
  feature?: Area;
  /**
   * Lazy catalogue parts the page's strings live in; loaded together with the page chunk. The part
   * `widgets` (ui's tables, pagination, statuses, uploads, card keys …) is added to every route
   * unless it says `widgets: false`. `pnpm size` (and e2e/build.test.ts) fails when a route's code can
   * draw a key it does not load.
   */
  messages?: LazyPart[];
  /** false: the page draws none of ui's data widgets, so their strings are not loaded with it (`/`, `/login` …). */
  widgets?: false;
  /** R4.5: needs the customer's storage token. */
  login?: boolean;
  /** R4.2–R4.4: admin-auth route, needs `roleId` in the roleIds cookie. */
  auth?: boolean;
  roleId?: string;
  /** R2.6: the admin area's index; any admin role, the admin log-in without an admin session. */
  adminHome?: boolean;
  /** R2.4: the decoration page's fixed title. */
  decoration?: boolean;
  /**
   * R6.2: the menu entry shows only when the user's access list shares an entry with this (the page
   * itself stays reachable; its server calls refuse what the access does not allow).
   */
  menu?: { area: MenuArea; icon: IconName; requires?: readonly string[] };
}

type Extra = Partial<Pick<RouteDef, 'page' | 'messages' | 'widgets' | 'login' | 'menu'>> & {
  /** R6.2: what the menu entry needs of the access list. */
  requires?: readonly string[];
};

export const publicRoute = (id: string, extra: Extra = {}): RouteDef => ({
  id,
  path: `/${id === 'home' ? '' : id}`,
  area: 'public',
  titleKey: `route.${id}` as CoreKey,
  ...extra,
});
export const callback = (id: string, extra: Extra = {}): RouteDef => ({
  id,
  path: `/${id}`,
  area: 'callback',
  titleKey: `route.${id}` as CoreKey,
  ...extra,
});
export const certify = (name: string, extra: Extra = {}): RouteDef => ({
  id: `certify.${name}`,
  path: `/certify/${name}`,
  area: 'certify',
  titleKey: `route.certify.${name}` as CoreKey,
  ...extra,
});
export const inside = (name: string, area: 'shop' | 'customer', extra: Extra = {}): RouteDef => ({
  id: `inside.${name.replace('/', '.')}`,
  path: `/inside/${name}`,
  area,
  titleKey: `route.inside.${name.replace('/', '.')}` as CoreKey,
  ...(area === 'customer' ? { login: true } : {}),
  ...extra,
});
export const customer = (name: string, icon?: IconName, extra: Extra = {}): RouteDef =>
  inside(name, 'customer', { ...(icon ? { menu: { area: 'inside' as const, icon } } : {}), ...extra });
/**
 * A route id from its path (`/vip/desktop` → `vip.desktop`). Not a `vip.${…}` template: `pnpm size` reads
 * such a template in the entry as code that can draw any key starting `vip.` (the area's catalogue part).
 */
export const idOfPath = (path: string) => path.slice(1).replaceAll('/', '.');
export const vip = (name: string, icon: IconName, { requires, ...extra }: Extra = {}): RouteDef => ({
  id: idOfPath(`/vip/${name}`),
  path: `/vip/${name}`,
  area: 'vip',
  titleKey: `route.vip.${name}` as CoreKey,
  login: true,
  menu: { area: 'vip', icon, ...(requires ? { requires } : {}) },
  ...extra,
});
export const supply = (name: string, icon: IconName, extra: Extra = {}): RouteDef => ({
  id: idOfPath(`/supply/${name}`),
  path: `/supply/${name}`,
  area: 'supply',
  titleKey: `route.supply.${name}` as CoreKey,
  login: true,
  menu: { area: 'supply', icon },
  ...extra,
});
export const payReturn = (name: string, extra: Extra = {}): RouteDef => ({
  id: `pay.${name}`,
  path: `/pay/${name}`,
  area: 'payment',
  titleKey: null,
  ...extra,
});
