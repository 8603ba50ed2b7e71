// The whole customer area (spec §7 and the customer pages of screens.md).
import type { MockRoute } from '../kit/framework.ts';
import { accountRoutes } from './profile.ts';
import { bindingRoutes } from './bindings.ts';
import { inboxRoutes } from './inbox.ts';
import { moneyRoutes } from '../money.ts';
import { orderRoutes } from '../orders/orders.ts';
import { promotionRoutes } from '../promotion.ts';

export const customerRoutes: MockRoute[] = [
  ...accountRoutes,
  ...bindingRoutes,
  ...promotionRoutes,
  ...moneyRoutes,
  ...orderRoutes,
  ...inboxRoutes,
];
