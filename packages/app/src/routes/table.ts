// The route registry's data (spec §2, R2.16): every route with its title key (catalogue part
// `app`), page module, guard flags, role id and menu entry. Plain data with no React and no Vite
// features, so the router (registry.tsx), the guard, the menus, the titles, the size script and the
// browser tests all read this one list.
import type { CoreKey, LazyPart } from '@shop/session/messages';

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
  /** Page module under `src/pages/`, without `.tsx` (file name ends in `Page`); absent: coming soon. */
  page?: string;
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

const publicRoute = (id: string, extra: Extra = {}): RouteDef => ({
  id,
  path: `/${id === 'home' ? '' : id}`,
  area: 'public',
  titleKey: `route.${id}` as CoreKey,
  ...extra,
});
const callback = (id: string, extra: Extra = {}): RouteDef => ({
  id,
  path: `/${id}`,
  area: 'callback',
  titleKey: `route.${id}` as CoreKey,
  ...extra,
});
const certify = (name: string, extra: Extra = {}): RouteDef => ({
  id: `certify.${name}`,
  path: `/certify/${name}`,
  area: 'certify',
  titleKey: `route.certify.${name}` as CoreKey,
  ...extra,
});
const inside = (name: string, area: 'shop' | 'customer', extra: Extra = {}): RouteDef => ({
  id: `inside.${name.replace('/', '.')}`,
  path: `/inside/${name}`,
  area,
  titleKey: `route.inside.${name.replace('/', '.')}` as CoreKey,
  ...(area === 'customer' ? { login: true } : {}),
  ...extra,
});
const customer = (name: string, icon?: IconName, extra: Extra = {}): RouteDef =>
  inside(name, 'customer', { ...(icon ? { menu: { area: 'inside' as const, icon } } : {}), ...extra });
/**
 * A route id from its path (`/vip/desktop` → `vip.desktop`). Not a `vip.${…}` template: `pnpm size` reads
 * such a template in the entry as code that can draw any key starting `vip.` (the area's catalogue part).
 */
const idOfPath = (path: string) => path.slice(1).replaceAll('/', '.');
const vip = (name: string, icon: IconName, { requires, ...extra }: Extra = {}): RouteDef => ({
  id: idOfPath(`/vip/${name}`),
  path: `/vip/${name}`,
  area: 'vip',
  titleKey: `route.vip.${name}` as CoreKey,
  login: true,
  menu: { area: 'vip', icon, ...(requires ? { requires } : {}) },
  ...extra,
});
const supply = (name: string, icon: IconName, extra: Extra = {}): RouteDef => ({
  id: idOfPath(`/supply/${name}`),
  path: `/supply/${name}`,
  area: 'supply',
  titleKey: `route.supply.${name}` as CoreKey,
  login: true,
  menu: { area: 'supply', icon },
  ...extra,
});
const payReturn = (name: string, extra: Extra = {}): RouteDef => ({
  id: `pay.${name}`,
  path: `/pay/${name}`,
  area: 'payment',
  titleKey: null,
  ...extra,
});

export const routeTable: readonly RouteDef[] = withWidgets([
  // ---- public (no login) ----
  publicRoute('home', { page: 'shop/HomePage', messages: ['storefront'], widgets: false }),
  publicRoute('login', { page: 'public/LoginPage', messages: ['auth'], widgets: false }),
  publicRoute('register', { page: 'public/RegisterPage', messages: ['auth'], widgets: false }),
  publicRoute('forget', { page: 'public/ForgetPage', messages: ['auth'], widgets: false }),
  publicRoute('announcement', { page: 'public/AnnouncementListPage', messages: ['public'] }),
  publicRoute('viewAnnouncementInfo', { page: 'public/AnnouncementDetailPage', messages: ['public'], widgets: false }),
  publicRoute('service', { page: 'public/ServicePage', messages: ['public', 'auth'] }),
  publicRoute('chadan', { page: 'orders/ChadanPage', messages: ['orders'] }),
  publicRoute('chajia', { page: 'account/PriceQueryPage', messages: ['account'] }),
  publicRoute('aibot', { page: 'public/AibotPage', messages: ['aibot'], widgets: false }),

  // ---- binding callbacks ----
  callback('myQqNotify', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),
  callback('qqReturn', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),
  callback('myWeixinNotify', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),
  callback('weixinReturn', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),
  callback('mpQrcode', { page: 'callbacks/MpQrcodePage', messages: ['callbacks'] }),
  callback('myMpNotify', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),
  callback('mpReturn', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),

  // ---- certification callbacks ----
  certify('alipayFaceNotify', { page: 'callbacks/CertifyCallbackPage', messages: ['callbacks'] }),
  certify('alipayFaceResult', { page: 'callbacks/CertifyCallbackPage', messages: ['callbacks'] }),
  certify('alipayCodeNotify', { page: 'callbacks/CallbackPage', messages: ['callbacks'] }),

  // ---- under /inside, no login: the shop and visitor orders ----
  inside('goodsdir', 'shop', { page: 'shop/GoodsDirPage', messages: ['storefront'], widgets: false }),
  inside('adjustPrice', 'shop', { page: 'account/AdjustPricePage', messages: ['account'] }),
  inside('goodsList', 'shop', { page: 'shop/GoodsListPage', messages: ['storefront'] }),
  inside('buyGoods', 'shop', { page: 'shop/BuyGoodsPage', messages: ['storefront', 'shop', 'orders'] }),
  inside('visitorOrder', 'shop', { page: 'orders/VisitorOrderPage', messages: ['orders'] }),
  inside('visitorOrderDetail', 'shop', { page: 'orders/VisitorOrderDetailPage', messages: ['orders'] }),
  inside('visitorExpress', 'shop', { page: 'aftersale/VisitorExpressPage', messages: ['aftersale'] }),

  // ---- under /inside, login required: the customer area (menu order = this order) ----
  customer('index', 'dashboard', { page: 'account/DashboardPage', messages: ['account'] }),
  customer('myOrder', 'order', { page: 'orders/MyOrderPage', messages: ['orders'] }),
  customer('showordermess', undefined, { page: 'orders/OrderDetailPage', messages: ['orders'] }),
  customer('express', undefined, { page: 'aftersale/ExpressPage', messages: ['aftersale'] }),
  customer('cardRepeal', 'cardKey', { page: 'aftersale/CardRepealPage', messages: ['aftersale'] }),
  customer('goodsLog', 'goods', { page: 'aftersale/GoodsLogPage', messages: ['aftersale'] }),
  customer('accountmoney', 'wallet', { page: 'money/AccountMoneyPage', messages: ['money'] }),
  customer('payInfo', 'payment', { page: 'money/PayInfoPage', messages: ['money'] }),
  customer('collectMoney', 'withdraw', { page: 'money/CollectMoneyPage', messages: ['money'] }),
  customer('transMoney', 'transfer', { page: 'money/TransMoneyPage', messages: ['money'] }),
  customer('inter/myaccount', 'security', { page: 'account/AccountSecurityPage', messages: ['account', 'binding'] }),
  customer('inter/inviteFriends', 'invite', { page: 'promotion/InviteFriendsPage', messages: ['promotion', 'money'] }),
  customer('inter/promotion', 'promotion', { page: 'promotion/PromotionPage', messages: ['promotion', 'money'] }),
  customer('selfLevel', 'level', { page: 'money/SelfLevelPage', messages: ['money'] }),
  customer('selfCreatVip', 'site', { page: 'money/SelfCreatVipPage', messages: ['money'] }),
  customer('myFavorites', 'favorite', { page: 'aftersale/MyFavoritesPage', messages: ['aftersale'] }),
  customer('complain', 'complaint', { page: 'aftersale/ComplainPage', messages: ['aftersale'] }),
  customer('orderComplain', undefined, { page: 'aftersale/OrderComplainPage', messages: ['aftersale'] }),
  customer('cdk', 'cardKey', { page: 'aftersale/CdkPage', messages: ['aftersale'] }),
  customer('message', 'message', { page: 'account/MessagePage', messages: ['account'] }),
  customer('shop', 'shop', { page: 'aftersale/ShopPage', messages: ['aftersale'] }),
  customer('orderContent', undefined, { page: 'aftersale/OrderContentPage', messages: ['aftersale'] }),
  customer('verified', 'verified', { page: 'account/VerifiedPage', messages: ['account', 'binding'] }),

  // ---- payment ----
  {
    id: 'pay.payonline',
    path: '/pay/payonline',
    area: 'payment',
    titleKey: 'route.pay.payonline',
    page: 'shop/PayOnlinePage',
    messages: ['shop'],
  },
  {
    id: 'pay.recharge',
    path: '/pay/recharge',
    area: 'payment',
    titleKey: 'route.pay.recharge',
    login: true,
    page: 'shop/RechargePage',
    messages: ['shop'],
  },
  {
    id: 'pay.payInterface',
    path: '/pay/payInterface',
    area: 'payment',
    titleKey: 'route.pay.payInterface',
    page: 'shop/PayInterfacePage',
    messages: ['shop'],
  },
  payReturn('return_ali', { page: 'orders/PayReturnPage', messages: ['orders'] }),
  payReturn('return_epay', { page: 'orders/PayReturnPage', messages: ['orders'] }),
  payReturn('return_qpay', { page: 'orders/PayReturnPage', messages: ['orders'] }),
  payReturn('return_fxpay', { page: 'orders/PayReturnPage', messages: ['orders'] }),

  // ---- vip (reseller) area, login required ----
  vip('desktop', 'dashboard', { page: 'vip/DesktopPage', messages: ['vip'] }),
  vip('vipWebSite', 'settings', { page: 'vip/VipWebSitePage', messages: ['vipSite'] }),
  vip('vipAnnouncement', 'announcement', { page: 'vip/VipAnnouncementPage', messages: ['vipSite'] }),
  vip('vipDirectory', 'category', { page: 'vip/VipDirectoryPage', messages: ['vip'] }),
  vip('vipGoods', 'goods', { page: 'vip/VipGoodsPage', messages: ['vip'] }),
  vip('market', 'market', { page: 'vip/MarketPage', messages: ['vip'] }),
  vip('vipOrder', 'order', { page: 'vip/VipOrderPage', messages: ['vip', 'orders'] }),
  vip('vipCustomer', 'customer', { page: 'vip/VipCustomerPage', messages: ['vip'] }),
  // The site's plan must allow child sites (R6.2, SITE_RIGHTS; the plan cards of 分站版本).
  vip('vipChild', 'site', { page: 'vip/VipChildPage', messages: ['vip'], requires: ['site:childSites'] }),
  vip('vipVersionMoney', 'version', { page: 'vip/VipVersionMoneyPage', messages: ['vip'] }),
  vip('shop', 'shop', { page: 'vip/VipShopPage', messages: ['vipSite'] }),
  vip('pagePath', 'page', { page: 'vip/VipPagePathPage', messages: ['vipSite'] }),

  // ---- supply area, login required ----
  supply('supplyGoods', 'goods', { page: 'supply/SupplyGoodsPage', messages: ['supply'] }),
  supply('cardstockmanage', 'stock', { page: 'supply/CardStockPage', messages: ['supply'] }),
  supply('order', 'order', { page: 'supply/SupplyOrderPage', messages: ['supply'] }),
  supply('handOrder', 'delivery', { page: 'supply/HandOrderPage', messages: ['supply'] }),
  supply('complain', 'complaint', { page: 'supply/SupplyComplainPage', messages: ['supply'] }),
  supply('bookeddetail', 'settlement', { page: 'supply/BookedDetailPage', messages: ['supply'] }),

  // ---- card-key area, no login ----
  { id: 'cdk.short', path: '/cdk/short/:short', area: 'cdk', titleKey: 'route.cdk.short', page: 'cdk/CdkShortPage', messages: ['cdk'] },
  {
    id: 'cdk.recharge',
    path: '/cdk/recharge',
    area: 'cdk',
    titleKey: 'route.cdk.recharge',
    page: 'cdk/CdkRechargePage',
    messages: ['cdk'],
  },
  { id: 'cdk.order', path: '/cdk/order', area: 'cdk', titleKey: 'route.cdk.order', page: 'cdk/CdkOrderPage', messages: ['cdk'] },

  // ---- other ----
  {
    id: 'other.service',
    path: '/other/service',
    area: 'other',
    titleKey: 'route.other.service',
    page: 'public/OtherServicePage',
    messages: ['public', 'auth'],
  },

  // ---- the admin area: `:path` is the admin prefix (config `adminPath`; any other prefix is a 404) ----
  {
    id: 'admin.index',
    path: '/:path/index',
    area: 'admin',
    titleKey: 'route.admin.index',
    auth: true,
    adminHome: true,
    page: 'admin/AdminHomePage',
    messages: ['admin'],
    widgets: false,
  },
  // site decoration (R2.4)
  {
    id: 'decorate',
    path: '/:path/decorate/desktop',
    area: 'admin',
    titleKey: 'route.decorate',
    decoration: true,
    auth: true,
    roleId: ROLE_IDS.decoration,
    page: 'decoration/DecoratePage',
    messages: ['decoration', 'storefront'],
  },

  // ---- a reseller site's custom pages (issue 21, /vip/pagePath); the main site has none (the page says so) ----
  {
    id: 'sitePage',
    path: '/p/:pagePath',
    area: 'public',
    titleKey: 'route.sitePage',
    page: 'storefront/SitePagePage',
    messages: ['site'],
    widgets: false,
  },

  // ---- errors (R2.5) ----
  { id: 'forbidden', path: '/403', area: 'error', titleKey: 'route.forbidden', page: 'errors/ForbiddenPage', widgets: false },
  { id: 'serverError', path: '/500', area: 'error', titleKey: 'route.serverError', page: 'errors/ServerErrorPage', widgets: false },
  { id: 'notFound', path: '*', area: 'error', titleKey: 'route.notFound', page: 'errors/NotFoundPage', widgets: false },
]);

/** Every route loads the `widgets` part first, unless it says `widgets: false`. */
function withWidgets(routes: RouteDef[]): RouteDef[] {
  return routes.map((route) => (route.widgets === false ? route : { ...route, messages: ['widgets', ...(route.messages ?? [])] }));
}

/**
 * What a reseller site serves (issue 21): its storefront (shop, payment, its customers' log-in and
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

/** A menu's entries in registry order. */
export function menuOf(area: MenuArea): RouteDef[] {
  return routeTable.filter((route) => route.menu?.area === area);
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
