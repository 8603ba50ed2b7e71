import type { account as zh } from '../zh-CN/account.ts';
import type { Catalogue } from '../types.ts';

export const account: Catalogue<typeof zh> = {
  'account.title': 'User centre',
};
