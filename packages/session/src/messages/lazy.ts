// Catalogue parts that load with the pages that use them, so the strings of every screen do not
// sit in the initial bundle (budget: 130 KB gzip for `/`). The core parts (session, app, ui) are
// in `zh-CN/index.ts` and ship up front.
//
// To add a lazy part `shop`: write `zh-CN/shop.ts` (export const shop = {...} as const; a part whose
// name is a reserved word exports `<name>Part`, as `public` does) and
// `en/shop.ts` (typed `Catalogue<typeof zhShop>`), then add one line to each table below and the
// part's name to the pages' `messages` in the app's route table.
import type { Locale } from './locale.ts';

type Part = Record<string, string>;

/** zh-CN lazy parts. The `import()` calls keep each part in its own chunk. */
export const zhLazyParts = {
  widgets: () => import('./zh-CN/widgets.ts').then((m) => m.widgets),
  backoffice: () => import('./zh-CN/backoffice.ts').then((m) => m.backoffice),
  public: () => import('./zh-CN/public.ts').then((m) => m.publicPart),
  binding: () => import('./zh-CN/binding.ts').then((m) => m.binding),
  storefront: () => import('./zh-CN/storefront.ts').then((m) => m.storefront),
  shop: () => import('./zh-CN/shop.ts').then((m) => m.shop),
  orders: () => import('./zh-CN/orders.ts').then((m) => m.orders),
  aftersale: () => import('./zh-CN/aftersale.ts').then((m) => m.aftersale),
  account: () => import('./zh-CN/account.ts').then((m) => m.account),
  callbacks: () => import('./zh-CN/callbacks.ts').then((m) => m.callbacks),
  money: () => import('./zh-CN/money.ts').then((m) => m.money),
} satisfies Record<string, () => Promise<Part>>;

/** en lazy parts, the same names. */
export const enLazyParts: { [P in keyof typeof zhLazyParts]: () => Promise<Part> } = {
  widgets: () => import('./en/widgets.ts').then((m) => m.widgets),
  backoffice: () => import('./en/backoffice.ts').then((m) => m.backoffice),
  public: () => import('./en/public.ts').then((m) => m.publicPart),
  binding: () => import('./en/binding.ts').then((m) => m.binding),
  storefront: () => import('./en/storefront.ts').then((m) => m.storefront),
  shop: () => import('./en/shop.ts').then((m) => m.shop),
  orders: () => import('./en/orders.ts').then((m) => m.orders),
  aftersale: () => import('./en/aftersale.ts').then((m) => m.aftersale),
  account: () => import('./en/account.ts').then((m) => m.account),
  callbacks: () => import('./en/callbacks.ts').then((m) => m.callbacks),
  money: () => import('./en/money.ts').then((m) => m.money),
};

export type LazyPart = keyof typeof zhLazyParts;

/** The strings of one lazy part in one locale. */
export function loadPart(locale: Locale, part: LazyPart): Promise<Part> {
  const table: Record<string, () => Promise<Part>> = locale === 'en' ? enLazyParts : zhLazyParts;
  const load = table[part];
  if (!load) return Promise.reject(new Error(`unknown catalogue part: ${String(part)}`));
  return load();
}

export const LAZY_PARTS = Object.keys(zhLazyParts) as LazyPart[];
