import type { orders as zh } from '../zh-CN/orders.ts';
import type { Catalogue } from '../types.ts';

export const orders: Catalogue<typeof zh> = {
  'orders.title': 'Orders',
};
