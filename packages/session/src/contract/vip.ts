// The vip (reseller merchant) area (spec §2 "Vip area", all login required): a merchant's own site,
// its announcements, directories, goods, market, orders, customers, child sites, versions, shop
// appearance and custom pages. Paths are ours, under /vip/inter/; the customer token is sent (R6.1)
// and a customer without a site is refused with code 403.
import * as v from 'valibot';
import {
  amount,
  areaEndpoints,
  count,
  dateTime,
  flag,
  idList,
  int,
  listQuery,
  money,
  noBody,
  ok,
  optionalText,
  pageQuery,
  paged,
  text,
} from './define.ts';
import {
  announcementSchema,
  childSiteSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
  vipCustomerSchema,
  vipDirectorySchema,
  vipGoodsSchema,
  vipPageSchema,
  vipSiteSchema,
  vipVersionSchema,
} from './entities.ts';

const e = areaEndpoints('vip', '/vip/inter/');

export const vipOrderSchema = v.object({
  ...orderSummarySchema.entries,
  /** The buyer's login name, or 游客 for visitors. */
  buyer: v.string(),
  /** What the site earned: the buyer's price minus the merchant's cost. */
  profit: amount(),
});

export const marketGoodsSchema = v.object({
  goodsId: count(),
  name: v.string(),
  dirName: v.string(),
  cover: v.string(),
  cost: amount(),
  retail: amount(),
  stock: count(),
  supplierName: v.string(),
  /** Whether the site already sells it. */
  added: v.boolean(),
});

export const shopStyleSchema = v.object({
  theme: v.picklist(['light', 'dark']),
  primaryColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为#RRGGBB')),
  layout: v.picklist(['grid', 'list']),
  showStock: v.boolean(),
  showSales: v.boolean(),
  banner: v.string(),
});

export const vip = {
  getDesktop: e('getDesktop', {
    encoding: 'none',
    auth: 'user',
    summary:
      'The merchant dashboard: income today / yesterday / this month, last 7 days, goods on sale, customers, orders to deliver, latest orders.',
    request: noBody,
    response: v.object({
      incomeToday: amount(),
      incomeYesterday: amount(),
      incomeMonth: amount(),
      last7Days: v.array(v.object({ date: v.string(), income: amount(), orders: count() })),
      goodsOnSale: count(),
      customers: count(),
      toDeliver: count(),
      balance: amount(),
      latestOrders: v.array(vipOrderSchema),
    }),
  }),
  getSite: e('getSite', {
    encoding: 'none',
    auth: 'user',
    summary: 'My site’s settings (vipWebSite).',
    request: noBody,
    response: vipSiteSchema,
  }),
  saveSite: e('saveSite', {
    auth: 'user',
    summary: 'Save my site’s settings: name, title, logo, notice (Markdown), service contacts, markup and rounding, main-site goods.',
    request: v.object({
      name: text('站点名称', 30),
      title: text('站点标题', 60),
      logo: optionalText('Logo', 300),
      notice: optionalText('公告', 2000),
      serviceQq: optionalText('客服QQ', 20),
      serviceWechat: optionalText('客服微信', 40),
      servicePhone: optionalText('客服电话', 20),
      markupPercent: v.pipe(money(), v.minValue(0, '加价比例不能为负'), v.maxValue(300, '加价比例不能超过300%')),
      rounding: v.picklist(['none', 'round', 'up']),
      showMainGoods: flag(),
    }),
    response: vipSiteSchema,
  }),
  bindDomain: e('bindDomain', {
    auth: 'user',
    summary: 'Bind my own domain (versions with own-domain right); answers the CNAME target to set and whether it resolves yet.',
    request: v.object({
      domain: v.pipe(v.string('请输入域名'), v.trim(), v.toLowerCase(), v.regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, '请输入正确的域名')),
    }),
    response: v.object({ domain: v.string(), cname: v.string(), verified: v.boolean() }),
  }),
  unbindDomain: e('unbindDomain', {
    auth: 'user',
    summary: 'Unbind my own domain.',
    request: noBody,
    encoding: 'none',
    response: ok,
  }),
  getAnnouncementList: e('getAnnouncementList', {
    auth: 'user',
    summary: 'My site’s announcements, pinned first.',
    request: v.object({ ...pageQuery }),
    response: paged(announcementSchema),
  }),
  saveAnnouncement: e('saveAnnouncement', {
    auth: 'user',
    summary: 'Create (no id) or update an announcement of my site.',
    request: v.object({ id: v.optional(int()), title: text('标题', 60), html: text('内容', 20000), pinned: v.optional(flag(), 0) }),
    response: announcementSchema,
  }),
  deleteAnnouncement: e('deleteAnnouncement', {
    auth: 'user',
    summary: 'Delete an announcement of my site.',
    request: v.object({ id: int() }),
    response: ok,
  }),
  getDirectoryList: e('getDirectoryList', {
    encoding: 'none',
    auth: 'user',
    summary: 'The main site’s directories as my site shows them: own name, shown or hidden, order.',
    request: noBody,
    response: v.object({ list: v.array(vipDirectorySchema) }),
  }),
  saveDirectory: e('saveDirectory', {
    auth: 'user',
    summary: 'Rename, show / hide or reorder a directory on my site.',
    request: v.object({ id: int(), ownName: optionalText('名称', 20), visible: flag(), sort: int() }),
    response: vipDirectorySchema,
  }),
  getGoodsList: e('getGoodsList', {
    auth: 'user',
    summary: 'Goods my site sells, with my cost, my price, stock and sales.',
    request: v.object({ ...listQuery, dirId: v.optional(int()), visible: v.optional(flag()) }),
    response: paged(vipGoodsSchema),
  }),
  saveGoods: e('saveGoods', {
    auth: 'user',
    summary: 'Set a goods’ own name, markup and visibility on my site.',
    request: v.object({
      id: int(),
      ownName: optionalText('商品名称', 60),
      markupPercent: v.pipe(money(), v.minValue(0, '加价比例不能为负'), v.maxValue(300, '加价比例不能超过300%')),
      visible: flag(),
    }),
    response: vipGoodsSchema,
  }),
  batchGoods: e('batchGoods', {
    auth: 'user',
    summary: 'Show, hide or re-price (markup) several goods of my site at once.',
    request: v.object({ ids: idList(), action: v.picklist(['show', 'hide', 'markup']), markupPercent: v.optional(money()) }),
    response: v.object({ updated: count() }),
  }),
  getMarketList: e('getMarketList', {
    auth: 'user',
    summary: 'The market: main-site and supplier goods my site may take in.',
    request: v.object({ ...listQuery, dirId: v.optional(int()) }),
    response: paged(marketGoodsSchema),
  }),
  doMarketAdd: e('doMarketAdd', {
    auth: 'user',
    summary: 'Take goods of the market into my site with a markup.',
    request: v.object({ goodsIds: idList(), markupPercent: v.pipe(money(), v.minValue(0), v.maxValue(300)) }),
    response: v.object({ added: count() }),
  }),
  getOrderList: e('getOrderList', {
    auth: 'user',
    summary: 'Orders placed on my site, with buyer and profit.',
    request: v.object({ ...listQuery, status: v.optional(orderStatusSchema) }),
    response: paged(vipOrderSchema),
  }),
  getOrderInfo: e('getOrderInfo', {
    auth: 'user',
    summary: 'One order of my site in full.',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: orderDetailSchema,
  }),
  getCustomerList: e('getCustomerList', {
    auth: 'user',
    summary: 'Customers of my site and their levels.',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['active', 'disabled'])) }),
    response: paged(vipCustomerSchema),
  }),
  saveCustomer: e('saveCustomer', {
    auth: 'user',
    summary: 'Change a customer of my site: level, enabled or disabled.',
    request: v.object({ id: int(), levelId: v.optional(int()), status: v.optional(v.picklist(['active', 'disabled'])) }),
    response: vipCustomerSchema,
  }),
  getChildList: e('getChildList', {
    auth: 'user',
    summary: 'Child sites opened under my site.',
    request: v.object({ ...listQuery }),
    response: paged(childSiteSchema),
  }),
  saveChild: e('saveChild', {
    auth: 'user',
    summary: 'Enable or disable a child site and set its commission rate.',
    request: v.object({
      id: int(),
      status: v.picklist(['active', 'disabled']),
      commissionRate: v.pipe(money(), v.minValue(0), v.maxValue(50, '分成比例不能超过50%')),
    }),
    response: childSiteSchema,
  }),
  getVersionList: e('getVersionList', {
    encoding: 'none',
    auth: 'user',
    summary: 'The site versions with prices (vipVersionMoney) and my current one.',
    request: noBody,
    response: v.object({ current: v.object({ id: count(), name: v.string(), expiresAt: dateTime() }), list: v.array(vipVersionSchema) }),
  }),
  doVersionUpgrade: e('doVersionUpgrade', {
    auth: 'user',
    summary: 'Renew or upgrade my site’s version for a number of years, paid from the balance; a lower version is refused.',
    request: v.object({ versionId: int(), years: v.pipe(int(), v.minValue(1), v.maxValue(5)), salePwd: v.optional(v.string()) }),
    response: v.object({ version: v.object({ id: count(), name: v.string() }), expiresAt: dateTime(), balance: amount() }),
  }),
  getShopStyle: e('getShopStyle', {
    encoding: 'none',
    auth: 'user',
    summary: 'My shop’s appearance (vip shop page).',
    request: noBody,
    response: shopStyleSchema,
  }),
  saveShopStyle: e('saveShopStyle', {
    auth: 'user',
    summary: 'Save my shop’s appearance.',
    request: v.object({
      theme: v.picklist(['light', 'dark']),
      primaryColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为#RRGGBB')),
      layout: v.picklist(['grid', 'list']),
      showStock: flag(),
      showSales: flag(),
      banner: optionalText('横幅图片', 300),
    }),
    response: shopStyleSchema,
  }),
  getPageList: e('getPageList', {
    encoding: 'none',
    auth: 'user',
    summary: 'Custom pages of my site (pagePath).',
    request: noBody,
    response: v.object({ list: v.array(vipPageSchema) }),
  }),
  savePage: e('savePage', {
    auth: 'user',
    summary: 'Create (no id) or update a custom page; its path is unique in the site.',
    request: v.object({
      id: v.optional(int()),
      title: text('标题', 60),
      path: v.pipe(v.string('请输入路径'), v.trim(), v.regex(/^[a-z0-9-]{1,40}$/, '路径为小写字母、数字或短横线')),
      html: text('内容', 50000),
      visible: flag(),
    }),
    response: vipPageSchema,
  }),
  deletePage: e('deletePage', {
    auth: 'user',
    summary: 'Delete a custom page.',
    request: v.object({ id: int() }),
    response: ok,
  }),
} as const;

export type VipOrder = v.InferOutput<typeof vipOrderSchema>;
export type MarketGoods = v.InferOutput<typeof marketGoodsSchema>;
export type ShopStyle = v.InferOutput<typeof shopStyleSchema>;
