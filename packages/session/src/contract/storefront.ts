// What the storefront asks before anything else: the frame's site information and log-out, and the
// home page's reads (announcements, goods directories, best sellers). They sit in their own module so
// the first page of the shop carries these few schemas only, not every endpoint of `public` and `shop`
// (each area is one object, so importing it brings all of its schemas). `publicApi` and `shop` list
// the same endpoint objects under the same ids (`public.getSiteInfo`, `shop.getGoodsList` …); the app's
// storefront modules import from here, everyone else may keep using the areas.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, DOCS, flag, int, listQuery, noBody, ok, paged, pageQuery } from './define.ts';

// ---- the entities these calls answer with (entities.ts re-exports them) ----

/** A node of the goods directory tree, as a flat list (`parentId` null at the top). */
export const directorySchema = v.object({
  id: count(),
  parentId: v.nullable(count()),
  name: v.string(),
  /** One of the shop's directory icon names (video, music, game, mobile-game, phone, software, cloud, gift), or an image address. */
  icon: v.string(),
  sort: count(),
  goodsCount: count(),
});

/** auto card key · direct recharge to an account the buyer enters · manual delivery (or shipping). */
export const deliveryTypes = ['card', 'recharge', 'manual'] as const;
export const deliveryTypeSchema = v.picklist(deliveryTypes);

export const goodsStatuses = ['on', 'off', 'soldout'] as const;
export const goodsStatusSchema = v.picklist(goodsStatuses);

export const goodsSummarySchema = v.object({
  id: count(),
  dirId: count(),
  dirName: v.string(),
  name: v.string(),
  cover: v.string(),
  /** Retail (visitor) price. */
  price: amount(),
  marketPrice: amount(),
  /** What the caller pays: their level's price when logged in, else the retail price. */
  myPrice: amount(),
  stock: count(),
  sales: count(),
  deliveryType: deliveryTypeSchema,
  status: goodsStatusSchema,
  minQuantity: count(),
  maxQuantity: count(),
  tags: v.array(v.string()),
});

/** A level as other entities name it (a customer's, a goods price's). */
export const levelRefSchema = v.object({ id: count(), name: v.string() });

export const payMethods = ['balance', 'alipay', 'wxpay', 'qqpay', 'epay', 'fxpay'] as const;
export const payMethodSchema = v.picklist(payMethods);

export const announcementSummarySchema = v.object({
  id: count(),
  title: v.string(),
  pinned: v.boolean(),
  /** Plain text, the first words of the body. */
  summary: v.string(),
  createdAt: dateTime(),
});

export const serviceContactsSchema = v.object({
  qq: v.string(),
  wechat: v.string(),
  /** URL of a WeChat QR image. */
  wechatQr: v.string(),
  phone: v.string(),
  email: v.string(),
  hours: v.string(),
});

// ---- decoration: the home page's blocks (the admin decoration page edits them, `/` draws the published ones) ----

const blockBase = { id: v.string(), visible: v.boolean() };

export const decorationBlockSchema = v.variant('type', [
  v.object({
    ...blockBase,
    type: v.literal('banner'),
    images: v.array(v.object({ src: v.string(), link: v.string(), alt: v.string() })),
    autoplay: v.boolean(),
  }),
  v.object({ ...blockBase, type: v.literal('notice'), text: v.string() }),
  v.object({ ...blockBase, type: v.literal('categories'), dirIds: v.array(count()), columns: count() }),
  v.object({ ...blockBase, type: v.literal('goods'), title: v.string(), dirId: v.nullable(count()), limit: count(), columns: count() }),
  v.object({
    ...blockBase,
    type: v.literal('footer'),
    text: v.string(),
    links: v.array(v.object({ label: v.string(), href: v.string() })),
  }),
]);

// ---- the calls ----

const pub = areaEndpoints('public', '/inside/inter/');
const shopArea = areaEndpoints('shop', '/inside/inter/');

export const siteInfoSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  logo: v.string(),
  keywords: v.string(),
  description: v.string(),
  /** Announcement bar text (plain). */
  notice: v.string(),
  icp: v.string(),
  registerOpen: v.boolean(),
  service: serviceContactsSchema,
  payMethods: v.array(payMethodSchema),
  /**
   * The reseller site the call named (X-Site): its path and shop name (the brand; `title` is
   * its R2.2 title), and `notice` is its Markdown. Null (or absent) on the main site.
   */
  site: v.optional(v.nullable(v.object({ path: v.string(), name: v.string() })), null),
});

export const storefront = {
  logout: pub('logout', {
    auth: 'optional',
    summary: DOCS ? 'End the current customer session (its authCode stops working).' : '',
    request: noBody,
    encoding: 'none',
    response: ok,
  }),
  getSiteInfo: pub('getSiteInfo', {
    encoding: 'none',
    auth: 'none',
    summary: DOCS ? 'Site information: title (the stored site title of R2.2), logo, notice, service contacts, payment methods.' : '',
    request: noBody,
    response: siteInfoSchema,
  }),
  getAnnouncementList: pub('getAnnouncementList', {
    auth: 'none',
    summary: DOCS ? 'Announcements, pinned first, then newest first.' : '',
    request: v.object({ ...pageQuery, keyword: v.optional(v.pipe(v.string(), v.trim()), '') }),
    response: paged(announcementSummarySchema),
  }),
  getGoodsDirList: shopArea('getGoodsDirList', {
    encoding: 'none',
    auth: 'optional',
    summary: DOCS
      ? 'The goods directory tree as a flat list (parentId), sorted, with counts of goods on sale (a parent counts its children’s).'
      : '',
    request: noBody,
    response: v.object({ list: v.array(directorySchema) }),
  }),
  getGoodsList: shopArea('getGoodsList', {
    auth: 'optional',
    summary: DOCS
      ? 'Goods on sale and sold out (never the ones taken off sale), filtered by directory (with its children), delivery type, keyword (name or tag) and in-stock; sorted by sales, the caller’s price or newest; prices for the caller’s level.'
      : '',
    request: v.object({
      ...listQuery,
      dirId: v.optional(int()),
      deliveryType: v.optional(deliveryTypeSchema),
      /** 1: only goods that can be bought now. */
      inStock: v.optional(flag(), 0),
      sort: v.optional(v.picklist(['default', 'sales', 'priceAsc', 'priceDesc', 'newest'], '排序方式不正确'), 'default'),
    }),
    response: paged(goodsSummarySchema),
  }),
  getHomeLayout: pub('getHomeLayout', {
    encoding: 'none',
    auth: 'none',
    summary: DOCS ? 'The published home blocks (default if none).' : '',
    request: noBody,
    response: v.object({ blocks: v.array(decorationBlockSchema) }),
  }),
} as const;

export type SiteInfo = v.InferOutput<typeof siteInfoSchema>;
export type DecorationBlock = v.InferOutput<typeof decorationBlockSchema>;
