// The vip (reseller merchant) area: the merchant's own site (`db.vipSites` row whose ownerId is the
// customer; `route(..., { role: 'vip' })` answers 403 to anyone without one). Site goods are
// `vipGoods` rows over main goods, priced by markup on the merchant's level price; the site's
// customers are `customers` with its siteId; its orders are `orders` with its siteId.
import {
  api,
  type ChildSite,
  type MarketGoods,
  type OrderStatus,
  type VersionOffer,
  type VipCustomer,
  type VipDirectory,
  type VipGoods,
  type VipOrder,
  type VipOrderDetail,
  type VipSite,
} from '@shop/session/contract';
import {
  DAY,
  MINUTE,
  PLATFORM_SUPPLIER_NAME,
  SUPPLIER_SHOP_NAME,
  customerById,
  endSessions,
  formatDate,
  formatDateTime,
  moveBalance,
  nextId,
  orderByNo,
  paginate,
  salePwdProblem,
  startOfDay,
  startOfMonth,
  yuan,
  type CustomerRow,
  type Db,
  type GoodsRow,
  type OrderRow,
  type VipGoodsRow,
  type VipSiteRow,
} from '../db/index.ts';
import { RESERVED_PATHS } from './account/profile.ts';
import { SITE_DOMAIN, merchantCost, roundSitePrice, sitePrices } from './site.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { onceFor } from './kit/requestOnce.ts';
import { openSite } from './kit/sites.ts';
import { inDateRange, matchesKeyword, pageOf, withChildren } from './kit/query.ts';
import { announcementView, byPinnedThenNewest, levelRef, orderDetail, orderSummary, stockOf, vipVersionView } from './kit/views.ts';

const V = api.vip;
const VIP = { role: 'vip' } as const;

export { SITE_DOMAIN };
export const SUBDOMAIN_SUFFIX = `.${SITE_DOMAIN}`;
/** How long a new CNAME record takes to "resolve" in the mock (DNS propagation). */
export const DNS_PROPAGATION_MS = MINUTE;
/** Own domains whose first label starts with this never resolve (to see the failed check on purpose). */
export const UNRESOLVABLE_PREFIX = 'nodns';
export const MAX_PINNED_ANNOUNCEMENTS = 5;
export const MAX_PAGES = 20;

const RESERVED_SUBDOMAINS = new Set([
  'www',
  'api',
  'admin',
  'shopadmin',
  'mail',
  'static',
  'cdn',
  'img',
  'm',
  'wap',
  'pay',
  'vip',
  'supply',
  'cdk',
  'other',
  'inside',
  'cname',
]);
/** Paths a site's own pages use (`/s/{site}/{path}`), so a custom page may not take them. */
const RESERVED_PAGE_PATHS = new Set([
  'goods',
  'order',
  'orders',
  'login',
  'register',
  'pay',
  'user',
  'api',
  'announcement',
  'search',
  'cart',
  'p',
]);

/** Orders whose money the site keeps (an abnormal order is refunded unless the keys arrive). */
const EARNING: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'delivered', 'complained']);
/** Orders that count as sales of a goods. */
const SOLD: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'delivered', 'complained', 'abnormal']);

/** When an order counts as sold: paid, or placed when it never was. */
const soldAt = (order: OrderRow) => order.paidAt ?? order.createdAt;

// ---- the site ----

export function siteOf(db: Db, customer: CustomerRow): VipSiteRow {
  const site = db.vipSites.find((s) => s.ownerId === customer.id);
  // The route's role check answered 403 already; this guards a site deleted mid-call.
  if (!site) fail('分站不存在');
  return site;
}

export function siteStatus(site: VipSiteRow, now: number): VipSite['status'] {
  return site.status === 'active' && site.expiresAt <= now ? 'expired' : site.status;
}

const daysLeft = (site: VipSiteRow, now: number) => Math.max(0, Math.ceil((site.expiresAt - now) / DAY));

export const cnameTargetOf = (site: VipSiteRow) => `site-${site.id}.cname.${SITE_DOMAIN}`;

function versionOf(db: Db, site: VipSiteRow) {
  const version = db.vipVersions.find((v) => v.id === site.versionId);
  if (!version) fail('分站版本不存在');
  return version;
}

export function siteView(db: Db, site: VipSiteRow, now: number): VipSite {
  const version = db.vipVersions.find((v) => v.id === site.versionId);
  return {
    id: site.id,
    name: site.name,
    title: site.title,
    path: site.path,
    subDomain: site.subDomain,
    subDomainSuffix: SUBDOMAIN_SUFFIX,
    domain: site.domain,
    domainVerified: site.domainVerified,
    cnameTarget: cnameTargetOf(site),
    logo: site.logo,
    notice: site.notice,
    service: { ...site.service },
    version: { id: site.versionId, name: version?.name ?? '' },
    expiresAt: formatDateTime(site.expiresAt),
    markupPercent: site.markupPercent,
    rounding: site.rounding,
    showMainGoods: site.showMainGoods,
    status: siteStatus(site, now),
    createdAt: formatDateTime(site.createdAt),
  };
}

// ---- prices on a site: site.ts (the storefront prices with the same functions) ----

export { merchantCost, roundSitePrice, sitePrices };

// ---- orders of the site ----

const siteOrders = (db: Db, site: VipSiteRow) => db.orders.filter((o) => o.siteId === site.id);

/** Deletes a row of my site by id; one of another site, or gone already, is refused with `missing`. */
function deleteOfSite<T extends { id: number; siteId: number }>(rows: T[], site: VipSiteRow, id: number, missing: string): void {
  const index = rows.findIndex((row) => row.id === id && row.siteId === site.id);
  if (index < 0) fail(missing);
  rows.splice(index, 1);
}

/** What the site earned on an order: what the buyer paid minus the merchant's cost (0 unless the money stays). */
export function orderProfit(db: Db, site: VipSiteRow, order: OrderRow): number {
  if (!EARNING.has(order.status)) return 0;
  // An order of the storefront keeps its cost as placed; the seed's orders take today's.
  const goods = db.goods.find((g) => g.id === order.goodsId);
  const cost = order.siteCostCents ?? (goods ? merchantCost(db, site, goods) * order.quantity : order.costCents);
  return Math.max(0, order.amountCents - cost);
}

function merchantEntries(db: Db, site: VipSiteRow, order: OrderRow) {
  const buyer = order.customerId === null ? undefined : customerById(db, order.customerId);
  return {
    buyer: buyer?.loginName ?? '游客',
    buyerType: buyer ? ('member' as const) : ('visitor' as const),
    profit: yuan(orderProfit(db, site, order)),
    ip: order.ip,
    device: order.device,
    coupon: order.coupon,
    queryPwd: order.queryPwd,
    delivered: order.deliveredAt !== null,
  };
}

export function vipOrderView(db: Db, site: VipSiteRow, order: OrderRow): VipOrder {
  return { ...orderSummary(order), ...merchantEntries(db, site, order) };
}

function vipOrderDetailView(db: Db, site: VipSiteRow, order: OrderRow): VipOrderDetail {
  return { ...orderDetail(db, order), ...merchantEntries(db, site, order) };
}

// ---- goods of the site ----

interface Sales {
  today: number;
  yesterday: number;
  week: number;
  total: number;
}

/** Quantities sold on the site per goods, by period. */
function salesByGoods(db: Db, site: VipSiteRow, now: number): Map<number, Sales> {
  const today = startOfDay(now);
  const yesterday = today - DAY;
  const week = today - 6 * DAY;
  const sales = new Map<number, Sales>();
  for (const order of siteOrders(db, site)) {
    if (!SOLD.has(order.status)) continue;
    const at = soldAt(order);
    const entry = sales.get(order.goodsId) ?? { today: 0, yesterday: 0, week: 0, total: 0 };
    entry.total += order.quantity;
    if (at >= today) entry.today += order.quantity;
    else if (at >= yesterday) entry.yesterday += order.quantity;
    if (at >= week) entry.week += order.quantity;
    sales.set(order.goodsId, entry);
  }
  return sales;
}

const NO_SALES: Sales = { today: 0, yesterday: 0, week: 0, total: 0 };

function goodsById(db: Db, id: number): GoodsRow {
  const goods = db.goods.find((g) => g.id === id);
  if (!goods) fail('商品不存在');
  return goods;
}

/** The main status as buyers see it (on with nothing in stock is sold out). */
const mainStatus = (db: Db, goods: GoodsRow) => (goods.status === 'on' && stockOf(db, goods) === 0 ? 'soldout' : goods.status);

export function vipGoodsView(db: Db, site: VipSiteRow, row: VipGoodsRow, sales: Map<number, Sales>): VipGoods {
  const goods = goodsById(db, row.goodsId);
  const prices = sitePrices(db, site, goods, row.markupPercent);
  const sold = sales.get(goods.id) ?? NO_SALES;
  return {
    id: row.id,
    goodsId: goods.id,
    name: goods.name,
    ownName: row.ownName,
    dirId: goods.dirId,
    dirName: db.directories.find((d) => d.id === goods.dirId)?.name ?? '',
    cover: goods.cover,
    deliveryType: goods.deliveryType,
    goodsStatus: mainStatus(db, goods),
    retail: yuan(goods.priceCents),
    cost: yuan(prices.cost),
    price: yuan(prices.visitor),
    memberPrice: yuan(prices.member),
    markupPercent: row.markupPercent,
    stock: stockOf(db, goods),
    salesToday: sold.today,
    salesYesterday: sold.yesterday,
    salesWeek: sold.week,
    salesTotal: sold.total,
    visible: row.visible,
  };
}

function siteGoodsRow(db: Db, site: VipSiteRow, id: number): VipGoodsRow {
  const row = db.vipGoods.find((g) => g.id === id && g.siteId === site.id);
  if (!row) fail('商品不存在或已移出本站');
  return row;
}

// ---- directories ----

/** The site's directory rows, one per main directory (a directory added to the main site later gets one). */
function siteDirectories(db: Db, site: VipSiteRow) {
  for (const dir of db.directories) {
    if (!db.vipDirectories.some((d) => d.siteId === site.id && d.dirId === dir.id)) {
      db.vipDirectories.push({
        id: nextId(db, 'vipDirectories'),
        siteId: site.id,
        dirId: dir.id,
        ownName: '',
        visible: true,
        sort: dir.sort,
      });
    }
  }
  return db.vipDirectories.filter((d) => d.siteId === site.id && db.directories.some((x) => x.id === d.dirId));
}

function vipDirectoryView(db: Db, site: VipSiteRow, row: Db['vipDirectories'][number]): VipDirectory {
  const dir = db.directories.find((d) => d.id === row.dirId);
  const goodsCount = db.vipGoods.filter(
    (g) => g.siteId === site.id && db.goods.find((x) => x.id === g.goodsId)?.dirId === row.dirId,
  ).length;
  return {
    id: row.id,
    dirId: row.dirId,
    parentDirId: dir?.parentId ?? null,
    name: dir?.name ?? '',
    ownName: row.ownName,
    visible: row.visible,
    sort: row.sort,
    goodsCount,
  };
}

// ---- customers and child sites ----

const SPENT: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'delivered', 'complained', 'abnormal']);

function vipCustomerView(db: Db, customer: CustomerRow): VipCustomer {
  let spent = 0;
  let orders = 0;
  for (const order of db.orders) {
    if (order.customerId !== customer.id) continue;
    orders += 1;
    if (SPENT.has(order.status)) spent += order.amountCents;
  }
  return {
    id: customer.id,
    loginName: customer.loginName,
    nickname: customer.nickname,
    level: levelRef(db, customer.levelId),
    contact: customer.mobile ?? customer.email ?? customer.qq,
    balance: yuan(customer.balanceCents),
    totalSpend: yuan(spent),
    orders,
    status: customer.status,
    registeredAt: formatDateTime(customer.createdAt),
  };
}

function childView(db: Db, child: VipSiteRow, now: number): ChildSite {
  let orders = 0;
  let turnover = 0;
  for (const order of db.orders) {
    if (order.siteId !== child.id) continue;
    orders += 1;
    if (EARNING.has(order.status)) turnover += order.amountCents;
  }
  return {
    id: child.id,
    name: child.name,
    path: child.path,
    owner: customerById(db, child.ownerId)?.loginName ?? '',
    version: db.vipVersions.find((v) => v.id === child.versionId)?.name ?? '',
    status: siteStatus(child, now),
    commissionRate: child.commissionRate,
    orders,
    turnover: yuan(turnover),
    createdAt: formatDateTime(child.createdAt),
    expiresAt: formatDateTime(child.expiresAt),
  };
}

// ---- versions ----

/** Upgrading keeps the term: the price difference for the days left of it. */
export function upgradePrice(db: Db, site: VipSiteRow, targetId: number, now: number): number {
  const current = versionOf(db, site);
  const target = db.vipVersions.find((v) => v.id === targetId);
  if (!target) return 0;
  return Math.max(0, Math.round(((target.priceCents - current.priceCents) * daysLeft(site, now)) / 365));
}

function payFromBalance(db: Db, customer: CustomerRow, cents: number, title: string, salePwd: string | undefined, now: number): void {
  const problem = salePwdProblem(customer, salePwd, 'ifEnabled');
  if (problem !== null) fail(problem);
  if (customer.balanceCents < cents) fail(`余额不足，需要 ¥${yuan(cents).toFixed(2)}，请先充值`);
  const orderNo = `VS${now}${customer.id}`;
  moveBalance(db, customer, -cents, { type: 'purchase', remark: title, orderNo: null, at: now });
  db.payRecords.unshift({
    id: nextId(db, 'payRecords'),
    customerId: customer.id,
    kind: 'vip',
    orderNo,
    title,
    channel: 'balance',
    amountCents: cents,
    status: 'paid',
    createdAt: now,
    paidAt: now,
  });
}

// ---- the routes ----

export const vipRoutes: MockRoute[] = [
  route(
    V.getDesktop,
    ({ db, customer, now }) => {
      const site = siteOf(db, customer);
      const orders = siteOrders(db, site);
      const today = startOfDay(now);
      const month = startOfMonth(now);
      const incomeSince = (from: number, to = Infinity) =>
        orders.reduce((sum, o) => (soldAt(o) >= from && soldAt(o) < to ? sum + orderProfit(db, site, o) : sum), 0);
      const lastDays = (count: number) =>
        Array.from({ length: count }, (_, i) => {
          const from = today - (count - 1 - i) * DAY;
          const dayOrders = orders.filter((o) => soldAt(o) >= from && soldAt(o) < from + DAY && SOLD.has(o.status));
          return {
            date: formatDate(from),
            income: yuan(incomeSince(from, from + DAY)),
            turnover: yuan(dayOrders.reduce((sum, o) => sum + o.amountCents, 0)),
            orders: dayOrders.length,
          };
        });
      const last30Days = lastDays(30);
      const last7Days = last30Days.slice(-7);
      const todayOrders = orders.filter((o) => soldAt(o) >= today && SOLD.has(o.status));
      const version = versionOf(db, site);
      return {
        site: {
          id: site.id,
          name: site.name,
          path: site.path,
          version: version.name,
          status: siteStatus(site, now),
          expiresAt: formatDateTime(site.expiresAt),
          daysLeft: daysLeft(site, now),
        },
        incomeToday: yuan(incomeSince(today)),
        incomeYesterday: yuan(incomeSince(today - DAY, today)),
        incomeMonth: yuan(incomeSince(month)),
        turnoverToday: yuan(todayOrders.reduce((sum, o) => sum + o.amountCents, 0)),
        ordersToday: todayOrders.length,
        last7Days,
        last30Days,
        goodsOnSale: db.vipGoods.filter((g) => {
          if (g.siteId !== site.id || !g.visible) return false;
          const goods = db.goods.find((x) => x.id === g.goodsId);
          return goods !== undefined && mainStatus(db, goods) === 'on';
        }).length,
        customers: db.customers.filter((c) => c.siteId === site.id).length,
        childSites: db.vipSites.filter((s) => s.parentSiteId === site.id).length,
        toDeliver: orders.filter((o) => (o.status === 'paid' || o.status === 'processing') && o.deliveredAt === null).length,
        balance: yuan(customer.balanceCents),
        latestOrders: [...orders]
          .sort((a, b) => b.createdAt - a.createdAt)
          .slice(0, 8)
          .map((o) => vipOrderView(db, site, o)),
      };
    },
    VIP,
  ),

  // ---- settings and domains ----

  route(V.getSite, ({ db, customer, now }) => siteView(db, siteOf(db, customer), now), VIP),

  route(
    V.saveSite,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      site.name = body.name;
      site.title = body.title;
      site.logo = body.logo === '' ? `/mock-assets/logo/${site.id}.svg` : body.logo;
      site.notice = body.notice;
      site.service = {
        qq: body.serviceQq,
        wechat: body.serviceWechat,
        wechatQr: body.serviceWechatQr,
        phone: body.servicePhone,
        email: body.serviceEmail,
        hours: body.serviceHours,
      };
      site.markupPercent = body.markupPercent;
      site.rounding = body.rounding;
      site.showMainGoods = body.showMainGoods === 1;
      return reply(siteView(db, site, now), { msg: '站点设置已保存' });
    },
    VIP,
  ),

  route(
    V.bindSubDomain,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      if (site.subDomain !== null) fail(`已绑定二级域名 ${site.subDomain}${SUBDOMAIN_SUFFIX}，如需更换请先解绑`);
      if (RESERVED_SUBDOMAINS.has(body.subDomain)) fail('该二级域名为系统保留，请换一个');
      if (db.vipSites.some((s) => s.subDomain === body.subDomain)) fail('该二级域名已被其他站点使用，请换一个');
      site.subDomain = body.subDomain;
      return reply(siteView(db, site, now), { msg: `二级域名 ${body.subDomain}${SUBDOMAIN_SUFFIX} 绑定成功` });
    },
    VIP,
  ),

  route(
    V.unbindSubDomain,
    ({ db, customer, now }) => {
      const site = siteOf(db, customer);
      if (site.subDomain === null) fail('尚未绑定二级域名');
      site.subDomain = null;
      return reply(siteView(db, site, now), { msg: '二级域名已解绑' });
    },
    VIP,
  ),

  route(
    V.bindDomain,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const version = versionOf(db, site);
      if (!version.ownDomain) fail(`当前版本（${version.name}）不支持绑定独立域名，请升级到专业版或以上`);
      if (site.domain !== null) fail(`已绑定独立域名 ${site.domain}，如需更换请先解绑`);
      if (body.domain === SITE_DOMAIN || body.domain.endsWith(SUBDOMAIN_SUFFIX)) fail('不能绑定平台自身的域名，请使用您自己的域名');
      if (db.vipSites.some((s) => s.domain === body.domain)) fail('该域名已被其他站点绑定');
      site.domain = body.domain;
      site.domainVerified = false;
      site.domainBoundAt = now;
      const cname = cnameTargetOf(site);
      return reply(
        { domain: body.domain, cname, verified: false },
        { msg: `域名已绑定，请添加 CNAME 记录指向 ${cname}，生效后点击“检测解析”` },
      );
    },
    VIP,
  ),

  route(
    V.checkDomain,
    ({ db, customer, now }) => {
      const site = siteOf(db, customer);
      if (site.domain === null) fail('尚未绑定独立域名');
      const cname = cnameTargetOf(site);
      if (!site.domainVerified) {
        const propagated = site.domainBoundAt !== null && now - site.domainBoundAt >= DNS_PROPAGATION_MS;
        if (site.domain.startsWith(UNRESOLVABLE_PREFIX) || !propagated) {
          fail(`CNAME 记录未生效：请在域名解析中将 ${site.domain} 的 CNAME 记录指向 ${cname}，解析生效通常需要几分钟`);
        }
        site.domainVerified = true;
      }
      return reply({ domain: site.domain, cname, verified: true }, { msg: '域名解析检测通过' });
    },
    VIP,
  ),

  route(
    V.unbindDomain,
    ({ db, customer }) => {
      const site = siteOf(db, customer);
      if (site.domain === null) fail('尚未绑定独立域名');
      site.domain = null;
      site.domainVerified = false;
      site.domainBoundAt = null;
      return reply(null, { msg: '独立域名已解绑' });
    },
    VIP,
  ),

  // ---- announcements ----

  route(
    V.getAnnouncementList,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const rows = db.announcements.filter((a) => a.siteId === site.id && matchesKeyword(body.keyword, a.title)).sort(byPinnedThenNewest);
      return pageOf(rows, body.page, body.pageSize, announcementView);
    },
    VIP,
  ),

  route(
    V.saveAnnouncement,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const pinned = body.pinned === 1;
      const existing = body.id === undefined ? undefined : db.announcements.find((a) => a.id === body.id && a.siteId === site.id);
      if (body.id !== undefined && !existing) fail('公告不存在或已删除');
      const pinnedOthers = db.announcements.filter((a) => a.siteId === site.id && a.pinned && a !== existing).length;
      if (pinned && pinnedOthers >= MAX_PINNED_ANNOUNCEMENTS) fail(`最多置顶${MAX_PINNED_ANNOUNCEMENTS}条公告，请先取消其他公告的置顶`);
      if (existing) {
        existing.title = body.title;
        existing.html = body.html;
        existing.pinned = pinned;
        return reply(announcementView(existing), { msg: '公告已保存' });
      }
      const row = {
        id: nextId(db, 'announcements'),
        siteId: site.id,
        title: body.title,
        html: body.html,
        pinned,
        views: 0,
        createdAt: now,
      };
      db.announcements.unshift(row);
      return reply(announcementView(row), { msg: '公告已发布' });
    },
    VIP,
  ),

  route(
    V.deleteAnnouncement,
    ({ db, body, customer }) => {
      deleteOfSite(db.announcements, siteOf(db, customer), body.id, '公告不存在或已删除');
      return reply(null, { msg: '公告已删除' });
    },
    VIP,
  ),

  // ---- directories ----

  route(
    V.getDirectoryList,
    ({ db, customer }) => {
      const site = siteOf(db, customer);
      const list = siteDirectories(db, site)
        .sort((a, b) => a.sort - b.sort || a.dirId - b.dirId)
        .map((row) => vipDirectoryView(db, site, row));
      return { list };
    },
    VIP,
  ),

  route(
    V.saveDirectory,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const row = siteDirectories(db, site).find((d) => d.id === body.id);
      if (!row) fail('分类不存在');
      row.ownName = body.ownName;
      row.visible = body.visible === 1;
      row.sort = body.sort;
      return reply(vipDirectoryView(db, site, row), { msg: '分类已保存' });
    },
    VIP,
  ),

  // ---- goods of the site ----

  route(
    V.getGoodsList,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const dirs = body.dirId === undefined ? null : withChildren(db.directories, body.dirId);
      const sales = salesByGoods(db, site, now);
      const rows = db.vipGoods
        .filter((row) => {
          if (row.siteId !== site.id) return false;
          const goods = db.goods.find((g) => g.id === row.goodsId);
          if (!goods) return false;
          if (dirs && !dirs.has(goods.dirId)) return false;
          if (body.visible !== undefined && row.visible !== (body.visible === 1)) return false;
          return matchesKeyword(body.keyword, goods.name, row.ownName);
        })
        .sort((a, b) => a.goodsId - b.goodsId);
      return pageOf(rows, body.page, body.pageSize, (row) => vipGoodsView(db, site, row, sales));
    },
    VIP,
  ),

  route(
    V.saveGoods,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const row = siteGoodsRow(db, site, body.id);
      const goods = goodsById(db, row.goodsId);
      if (body.visible === 1 && goods.status === 'off') fail('该商品已在主站下架，暂时不能上架');
      row.ownName = body.ownName;
      row.markupPercent = body.markupPercent;
      row.visible = body.visible === 1;
      return reply(vipGoodsView(db, site, row, salesByGoods(db, site, now)), { msg: '商品已保存' });
    },
    VIP,
  ),

  route(
    V.batchGoods,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const ids = [...new Set(body.ids)];
      if (ids.length === 0) fail('请选择商品');
      const rows = ids.map((id) => db.vipGoods.find((g) => g.id === id && g.siteId === site.id));
      if (rows.some((r) => r === undefined)) fail('部分商品不存在或已移出本站，请刷新后重试');
      const mine = rows as VipGoodsRow[];
      switch (body.action) {
        case 'markup': {
          if (body.markupPercent === undefined) fail('请输入加价比例');
          for (const row of mine) row.markupPercent = body.markupPercent;
          return reply({ updated: mine.length }, { msg: `已将${mine.length}件商品的加价比例设为${body.markupPercent}%` });
        }
        case 'remove': {
          const remove = new Set(mine);
          db.vipGoods = db.vipGoods.filter((g) => !remove.has(g));
          return reply({ updated: mine.length }, { msg: `已从本站移除${mine.length}件商品` });
        }
        case 'hide': {
          for (const row of mine) row.visible = false;
          return reply({ updated: mine.length }, { msg: `已下架${mine.length}件商品` });
        }
        case 'show': {
          const showable = mine.filter((row) => db.goods.find((g) => g.id === row.goodsId)?.status !== 'off');
          if (showable.length === 0) fail('所选商品均已在主站下架，暂时不能上架');
          for (const row of showable) row.visible = true;
          const skipped = mine.length - showable.length;
          return reply(
            { updated: showable.length },
            { msg: `已上架${showable.length}件商品${skipped > 0 ? `，${skipped}件已在主站下架未能上架` : ''}` },
          );
        }
      }
    },
    VIP,
  ),

  // ---- market ----

  route(
    V.getMarketList,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const taken = new Set(db.vipGoods.filter((g) => g.siteId === site.id).map((g) => g.goodsId));
      const dirs = body.dirId === undefined ? null : withChildren(db.directories, body.dirId);
      const list: MarketGoods[] = db.goods
        .filter(
          (g) =>
            g.status !== 'off' &&
            (dirs === null || dirs.has(g.dirId)) &&
            (body.deliveryType === undefined || g.deliveryType === body.deliveryType) &&
            (body.added === undefined || taken.has(g.id) === (body.added === 1)) &&
            matchesKeyword(body.keyword, g.name),
        )
        .map((g) => ({
          goodsId: g.id,
          name: g.name,
          dirId: g.dirId,
          dirName: db.directories.find((d) => d.id === g.dirId)?.name ?? '',
          cover: g.cover,
          deliveryType: g.deliveryType,
          cost: yuan(merchantCost(db, site, g)),
          retail: yuan(g.priceCents),
          stock: stockOf(db, g),
          sales: g.sales,
          supplierName: g.supplierId === null ? PLATFORM_SUPPLIER_NAME : SUPPLIER_SHOP_NAME,
          added: taken.has(g.id),
        }));
      return paginate(list, body.page, body.pageSize);
    },
    VIP,
  ),

  route(
    V.doMarketAdd,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const ids = [...new Set(body.goodsIds)];
      if (ids.length === 0) fail('请选择商品');
      const goods = ids.map((id) => db.goods.find((g) => g.id === id));
      if (goods.some((g) => g === undefined || g.status === 'off')) fail('所选商品不存在或已下架，请刷新后重试');
      const fresh = ids.filter((id) => !db.vipGoods.some((g) => g.siteId === site.id && g.goodsId === id));
      if (fresh.length === 0) fail('所选商品已全部在本站销售');
      for (const goodsId of fresh) {
        db.vipGoods.push({
          id: nextId(db, 'vipGoods'),
          siteId: site.id,
          goodsId,
          ownName: '',
          markupPercent: body.markupPercent,
          visible: true,
          addedAt: now,
        });
      }
      const skipped = ids.length - fresh.length;
      return reply(
        { added: fresh.length, skipped },
        { msg: `已添加${fresh.length}件商品到本站${skipped > 0 ? `，${skipped}件已在售已跳过` : ''}` },
      );
    },
    VIP,
  ),

  // ---- orders ----

  route(
    V.getOrderList,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const rows = siteOrders(db, site)
        .filter((o) => {
          if (body.status !== undefined && o.status !== body.status) return false;
          if (body.payMethod !== undefined && o.payMethod !== body.payMethod) return false;
          if (body.buyerType !== undefined && (o.customerId === null ? 'visitor' : 'member') !== body.buyerType) return false;
          if (body.device !== undefined && o.device !== body.device) return false;
          if (body.goodsId !== undefined && o.goodsId !== body.goodsId) return false;
          if (!inDateRange(o.createdAt, body.startDate, body.endDate)) return false;
          const buyer = o.customerId === null ? '' : customerById(db, o.customerId)?.loginName;
          return matchesKeyword(body.keyword, o.orderNo, o.goodsName, o.contact, buyer);
        })
        .sort((a, b) => b.createdAt - a.createdAt);
      return pageOf(rows, body.page, body.pageSize, (o) => vipOrderView(db, site, o));
    },
    VIP,
  ),

  route(
    V.getOrderInfo,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const order = orderByNo(db, body.orderNo);
      if (!order || order.siteId !== site.id) fail('订单不存在');
      return vipOrderDetailView(db, site, order);
    },
    VIP,
  ),

  // ---- customers ----

  route(
    V.getCustomerList,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const rows = db.customers
        .filter(
          (c) =>
            c.siteId === site.id &&
            (body.status === undefined || c.status === body.status) &&
            (body.levelId === undefined || c.levelId === body.levelId) &&
            inDateRange(c.createdAt, body.startDate, body.endDate) &&
            matchesKeyword(body.keyword, c.loginName, c.nickname, c.mobile, c.email, c.qq),
        )
        .sort((a, b) => b.createdAt - a.createdAt);
      const levels = [...db.levels].sort((a, b) => a.sort - b.sort).map((l) => levelRef(db, l.id));
      return { ...pageOf(rows, body.page, body.pageSize, (c) => vipCustomerView(db, c)), levels };
    },
    VIP,
  ),

  route(
    V.saveCustomer,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      const target = db.customers.find((c) => c.id === body.id && c.siteId === site.id);
      if (!target) fail('客户不存在');
      if (body.levelId === undefined && body.status === undefined) fail('请选择要修改的等级或状态');
      if (body.levelId !== undefined) {
        if (!db.levels.some((l) => l.id === body.levelId)) fail('会员等级不存在');
        target.levelId = body.levelId;
      }
      if (body.status !== undefined && body.status !== target.status) {
        target.status = body.status;
        // A disabled customer is logged out at once.
        if (body.status === 'disabled') endSessions(db, 'user', target.id);
      }
      return reply(vipCustomerView(db, target), { msg: '客户信息已保存' });
    },
    VIP,
  ),

  // ---- child sites ----

  route(
    V.getChildList,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const version = versionOf(db, site);
      const rows = db.vipSites
        .filter(
          (s) =>
            s.parentSiteId === site.id &&
            (body.status === undefined || siteStatus(s, now) === body.status) &&
            inDateRange(s.createdAt, body.startDate, body.endDate) &&
            matchesKeyword(body.keyword, s.name, s.path, customerById(db, s.ownerId)?.loginName),
        )
        .sort((a, b) => b.createdAt - a.createdAt);
      return {
        ...pageOf(rows, body.page, body.pageSize, (s) => childView(db, s, now)),
        limit: version.childSites,
        maxCommission: version.childCommission,
      };
    },
    VIP,
  ),

  route(
    V.createChild,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const version = versionOf(db, site);
      if (site.status === 'disabled') fail('分站已被停用，请联系客服');
      if (siteStatus(site, now) === 'expired') fail('分站已过期，请先续费后再开设下级分站');
      if (version.childSites === 0) fail(`当前版本（${version.name}）不能开设下级分站，请升级到专业版或以上`);
      const children = db.vipSites.filter((s) => s.parentSiteId === site.id).length;
      if (children >= version.childSites) fail(`当前版本（${version.name}）最多开设${version.childSites}个下级分站`);
      const childVersion = db.vipVersions.find((v) => v.id === body.versionId);
      if (!childVersion) fail('分站版本不存在');
      if (childVersion.sort > version.sort) fail(`下级分站的版本不能高于您的版本（${version.name}）`);
      if (body.commissionRate > version.childCommission) fail(`分成比例不能超过当前版本（${version.name}）的${version.childCommission}%`);
      const login = body.ownerLoginName.toLowerCase();
      const owner = db.customers.find((c) => c.loginName.toLowerCase() === login);
      if (!owner || owner.siteId !== site.id) fail(`账号 ${body.ownerLoginName} 不是本站客户，请让对方先在本站注册`);
      if (owner.status === 'disabled') fail('该客户已被停用，不能开设分站');
      if (db.vipSites.some((s) => s.ownerId === owner.id)) fail('该客户已开通分站');
      if (RESERVED_PATHS.has(body.path) || db.vipSites.some((s) => s.path === body.path)) fail('该站点路径已被占用，请换一个');
      const price = childVersion.priceCents * body.years;
      payFromBalance(db, customer, price, `开设下级分站 ${body.name}（${childVersion.name}，${body.years}年）`, body.salePwd, now);
      // The child sells as mine does: my markup, rounding and style.
      const child = openSite(db, owner, now, {
        name: body.name,
        path: body.path,
        versionId: childVersion.id,
        expiresAt: now + body.years * 365 * DAY,
        markupPercent: site.markupPercent,
        rounding: site.rounding,
        parentSiteId: site.id,
        commissionRate: body.commissionRate,
        style: { ...site.style },
      });
      if (!owner.roles.includes('vip')) owner.roles.push('vip');
      return reply(
        { child: childView(db, child, now), paid: yuan(price), balance: yuan(customer.balanceCents) },
        { msg: `下级分站「${body.name}」已开通，有效期至${formatDate(child.expiresAt)}` },
      );
    },
    VIP,
  ),

  route(
    V.saveChild,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const child = db.vipSites.find((s) => s.id === body.id && s.parentSiteId === site.id);
      if (!child) fail('下级分站不存在');
      const version = versionOf(db, site);
      if (body.commissionRate > version.childCommission) fail(`分成比例不能超过当前版本（${version.name}）的${version.childCommission}%`);
      if (body.status === 'active' && child.expiresAt <= now) fail('该分站已过期，需由其站长续费后才能启用');
      child.status = body.status;
      child.commissionRate = body.commissionRate;
      return reply(childView(db, child, now), { msg: body.status === 'active' ? '下级分站已保存' : '下级分站已停用' });
    },
    VIP,
  ),

  // ---- versions ----

  route(
    V.getVersionList,
    ({ db, customer, now }) => {
      const site = siteOf(db, customer);
      const current = versionOf(db, site);
      const expired = siteStatus(site, now) === 'expired';
      const list: VersionOffer[] = [...db.vipVersions]
        .sort((a, b) => a.sort - b.sort)
        .map((v) => {
          const state = v.id === current.id ? 'current' : v.sort > current.sort ? 'upgrade' : 'lower';
          return {
            ...vipVersionView(v),
            state,
            upgradePrice: state === 'upgrade' && !expired ? yuan(upgradePrice(db, site, v.id, now)) : null,
          };
        });
      return {
        current: {
          id: current.id,
          name: current.name,
          expiresAt: formatDateTime(site.expiresAt),
          daysLeft: daysLeft(site, now),
          status: siteStatus(site, now),
        },
        balance: yuan(customer.balanceCents),
        list,
      };
    },
    VIP,
  ),

  route(
    V.doVersionUpgrade,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const current = versionOf(db, site);
      const target = db.vipVersions.find((v) => v.id === body.versionId);
      if (!target) fail('版本不存在');
      if (target.id === current.id) fail(`您的分站已是${current.name}，如需延长时间请续费`);
      if (target.sort < current.sort) fail(`不能从${current.name}降级到${target.name}`);
      if (site.status === 'disabled') fail('分站已被停用，请联系客服');
      if (siteStatus(site, now) === 'expired') fail('分站已过期，请先续费当前版本再升级');
      const price = upgradePrice(db, site, target.id, now);
      payFromBalance(db, customer, price, `分站升级为 ${target.name}`, body.salePwd, now);
      site.versionId = target.id;
      return reply(
        {
          version: { id: target.id, name: target.name },
          expiresAt: formatDateTime(site.expiresAt),
          paid: yuan(price),
          balance: yuan(customer.balanceCents),
        },
        { msg: `分站已升级为${target.name}` },
      );
    },
    VIP,
  ),

  route(
    V.doVersionRenew,
    // Once per client requestId (requestOnce.ts): a retry whose answer was lost answers the first renewal again.
    ({ db, body, customer, now }) =>
      onceFor(db, customer, V.doVersionRenew, body, now, () => {
        const site = siteOf(db, customer);
        const version = versionOf(db, site);
        if (site.status === 'disabled') fail('分站已被停用，请联系客服');
        const price = version.priceCents * body.years;
        payFromBalance(db, customer, price, `分站续费 ${version.name} ${body.years}年`, body.salePwd, now);
        site.expiresAt = Math.max(site.expiresAt, now) + body.years * 365 * DAY;
        site.status = 'active';
        return reply(
          {
            version: { id: version.id, name: version.name },
            expiresAt: formatDateTime(site.expiresAt),
            paid: yuan(price),
            balance: yuan(customer.balanceCents),
          },
          { msg: `续费成功，有效期至${formatDate(site.expiresAt)}`, keyDay: daysLeft(site, now) },
        );
      }),
    VIP,
  ),

  // ---- appearance and custom pages ----

  route(V.getShopStyle, ({ db, customer }) => ({ ...siteOf(db, customer).style }), VIP),

  route(
    V.saveShopStyle,
    ({ db, body, customer }) => {
      const site = siteOf(db, customer);
      site.style = {
        theme: body.theme,
        primaryColor: body.primaryColor.toLowerCase(),
        layout: body.layout,
        showStock: body.showStock === 1,
        showSales: body.showSales === 1,
        banner: body.banner,
      };
      return reply({ ...site.style }, { msg: '店铺外观已保存' });
    },
    VIP,
  ),

  route(
    V.getPageList,
    ({ db, customer }) => {
      const site = siteOf(db, customer);
      const list = db.vipPages
        .filter((p) => p.siteId === site.id)
        .sort((a, b) => a.id - b.id)
        .map((p) => ({ ...pageView(p), url: `/s/${site.path}/p/${p.path}` }));
      return { list };
    },
    VIP,
  ),

  route(
    V.savePage,
    ({ db, body, customer, now }) => {
      const site = siteOf(db, customer);
      const pages = db.vipPages.filter((p) => p.siteId === site.id);
      const existing = body.id === undefined ? undefined : pages.find((p) => p.id === body.id);
      if (body.id !== undefined && !existing) fail('页面不存在或已删除');
      if (RESERVED_PAGE_PATHS.has(body.path)) fail('该路径为系统保留，请换一个');
      if (pages.some((p) => p.path === body.path && p !== existing)) fail('该路径已被其他页面使用');
      if (!existing && pages.length >= MAX_PAGES) fail(`最多创建${MAX_PAGES}个自定义页面`);
      const row = existing ?? { id: nextId(db, 'vipPages'), siteId: site.id, title: '', path: '', html: '', visible: true, updatedAt: now };
      row.title = body.title;
      row.path = body.path;
      row.html = body.html;
      row.visible = body.visible === 1;
      row.updatedAt = now;
      if (!existing) db.vipPages.push(row);
      return reply(pageView(row), { msg: existing ? '页面已保存' : '页面已创建' });
    },
    VIP,
  ),

  route(
    V.deletePage,
    ({ db, body, customer }) => {
      deleteOfSite(db.vipPages, siteOf(db, customer), body.id, '页面不存在或已删除');
      return reply(null, { msg: '页面已删除' });
    },
    VIP,
  ),
];

function pageView(row: Db['vipPages'][number]) {
  return { id: row.id, title: row.title, path: row.path, html: row.html, visible: row.visible, updatedAt: formatDateTime(row.updatedAt) };
}
