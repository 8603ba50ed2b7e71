// A reseller site's storefront: which site an address opens (resolveSite), what the site
// sells and at which prices, its directories as it names and hides them, its custom pages. The
// storefront handlers (public, shop, decoration) ask this module when a call names a site (`ctx.site`,
// read from `X-Site` by the framework); the back office (vip.ts) prices with the same functions, so
// the price a buyer pays is the one 分站商品 shows.
//
// Prices (mocks/README.md "Vip"): the merchant's cost is their level's price (of the goods, or of the
// option); visitors pay retail + markup, the site's members cost + markup, rounded by the site's rule
// and never below the cost. What the site shows: its visible goods (own name, own markup) outside its
// hidden directories, and, when 显示主站商品 is on, every other main goods on sale at the site's default
// markup. No wholesale tiers on a site (they are the main site's prices).
import { api, type Directory, type GoodsDetail, type GoodsSummary, type ResolvedSite, type SiteCard } from '@shop/session/contract';
import {
  customerById,
  formatDateTime,
  levelPrice,
  yuan,
  type CustomerRow,
  type Db,
  type GoodsOptionRow,
  type GoodsRow,
  type VipSiteRow,
} from '../db/index.ts';
import { fail, route, type MockRoute } from './kit/framework.ts';
import { siteByPath, siteState } from './kit/siteContext.ts';
import { goodsDetail, goodsSummary, optionPriceFor } from './kit/views.ts';

/** The platform's domain: sub-domains are `{label}.yunka.example.com`, own domains point a CNAME at it. */
export const SITE_DOMAIN = 'yunka.example.com';

// ---- prices ----

/**
 * A site price: rounded by the site's rule (none, to the yuan, up to the yuan) and never below the
 * merchant's cost (a rounded price that would fall below it is rounded up instead).
 */
export function roundSitePrice(cents: number, rounding: VipSiteRow['rounding'], floorCents: number): number {
  const rounded = rounding === 'round' ? Math.round(cents / 100) * 100 : rounding === 'up' ? Math.ceil(cents / 100) * 100 : cents;
  if (rounded >= floorCents) return rounded;
  return rounding === 'none' ? floorCents : Math.ceil(floorCents / 100) * 100;
}

export const withMarkup = (cents: number, percent: number) => Math.round((cents * (100 + percent)) / 100);

/** What the merchant pays for a goods (or one of its options): their level's price. */
export function merchantCost(db: Db, site: VipSiteRow, goods: GoodsRow, option: GoodsOptionRow | null = null): number {
  const owner = customerById(db, site.ownerId) ?? null;
  if (option) return optionPriceFor(db, goods, option, owner);
  return levelPrice(goods, owner?.levelId ?? 1, db.levels);
}

/** The site's prices of a goods (or option) at a markup: visitors (retail + markup) and the site's members (cost + markup). */
export function sitePrices(db: Db, site: VipSiteRow, goods: GoodsRow, markupPercent: number, option: GoodsOptionRow | null = null) {
  const cost = merchantCost(db, site, goods, option);
  const retail = option ? option.priceCents : goods.priceCents;
  return {
    cost,
    visitor: roundSitePrice(withMarkup(retail, markupPercent), site.rounding, cost),
    member: roundSitePrice(withMarkup(cost, markupPercent), site.rounding, cost),
  };
}

// ---- what the site sells ----

export interface SiteListing {
  goods: GoodsRow;
  /** The site's own name of the goods, '' for the main name. */
  ownName: string;
  markupPercent: number;
}

/** Directories the site hides, with everything under them. */
function hiddenDirectories(db: Db, site: VipSiteRow): Set<number> {
  const hidden = new Set(db.vipDirectories.filter((d) => d.siteId === site.id && !d.visible).map((d) => d.dirId));
  let grew = true;
  while (grew) {
    grew = false;
    for (const dir of db.directories) {
      if (dir.parentId !== null && hidden.has(dir.parentId) && !hidden.has(dir.id)) {
        hidden.add(dir.id);
        grew = true;
      }
    }
  }
  return hidden;
}

/** The goods a site shows its buyers, by goods id (see the head of this module). */
export function siteListings(db: Db, site: VipSiteRow): Map<number, SiteListing> {
  const hidden = hiddenDirectories(db, site);
  const listed = new Map<number, SiteListing>();
  const taken = new Set<number>();
  for (const row of db.vipGoods) {
    if (row.siteId !== site.id) continue;
    taken.add(row.goodsId);
    const goods = db.goods.find((g) => g.id === row.goodsId);
    if (!row.visible || !goods || goods.status === 'off' || hidden.has(goods.dirId)) continue;
    listed.set(goods.id, { goods, ownName: row.ownName, markupPercent: row.markupPercent });
  }
  if (site.showMainGoods) {
    for (const goods of db.goods) {
      if (taken.has(goods.id) || goods.status === 'off' || hidden.has(goods.dirId)) continue;
      listed.set(goods.id, { goods, ownName: '', markupPercent: site.markupPercent });
    }
  }
  return listed;
}

/** One goods of the site, or the refusal a buyer sees for goods the site does not sell. */
export function siteListing(db: Db, site: VipSiteRow, goodsId: number): SiteListing {
  const listing = siteListings(db, site).get(goodsId);
  if (!listing) fail('本站暂未销售该商品');
  return listing;
}

/** What a buyer pays per unit on the site: the member price for its customers, the visitor price for visitors. */
export function siteUnitPrice(
  db: Db,
  site: VipSiteRow,
  listing: SiteListing,
  viewer: CustomerRow | null,
  option: GoodsOptionRow | null = null,
): number {
  const prices = sitePrices(db, site, listing.goods, listing.markupPercent, option);
  return viewer ? prices.member : prices.visitor;
}

/** The site's name of a directory ('' when it keeps the main one). */
function ownDirectoryName(db: Db, site: VipSiteRow, dirId: number): string {
  return db.vipDirectories.find((d) => d.siteId === site.id && d.dirId === dirId)?.ownName ?? '';
}

/** A goods as the site's lists show it: its own name, the site's directory name and prices. */
export function siteGoodsSummary(
  db: Db,
  site: VipSiteRow,
  listing: SiteListing,
  viewer: CustomerRow | null,
  unsold?: Map<number, number>,
): GoodsSummary {
  const { goods } = listing;
  const prices = sitePrices(db, site, goods, listing.markupPercent);
  const summary = goodsSummary(db, goods, viewer, unsold);
  return {
    ...summary,
    name: listing.ownName || goods.name,
    dirName: ownDirectoryName(db, site, goods.dirId) || summary.dirName,
    price: yuan(prices.visitor),
    myPrice: yuan(viewer ? prices.member : prices.visitor),
  };
}

/** The goods page on a site: the site's prices for the viewer, its options at site prices, one member price, no wholesale. */
export function siteGoodsDetail(db: Db, site: VipSiteRow, listing: SiteListing, viewer: CustomerRow | null): GoodsDetail {
  const { goods } = listing;
  const detail = goodsDetail(db, goods, viewer);
  const prices = sitePrices(db, site, goods, listing.markupPercent);
  return {
    ...detail,
    ...siteGoodsSummary(db, site, listing, viewer),
    levelPrices: [{ levelId: 0, levelName: '本站会员', price: yuan(prices.member) }],
    wholesale: [],
    options: detail.options.map((o) => {
      const option = goods.options.find((x) => x.id === o.id) ?? null;
      return { ...o, price: yuan(siteUnitPrice(db, site, listing, viewer, option)) };
    }),
  };
}

/** The site's directory tree: its own names and order, hidden ones left out, counts of what it sells. */
export function siteDirectoryList(db: Db, site: VipSiteRow): Directory[] {
  const hidden = hiddenDirectories(db, site);
  const listed = [...siteListings(db, site).values()];
  return db.directories
    .filter((d) => !hidden.has(d.id))
    .map((d) => {
      const own = db.vipDirectories.find((x) => x.siteId === site.id && x.dirId === d.id);
      const ids = new Set([d.id, ...db.directories.filter((x) => x.parentId === d.id).map((x) => x.id)]);
      return {
        ...d,
        name: own?.ownName || d.name,
        sort: own?.sort ?? d.sort,
        goodsCount: listed.filter((l) => ids.has(l.goods.dirId)).length,
      };
    })
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

// ---- which site an address opens ----

export function siteCard(site: VipSiteRow): SiteCard {
  return { path: site.path, name: site.name, title: site.title, logo: site.logo };
}

function resolved(db: Db, site: VipSiteRow | undefined, now: number, scenario: Parameters<typeof siteState>[2]): ResolvedSite {
  if (!site) return { kind: 'unknown' };
  const state = siteState(site, now, scenario);
  return state === 'open' ? { kind: 'site', site: siteCard(site) } : { kind: 'closed', reason: state, site: siteCard(site) };
}

export const siteRoutes: MockRoute[] = [
  route(
    api.public.resolveSite,
    ({ db, body, now, scenario }) => {
      const name = scenario?.name;
      const main: ResolvedSite = { kind: 'main' };
      if (body.path) return resolved(db, siteByPath(db, body.path), now, name);
      if (body.subDomain)
        return resolved(
          db,
          db.vipSites.find((s) => s.subDomain === body.subDomain),
          now,
          name,
        );
      const host = body.domain ?? '';
      if (host === SITE_DOMAIN || host === `www.${SITE_DOMAIN}`) return main;
      if (host.endsWith(`.${SITE_DOMAIN}`)) {
        const label = host.slice(0, -SITE_DOMAIN.length - 1);
        return resolved(
          db,
          db.vipSites.find((s) => s.subDomain === label),
          now,
          name,
        );
      }
      // An own domain counts once its CNAME record was verified (分站设置's check).
      return resolved(
        db,
        db.vipSites.find((s) => s.domain === host && s.domainVerified),
        now,
        name,
      );
    },
    { anySite: true },
  ),

  route(api.public.getSitePage, ({ db, body, site }) => {
    const page = site ? db.vipPages.find((p) => p.siteId === site.id && p.path === body.path && p.visible) : undefined;
    if (!page) fail('页面不存在或已下线');
    return { title: page.title, path: page.path, html: page.html, updatedAt: formatDateTime(page.updatedAt) };
  }),
];
