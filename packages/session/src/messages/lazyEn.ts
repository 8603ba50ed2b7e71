// The en catalogue's lazy parts (see lazy.ts), loaded only when the en locale asks for one.
import type { zhLazyParts } from './lazy.ts';

/** en lazy parts, the same names. */
export const enLazyParts: { [P in keyof typeof zhLazyParts]: () => Promise<Record<string, string>> } = {
  widgets: () => import('./en/widgets.ts').then((m) => m.widgets),
  backoffice: () => import('./en/backoffice.ts').then((m) => m.backoffice),
  public: () => import('./en/public.ts').then((m) => m.publicPart),
  auth: () => import('./en/auth.ts').then((m) => m.auth),
  binding: () => import('./en/binding.ts').then((m) => m.binding),
  storefront: () => import('./en/storefront.ts').then((m) => m.storefront),
  shop: () => import('./en/shop.ts').then((m) => m.shop),
  orders: () => import('./en/orders.ts').then((m) => m.orders),
  aftersale: () => import('./en/aftersale.ts').then((m) => m.aftersale),
  account: () => import('./en/account.ts').then((m) => m.account),
  callbacks: () => import('./en/callbacks.ts').then((m) => m.callbacks),
  vip: () => import('./en/vip.ts').then((m) => m.vip),
  vipSite: () => import('./en/vipSite.ts').then((m) => m.vipSite),
  money: () => import('./en/money.ts').then((m) => m.money),
  promotion: () => import('./en/promotion.ts').then((m) => m.promotion),
  cdk: () => import('./en/cdk.ts').then((m) => m.cdk),
  aibot: () => import('./en/aibot.ts').then((m) => m.aibot),
  supply: () => import('./en/supply.ts').then((m) => m.supply),
  decoration: () => import('./en/decoration.ts').then((m) => m.decoration),
  site: () => import('./en/site.ts').then((m) => m.site),
  admin: () => import('./en/admin.ts').then((m) => m.admin),
};
