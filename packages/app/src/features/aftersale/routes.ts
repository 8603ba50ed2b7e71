// The aftersale area's routes: each page a lazy import of this folder (its own chunk).
import { customer, inside, type RouteDef } from '#app/routes/define.ts';

export const aftersaleRoutes: RouteDef[] = [
  inside('visitorExpress', 'shop', { page: () => import('./VisitorExpressPage.tsx'), messages: ['aftersale'] }),
  customer('express', undefined, { page: () => import('./ExpressPage.tsx'), messages: ['aftersale'] }),
  customer('cardRepeal', 'cardKey', { page: () => import('./CardRepealPage.tsx'), messages: ['aftersale'] }),
  customer('goodsLog', 'goods', { page: () => import('./GoodsLogPage.tsx'), messages: ['aftersale'] }),
  customer('myFavorites', 'favorite', { page: () => import('./MyFavoritesPage.tsx'), messages: ['aftersale'] }),
  customer('complain', 'complaint', { page: () => import('./ComplainPage.tsx'), messages: ['aftersale'] }),
  customer('orderComplain', undefined, { page: () => import('./OrderComplainPage.tsx'), messages: ['aftersale'] }),
  customer('cdk', 'cardKey', { page: () => import('./CdkPage.tsx'), messages: ['aftersale'] }),
  customer('orderContent', undefined, { page: () => import('./OrderContentPage.tsx'), messages: ['aftersale'] }),
];
