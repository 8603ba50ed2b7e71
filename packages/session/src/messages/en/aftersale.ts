import type { aftersale as zh } from '../zh-CN/aftersale.ts';
import type { Catalogue } from '../types.ts';

export const aftersale: Catalogue<typeof zh> = {
  'aftersale.title': 'After-sale',
};
