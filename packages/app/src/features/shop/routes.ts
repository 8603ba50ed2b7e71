// The shop area's routes: each page a lazy import of this folder (its own chunk).
import { customer, inside, publicRoute, type RouteDef } from '#app/routes/define.ts';

export const shopRoutes: RouteDef[] = [
  // ---- public (no login) ----
  publicRoute('home', { page: () => import('./HomePage.tsx'), messages: ['storefront'], widgets: false }),
  publicRoute('chajia', { page: () => import('./PriceQueryPage.tsx'), messages: ['account'] }),
  // ---- under /inside, no login: the shop and visitor orders ----
  inside('goodsdir', 'shop', { page: () => import('./GoodsDirPage.tsx'), messages: ['storefront'], widgets: false }),
  inside('adjustPrice', 'shop', { page: () => import('./AdjustPricePage.tsx'), messages: ['account'] }),
  inside('goodsList', 'shop', { page: () => import('./GoodsListPage.tsx'), messages: ['storefront'] }),
  inside('buyGoods', 'shop', { page: () => import('./BuyGoodsPage.tsx'), messages: ['storefront', 'shop', 'orders'] }),
  customer('shop', 'shop', { page: () => import('./ShopPage.tsx'), messages: ['aftersale'] }),
];
