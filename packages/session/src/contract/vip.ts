// The vip (reseller merchant) area (spec §2 "Vip area", all login required): a merchant's own site,
// its announcements, directories, goods, market, orders, customers, child sites, versions, shop
// appearance and custom pages. Paths are ours, under /vip/inter/; the customer token is sent (R6.1)
// and a customer without a site is refused with code 403.
//
// Prices on a site (screens.md "Sub-site settings"): the merchant buys at their level's price
// (`cost`); visitors pay the main retail price plus the goods' markup, registered customers of the
// site pay the cost plus the markup; both are rounded by the site's rule (none / to the yuan / up to
// the yuan) and never fall below the cost. A site order's profit is what the buyer paid minus the cost.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, DOCS, flag, int, listQuery, money, noBody, ok, paged, pageQuery } from './define.ts';
import { idList, optionalText, requestId, salePassword, text } from './fields.ts';
import {
  announcementSchema,
  childSiteSchema,
  deliveryTypeSchema,
  levelRefSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
  payMethodSchema,
  vipCustomerSchema,
  vipDirectorySchema,
  vipGoodsSchema,
  vipPageSchema,
  vipSiteSchema,
  vipVersionSchema,
} from './entities.ts';

const e = areaEndpoints('vip', '/vip/inter/');

const devices = ['pc', 'android', 'ios', 'ipad'] as const;

/** What the merchant sees of a buyer and the order's circumstances (screens.md "Merchant orders"). */
const merchantOrderEntries = {
  /** The buyer's login name, or 游客 for visitors. */
  buyer: v.string(),
  buyerType: v.picklist(['member', 'visitor']),
  /** What the site earned: what the buyer paid minus the merchant's cost (0 while unpaid or after a refund). */
  profit: amount(),
  ip: v.string(),
  device: v.picklist(devices),
  /** The coupon code used, '' when none. */
  coupon: v.string(),
  /** The query password the buyer set, '' when none (the merchant may tell it to the buyer). */
  queryPwd: v.string(),
  /** Whether the content (keys, recharge result, manual content) has been delivered. */
  delivered: v.boolean(),
};

export const vipOrderSchema = v.object({ ...orderSummarySchema.entries, ...merchantOrderEntries });

export const vipOrderDetailSchema = v.object({ ...orderDetailSchema.entries, ...merchantOrderEntries });

export const marketGoodsSchema = v.object({
  goodsId: count(),
  name: v.string(),
  dirId: count(),
  dirName: v.string(),
  cover: v.string(),
  deliveryType: deliveryTypeSchema,
  /** What the merchant would pay (their level price). */
  cost: amount(),
  retail: amount(),
  stock: count(),
  sales: count(),
  supplierName: v.string(),
  /** Whether the site already sells it. */
  added: v.boolean(),
});

/**
 * One day of the site's figures (China time): income (profit) by payment day, turnover (what buyers
 * paid for the orders sold that day) and the number of orders sold.
 */
export const dayFiguresSchema = v.object({ date: v.string(), income: amount(), turnover: amount(), orders: count() });

export const shopStyleSchema = v.object({
  theme: v.picklist(['light', 'dark']),
  primaryColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为#RRGGBB')),
  layout: v.picklist(['grid', 'list']),
  showStock: v.boolean(),
  showSales: v.boolean(),
  banner: v.string(),
});

/** A version as the merchant may buy it: the plan, and what moving to it costs now. */
export const versionOfferSchema = v.object({
  ...vipVersionSchema.entries,
  /** current: the site's version (renew it); upgrade: a higher one; lower: refused. */
  state: v.picklist(['current', 'upgrade', 'lower']),
  /** Upgrade: the price difference for the days left of the current term; null otherwise. */
  upgradePrice: v.nullable(amount()),
});

const siteVersionResult = v.object({
  version: v.object({ id: count(), name: v.string() }),
  expiresAt: dateTime(),
  /** What was taken from the balance. */
  paid: amount(),
  balance: amount(),
});

const markupPercent = () => v.pipe(money(), v.minValue(0, '加价比例不能为负'), v.maxValue(300, '加价比例不能超过300%'));

/** Optional contact fields of the site's service panel. */
const contactFields = {
  serviceQq: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(?:|[1-9]\d{4,11})$/, '客服QQ为5到12位数字')), ''),
  serviceWechat: optionalText('客服微信', 40),
  serviceWechatQr: optionalText('微信二维码', 300),
  servicePhone: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(?:|[\d+][\d -]{4,19})$/, '请输入正确的客服电话')), ''),
  serviceEmail: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(?:|[^\s@]+@[^\s@]+\.[^\s@]+)$/, '请输入正确的客服邮箱'),
      v.maxLength(100, '客服邮箱不能超过100个字符'),
    ),
    '',
  ),
  serviceHours: optionalText('服务时间', 40),
};

export const vip = {
  getDesktop: e('getDesktop', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? 'The merchant dashboard (desktop): the site, income (profit) today / yesterday / this month, turnover and orders today, the last 7 and 30 days (income, turnover, orders per day), goods on sale, customers, child sites, orders to deliver, balance, latest sales.'
      : '',
    request: noBody,
    response: v.object({
      site: v.object({
        id: count(),
        name: v.string(),
        path: v.string(),
        version: v.string(),
        status: v.picklist(['active', 'expired', 'disabled']),
        expiresAt: dateTime(),
        daysLeft: count(),
      }),
      incomeToday: amount(),
      incomeYesterday: amount(),
      incomeMonth: amount(),
      turnoverToday: amount(),
      ordersToday: count(),
      /** Oldest first, ending today; `date` is YYYY-MM-DD. */
      last7Days: v.array(dayFiguresSchema),
      /** The same for the last 30 days (the desktop's 30-day chart), oldest first, ending today. */
      last30Days: v.array(dayFiguresSchema),
      goodsOnSale: count(),
      customers: count(),
      childSites: count(),
      toDeliver: count(),
      balance: amount(),
      latestOrders: v.array(vipOrderSchema),
    }),
  }),
  getSite: e('getSite', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'My site’s settings (vipWebSite).' : '',
    request: noBody,
    response: vipSiteSchema,
  }),
  saveSite: e('saveSite', {
    auth: 'user',
    summary: DOCS
      ? 'Save my site’s settings: name, title, logo, notice (Markdown), service contacts, default markup and rounding, main-site goods shown.'
      : '',
    request: v.object({
      name: text('站点名称', 30),
      title: text('站点标题', 60),
      logo: optionalText('Logo', 300),
      notice: optionalText('公告', 2000),
      ...contactFields,
      markupPercent: markupPercent(),
      rounding: v.picklist(['none', 'round', 'up'], '取整方式应为 none、round 或 up'),
      showMainGoods: flag(),
    }),
    response: vipSiteSchema,
  }),
  bindSubDomain: e('bindSubDomain', {
    auth: 'user',
    summary: DOCS ? 'Bind a sub-domain label (3–20 lowercase letters, digits, hyphens); once bound it is locked until unbound.' : '',
    request: v.object({
      subDomain: v.pipe(
        v.string('请输入二级域名'),
        v.trim(),
        v.toLowerCase(),
        v.regex(/^[a-z0-9](?:[a-z0-9-]{1,18})[a-z0-9]$/, '二级域名为3到20位小写字母、数字或短横线，且不能以短横线开头或结尾'),
      ),
    }),
    response: vipSiteSchema,
  }),
  unbindSubDomain: e('unbindSubDomain', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'Unbind my sub-domain (it may then be bound again, to another label).' : '',
    request: noBody,
    response: vipSiteSchema,
  }),
  bindDomain: e('bindDomain', {
    auth: 'user',
    summary: DOCS
      ? 'Bind my own domain (versions with the own-domain right); answers the CNAME target to set. Not verified until checkDomain finds the record.'
      : '',
    request: v.object({
      domain: v.pipe(v.string('请输入域名'), v.trim(), v.toLowerCase(), v.regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, '请输入正确的域名')),
    }),
    response: v.object({ domain: v.string(), cname: v.string(), verified: v.boolean() }),
  }),
  checkDomain: e('checkDomain', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? 'Check that my own domain’s CNAME record points at the target; refused (1001, with what to set) while it does not.'
      : '',
    request: noBody,
    response: v.object({ domain: v.string(), cname: v.string(), verified: v.boolean() }),
  }),
  unbindDomain: e('unbindDomain', {
    auth: 'user',
    summary: DOCS ? 'Unbind my own domain.' : '',
    request: noBody,
    encoding: 'none',
    response: ok,
  }),
  getAnnouncementList: e('getAnnouncementList', {
    auth: 'user',
    summary: DOCS ? 'My site’s announcements, pinned first, then newest; keyword searches the title.' : '',
    request: v.object({ ...pageQuery, keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), '') }),
    response: paged(announcementSchema),
  }),
  saveAnnouncement: e('saveAnnouncement', {
    auth: 'user',
    summary: DOCS ? 'Create (no id) or update an announcement of my site.' : '',
    request: v.object({ id: v.optional(int()), title: text('标题', 60), html: text('内容', 20000), pinned: v.optional(flag(), 0) }),
    response: announcementSchema,
  }),
  deleteAnnouncement: e('deleteAnnouncement', {
    auth: 'user',
    summary: DOCS ? 'Delete an announcement of my site.' : '',
    request: v.object({ id: int() }),
    response: ok,
  }),
  getDirectoryList: e('getDirectoryList', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'The main site’s directory tree as my site shows it: own name, shown or hidden, order, goods of my site in it.' : '',
    request: noBody,
    response: v.object({ list: v.array(vipDirectorySchema) }),
  }),
  saveDirectory: e('saveDirectory', {
    auth: 'user',
    summary: DOCS ? 'Rename (empty: the main name), show / hide or reorder a directory on my site.' : '',
    request: v.object({
      id: int(),
      ownName: optionalText('名称', 20),
      visible: flag(),
      sort: v.pipe(int(), v.minValue(0, '排序不能为负'), v.maxValue(9999, '排序不能超过9999')),
    }),
    response: vipDirectorySchema,
  }),
  getGoodsList: e('getGoodsList', {
    auth: 'user',
    summary: DOCS
      ? 'Goods my site sells: cost, visitor and member price, markup, stock, sales today / yesterday / week / all, on or off.'
      : '',
    request: v.object({ ...listQuery, dirId: v.optional(int()), visible: v.optional(flag()) }),
    response: paged(vipGoodsSchema),
  }),
  saveGoods: e('saveGoods', {
    auth: 'user',
    summary: DOCS ? 'Set a goods’ own name (empty: the main name), markup and visibility on my site.' : '',
    request: v.object({ id: int(), ownName: optionalText('商品名称', 60), markupPercent: markupPercent(), visible: flag() }),
    response: vipGoodsSchema,
  }),
  batchGoods: e('batchGoods', {
    auth: 'user',
    summary: DOCS ? 'Show, hide, re-price (markup) or remove several goods of my site at once.' : '',
    request: v.object({
      /** An empty selection arrives as no field at all; the server answers it with 请选择… */
      ids: v.optional(idList(), []),
      action: v.picklist(['show', 'hide', 'markup', 'remove'], '操作应为 show、hide、markup 或 remove'),
      markupPercent: v.optional(markupPercent()),
    }),
    response: v.object({ updated: count() }),
  }),
  getMarketList: e('getMarketList', {
    auth: 'user',
    summary: DOCS
      ? 'The market: main-site and supplier goods on sale my site may take in, with my cost; `added` filters what my site sells.'
      : '',
    request: v.object({ ...listQuery, dirId: v.optional(int()), deliveryType: v.optional(deliveryTypeSchema), added: v.optional(flag()) }),
    response: paged(marketGoodsSchema),
  }),
  doMarketAdd: e('doMarketAdd', {
    auth: 'user',
    summary: DOCS ? 'Take goods of the market into my site with a markup; goods my site already sells are skipped.' : '',
    request: v.object({ goodsIds: v.optional(idList(), []), markupPercent: markupPercent() }),
    response: v.object({ added: count(), skipped: count() }),
  }),
  getOrderList: e('getOrderList', {
    auth: 'user',
    summary: DOCS
      ? 'Orders placed on my site, newest first: keyword (order number, goods, contact, buyer), status, channel, member or visitor, device, goods, date range.'
      : '',
    request: v.object({
      ...listQuery,
      status: v.optional(orderStatusSchema),
      payMethod: v.optional(payMethodSchema),
      buyerType: v.optional(v.picklist(['member', 'visitor'])),
      device: v.optional(v.picklist(devices)),
      goodsId: v.optional(int()),
    }),
    response: paged(vipOrderSchema),
  }),
  getOrderInfo: e('getOrderInfo', {
    auth: 'user',
    summary: DOCS ? 'One order of my site in full, with what was delivered.' : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: vipOrderDetailSchema,
  }),
  getCustomerList: e('getCustomerList', {
    auth: 'user',
    summary: DOCS
      ? 'Customers of my site and their levels; keyword searches login name, nickname and contact. `levels` feeds the level picker.'
      : '',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['active', 'disabled'])), levelId: v.optional(int()) }),
    response: v.object({ ...paged(vipCustomerSchema).entries, levels: v.array(levelRefSchema) }),
  }),
  saveCustomer: e('saveCustomer', {
    auth: 'user',
    summary: DOCS ? 'Change a customer of my site: level, enabled or disabled.' : '',
    request: v.object({ id: int(), levelId: v.optional(int()), status: v.optional(v.picklist(['active', 'disabled'])) }),
    response: vipCustomerSchema,
  }),
  getChildList: e('getChildList', {
    auth: 'user',
    summary: DOCS ? 'Child sites opened under my site, with how many my version allows and the highest commission it allows.' : '',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['active', 'expired', 'disabled'])) }),
    response: v.object({ ...paged(childSiteSchema).entries, limit: count(), maxCommission: v.number() }),
  }),
  createChild: e('createChild', {
    auth: 'user',
    summary: DOCS
      ? 'Open a child site under my site for one of my site’s customers (who has no site yet): name, path (3–20 lower-case letters or digits), a version no higher than mine, 1–5 years and the commission I earn (at most my version’s child commission). Paid from my balance at the version’s yearly price (sale password when its check is on); refused over my version’s child-site limit or while my site is expired.'
      : '',
    request: v.object({
      ownerLoginName: text('站长账号', 30),
      name: text('站点名称', 30),
      path: v.pipe(v.string('请输入站点路径'), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9]{3,20}$/, '站点路径为3到20位小写字母或数字')),
      versionId: int(),
      years: v.pipe(int(), v.minValue(1, '开通年限为1到5年'), v.maxValue(5, '开通年限为1到5年')),
      commissionRate: v.pipe(money(), v.minValue(0, '分成比例不能为负'), v.maxValue(50, '分成比例不能超过50%')),
      salePwd: v.optional(salePassword()),
    }),
    response: v.object({ child: childSiteSchema, paid: amount(), balance: amount() }),
  }),
  saveChild: e('saveChild', {
    auth: 'user',
    summary: DOCS ? 'Enable or disable a child site and set its commission rate (at most my version’s child commission).' : '',
    request: v.object({
      id: int(),
      status: v.picklist(['active', 'disabled'], '状态应为 active 或 disabled'),
      commissionRate: v.pipe(money(), v.minValue(0, '分成比例不能为负'), v.maxValue(50, '分成比例不能超过50%')),
    }),
    response: childSiteSchema,
  }),
  getVersionList: e('getVersionList', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? 'The site versions (vipVersionMoney): one card each with price and rights, my current one, and what upgrading costs now.'
      : '',
    request: noBody,
    response: v.object({
      current: v.object({
        id: count(),
        name: v.string(),
        expiresAt: dateTime(),
        daysLeft: count(),
        status: v.picklist(['active', 'expired', 'disabled']),
      }),
      balance: amount(),
      list: v.array(versionOfferSchema),
    }),
  }),
  doVersionUpgrade: e('doVersionUpgrade', {
    auth: 'user',
    summary: DOCS
      ? 'Upgrade my site to a higher version, paid from the balance: the price difference for the days left; the term is kept. The same or a lower version is refused.'
      : '',
    request: v.object({ versionId: int(), salePwd: v.optional(salePassword()) }),
    response: siteVersionResult,
  }),
  doVersionRenew: e('doVersionRenew', {
    auth: 'user',
    summary: DOCS
      ? 'Renew my site’s current version for 1–5 years, paid from the balance; an expired site starts again from today. Once per client `requestId`: a retry whose answer was lost answers the first renewal again (found by the chaos walk: a lost answer, retried, renewed and paid twice).'
      : '',
    request: v.object({
      years: v.pipe(int(), v.minValue(1, '续费年限为1到5年'), v.maxValue(5, '续费年限为1到5年')),
      salePwd: v.optional(salePassword()),
      requestId: requestId(),
    }),
    response: siteVersionResult,
  }),
  getShopStyle: e('getShopStyle', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'My shop’s appearance (vip shop page).' : '',
    request: noBody,
    response: shopStyleSchema,
  }),
  saveShopStyle: e('saveShopStyle', {
    auth: 'user',
    summary: DOCS ? 'Save my shop’s appearance.' : '',
    request: v.object({
      theme: v.picklist(['light', 'dark'], '主题应为 light 或 dark'),
      primaryColor: v.pipe(v.string('请选择主色'), v.regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为#RRGGBB')),
      layout: v.picklist(['grid', 'list'], '布局应为 grid 或 list'),
      showStock: flag(),
      showSales: flag(),
      banner: optionalText('横幅图片', 300),
    }),
    response: shopStyleSchema,
  }),
  getPageList: e('getPageList', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'Custom pages of my site (pagePath), with the address each is served at.' : '',
    request: noBody,
    response: v.object({ list: v.array(v.object({ ...vipPageSchema.entries, url: v.string() })) }),
  }),
  savePage: e('savePage', {
    auth: 'user',
    summary: DOCS ? 'Create (no id) or update a custom page; its path is unique in the site and may not be one the site itself uses.' : '',
    request: v.object({
      id: v.optional(int()),
      title: text('标题', 60),
      path: v.pipe(v.string('请输入路径'), v.trim(), v.regex(/^[a-z0-9-]{1,40}$/, '路径为1到40位小写字母、数字或短横线')),
      html: text('内容', 50000),
      visible: flag(),
    }),
    response: vipPageSchema,
  }),
  deletePage: e('deletePage', {
    auth: 'user',
    summary: DOCS ? 'Delete a custom page.' : '',
    request: v.object({ id: int() }),
    response: ok,
  }),
} as const;

export type VipOrder = v.InferOutput<typeof vipOrderSchema>;
export type VipOrderDetail = v.InferOutput<typeof vipOrderDetailSchema>;
export type MarketGoods = v.InferOutput<typeof marketGoodsSchema>;
export type ShopStyle = v.InferOutput<typeof shopStyleSchema>;
export type VersionOffer = v.InferOutput<typeof versionOfferSchema>;
export type DayFigures = v.InferOutput<typeof dayFiguresSchema>;
/** The merchant's desktop (getDesktop). */
export type VipDesktop = v.InferOutput<typeof vip.getDesktop.response>;
/** The versions offered to the merchant, their current one and balance (getVersionList). */
export type VipVersionList = v.InferOutput<typeof vip.getVersionList.response>;
/** What an upgrade or a renewal answers. */
export type SiteVersionResult = v.InferOutput<typeof siteVersionResult>;
/** Devices an order can come from (merchant order filters). */
export const orderDevices = devices;
