// Catalogue parts that load with the pages that use them, so the strings of every screen do not
// sit in the initial bundle (budget: 140 KB gzip of scripts for a first visit of `/`). The core parts
// (session, app, ui) are in `zh-CN/index.ts` and ship up front.
//
// To add a lazy part `shop`: write `zh-CN/shop.ts` (export const shop = {...} as const; a part whose
// name is a reserved word exports `<name>Part`, as `public` does) and
// `en/shop.ts` (typed `Catalogue<typeof zhShop>`), then add one line to the table below and one to
// `lazyEn.ts`, and the part's name to the pages' `messages` in the app's route table.
import type { Locale } from './locale.ts';

type Part = Record<string, string>;

/** zh-CN lazy parts. The `import()` calls keep each part in its own chunk. */
export const zhLazyParts = {
  widgets: () => import('./zh-CN/widgets.ts').then((m) => m.widgets),
  backoffice: () => import('./zh-CN/backoffice.ts').then((m) => m.backoffice),
  public: () => import('./zh-CN/public.ts').then((m) => m.publicPart),
  auth: () => import('./zh-CN/auth.ts').then((m) => m.auth),
  binding: () => import('./zh-CN/binding.ts').then((m) => m.binding),
  storefront: () => import('./zh-CN/storefront.ts').then((m) => m.storefront),
  shop: () => import('./zh-CN/shop.ts').then((m) => m.shop),
  orders: () => import('./zh-CN/orders.ts').then((m) => m.orders),
  aftersale: () => import('./zh-CN/aftersale.ts').then((m) => m.aftersale),
  account: () => import('./zh-CN/account.ts').then((m) => m.account),
  callbacks: () => import('./zh-CN/callbacks.ts').then((m) => m.callbacks),
  vip: () => import('./zh-CN/vip.ts').then((m) => m.vip),
  vipSite: () => import('./zh-CN/vipSite.ts').then((m) => m.vipSite),
  money: () => import('./zh-CN/money.ts').then((m) => m.money),
  promotion: () => import('./zh-CN/promotion.ts').then((m) => m.promotion),
  cdk: () => import('./zh-CN/cdk.ts').then((m) => m.cdk),
  aibot: () => import('./zh-CN/aibot.ts').then((m) => m.aibot),
  supply: () => import('./zh-CN/supply.ts').then((m) => m.supply),
  decoration: () => import('./zh-CN/decoration.ts').then((m) => m.decoration),
  site: () => import('./zh-CN/site.ts').then((m) => m.site),
  admin: () => import('./zh-CN/admin.ts').then((m) => m.admin),
} satisfies Record<string, () => Promise<Part>>;

export type LazyPart = keyof typeof zhLazyParts;

/** The strings of one lazy part in one locale. */
export async function loadPart(locale: Locale, part: LazyPart): Promise<Part> {
  // The en table is a module of its own: the zh-CN app never carries its loaders.
  const table: Record<string, () => Promise<Part>> = locale === 'en' ? (await import('./lazyEn.ts')).enLazyParts : zhLazyParts;
  const load = table[part];
  if (!load) throw new Error(`unknown catalogue part: ${String(part)}`);
  return load();
}

export const LAZY_PARTS = Object.keys(zhLazyParts) as LazyPart[];
