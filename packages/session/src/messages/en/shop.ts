import type { shop as zh } from '../zh-CN/shop.ts';
import type { Catalogue } from '../types.ts';

export const shop: Catalogue<typeof zh> = {
  'shop.title': 'Goods',
};
