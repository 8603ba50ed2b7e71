// The supply area's routes: each page a lazy import of this folder (its own chunk).
import { supply, type RouteDef } from '#app/routes/define.ts';

export const supplyRoutes: RouteDef[] = [
  // ---- supply area, login required ----
  supply('supplyGoods', 'goods', { page: () => import('./SupplyGoodsPage.tsx'), messages: ['supply'] }),
  supply('cardstockmanage', 'stock', { page: () => import('./CardStockPage.tsx'), messages: ['supply'] }),
  supply('order', 'order', { page: () => import('./SupplyOrderPage.tsx'), messages: ['supply'] }),
  supply('handOrder', 'delivery', { page: () => import('./HandOrderPage.tsx'), messages: ['supply'] }),
  supply('complain', 'complaint', { page: () => import('./SupplyComplainPage.tsx'), messages: ['supply'] }),
  supply('bookeddetail', 'settlement', { page: () => import('./BookedDetailPage.tsx'), messages: ['supply'] }),
];
