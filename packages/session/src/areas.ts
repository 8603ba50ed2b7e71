// The product's areas: one list of names, the same word in every package (app's features/<area>/, ui's
// screens/<area>/, the mocks' handlers/<area>, the catalogue's parts where an area has its own).

export const AREAS = [
  'shop',
  'orders',
  'account',
  'money',
  'promotion',
  'cdk',
  'aftersale',
  'vip',
  'site',
  'supply',
  'decoration',
  'admin',
  'public',
  'callbacks',
] as const;

export type Area = (typeof AREAS)[number];
