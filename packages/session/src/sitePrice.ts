// Prices on a vip merchant's site (screens.md "Sub-site settings"; mocks/README.md "Vip"): the
// merchant's cost is their level's price; the site's visitors pay the main retail price plus the
// goods' markup, the site's registered customers (members) pay the cost plus the markup; both are
// rounded by the site's rule and never fall below the cost. The server decides; the app shows this as
// the live preview while the merchant types a markup, with exactly the back end's arithmetic (integer
// cents, half up) so the preview and the saved price never differ by a fen.

/** How a site rounds its prices: keep the cents, to the nearest yuan, or up to the next yuan. */
export type SiteRounding = 'none' | 'round' | 'up';

export const SITE_ROUNDINGS: readonly SiteRounding[] = ['none', 'round', 'up'];

/** The highest markup a goods may carry, percent (the contract's limit). */
export const MAX_MARKUP_PERCENT = 300;

/** Yuan (two decimals at most) to integer cents (as the contract's toCents). */
const toCents = (yuan: number): number => Math.round(yuan * 100);

/** A price in cents plus a markup in percent (two decimals allowed), rounded half up to the cent. */
export function withMarkupCents(cents: number, percent: number): number {
  return Math.round((cents * (100 + percent)) / 100);
}

/**
 * A site price in cents: rounded by the site's rule and never below the merchant's cost (`floorCents`);
 * a rounded price that would fall below the cost is the cost itself (no rounding) or the cost rounded
 * up to the yuan (round / up), so a rounding site never shows cents.
 */
export function roundSitePrice(cents: number, rounding: SiteRounding, floorCents: number): number {
  const rounded = rounding === 'round' ? Math.round(cents / 100) * 100 : rounding === 'up' ? Math.ceil(cents / 100) * 100 : cents;
  if (rounded >= floorCents) return rounded;
  return rounding === 'none' ? floorCents : Math.ceil(floorCents / 100) * 100;
}

export interface SitePrices {
  /** What the site's visitors pay, yuan. */
  visitor: number;
  /** What the site's registered customers pay, yuan. */
  member: number;
}

/**
 * The site's prices of a goods (yuan in, yuan out; cents inside): visitors pay retail + markup,
 * members cost + markup, both rounded by the site's rule and never below the cost.
 */
export function sitePricesFor(goods: { retail: number; cost: number }, markupPercent: number, rounding: SiteRounding): SitePrices {
  const cost = toCents(goods.cost);
  return {
    visitor: roundSitePrice(withMarkupCents(toCents(goods.retail), markupPercent), rounding, cost) / 100,
    member: roundSitePrice(withMarkupCents(cost, markupPercent), rounding, cost) / 100,
  };
}

/**
 * A markup percent the merchant typed, as the contract takes it: 0–300 with at most two decimals;
 * null when it is not one.
 */
export function parseMarkupPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_MARKUP_PERCENT ? value : null;
}

/**
 * The site's days left from the `u-query-day` cookie the request client keeps (R7.2: the cookie is
 * 1 − keyDay): keyDay = 1 − cookie; null when there is no such cookie or it is not a number.
 */
export function keyDayFromQueryDay(cookie: string | undefined | null): number | null {
  if (cookie === undefined || cookie === null || cookie.trim() === '') return null;
  const value = Number(cookie);
  return Number.isFinite(value) ? 1 - value : null;
}
