// The vip area's routes: each page a lazy import of this folder (its own chunk).
import { vip, type RouteDef } from '#app/routes/define.ts';

export const vipRoutes: RouteDef[] = [
  // ---- vip (reseller) area, login required ----
  vip('desktop', 'dashboard', { page: () => import('./DesktopPage.tsx'), messages: ['vip'] }),
  vip('vipWebSite', 'settings', { page: () => import('./VipWebSitePage.tsx'), messages: ['vipSite'] }),
  vip('vipAnnouncement', 'announcement', { page: () => import('./VipAnnouncementPage.tsx'), messages: ['vipSite'] }),
  vip('vipDirectory', 'category', { page: () => import('./VipDirectoryPage.tsx'), messages: ['vip'] }),
  vip('vipGoods', 'goods', { page: () => import('./VipGoodsPage.tsx'), messages: ['vip'] }),
  vip('market', 'market', { page: () => import('./MarketPage.tsx'), messages: ['vip'] }),
  vip('vipOrder', 'order', { page: () => import('./VipOrderPage.tsx'), messages: ['vip', 'orders'] }),
  vip('vipCustomer', 'customer', { page: () => import('./VipCustomerPage.tsx'), messages: ['vip'] }),
  // The site's plan must allow child sites (R6.2, SITE_RIGHTS; the plan cards of 分站版本).
  vip('vipChild', 'site', { page: () => import('./VipChildPage.tsx'), messages: ['vip'], requires: ['site:childSites'] }),
  vip('vipVersionMoney', 'version', { page: () => import('./VipVersionMoneyPage.tsx'), messages: ['vip'] }),
  vip('shop', 'shop', { page: () => import('./VipShopPage.tsx'), messages: ['vipSite'] }),
  vip('pagePath', 'page', { page: () => import('./VipPagePathPage.tsx'), messages: ['vipSite'] }),
];
