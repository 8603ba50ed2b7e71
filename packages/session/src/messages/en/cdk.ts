import type { cdk as zh } from '../zh-CN/cdk.ts';
import type { Catalogue } from '../types.ts';

export const cdk: Catalogue<typeof zh> = {
  'cdk.loading': 'Looking up the key',
};
