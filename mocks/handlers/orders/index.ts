// Orders: my orders, and paying (the pay page, channels, polling, recharges).
import type { MockRoute } from '../kit/framework.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payment.ts';

export const ordersRoutes: MockRoute[] = [...orderRoutes, ...paymentRoutes];
