import { describe, expect, it } from 'vitest';
import { keyDayFromQueryDay, parseMarkupPercent, roundSitePrice, sitePricesFor, withMarkupCents } from '../src/index.ts';

// The live price preview of /vip/vipGoods and /vip/market mirrors the mock back end's rule
// (mocks/handlers/vip.ts roundSitePrice / sitePrices; mocks/README.md "Vip"): cents, half up, never below cost.
describe('roundSitePrice: the site rounding rule', () => {
  it('none keeps the cents', () => {
    expect(roundSitePrice(2031, 'none', 1880)).toBe(2031);
  });
  it('round goes to the nearest yuan, half up', () => {
    expect(roundSitePrice(2031, 'round', 1880)).toBe(2000);
    expect(roundSitePrice(2050, 'round', 1880)).toBe(2100);
    expect(roundSitePrice(2049, 'round', 1880)).toBe(2000);
  });
  it('up goes to the next yuan; a whole yuan stays', () => {
    expect(roundSitePrice(2001, 'up', 1880)).toBe(2100);
    expect(roundSitePrice(2000, 'up', 1880)).toBe(2000);
  });
  it('never below the cost: none gives the cost, round and up the cost rounded up to the yuan', () => {
    expect(roundSitePrice(1870, 'none', 1880)).toBe(1880);
    // 18.84 rounds to 19.00: above the cost, kept.
    expect(roundSitePrice(1884, 'round', 1880)).toBe(1900);
    // 18.83 with a cost of 18.83 would round to 18.00: below cost, so 19.00.
    expect(roundSitePrice(1830, 'round', 1830)).toBe(1900);
    expect(roundSitePrice(500, 'up', 1880)).toBe(1900);
  });
});

describe('withMarkupCents', () => {
  it('adds the percent and rounds half up to the cent; decimals of a percent count', () => {
    expect(withMarkupCents(1880, 10)).toBe(2068);
    expect(withMarkupCents(999, 5)).toBe(1049); // 1048.95
    expect(withMarkupCents(1000, 7.5)).toBe(1075);
    expect(withMarkupCents(1, 50)).toBe(2); // 1.5 → 2
    expect(withMarkupCents(1880, 0)).toBe(1880);
    expect(withMarkupCents(10000, 300)).toBe(40000);
  });
});

describe('sitePricesFor: visitor and member price of a site goods', () => {
  it('visitors pay retail + markup, members cost + markup, rounded by the site', () => {
    const goods = { retail: 20, cost: 18 };
    expect(sitePricesFor(goods, 8, 'none')).toEqual({ visitor: 21.6, member: 19.44 });
    expect(sitePricesFor(goods, 8, 'round')).toEqual({ visitor: 22, member: 19 });
    expect(sitePricesFor(goods, 8, 'up')).toEqual({ visitor: 22, member: 20 });
  });
  it('no markup: the member price is the cost, visitors the retail', () => {
    expect(sitePricesFor({ retail: 30, cost: 27.9 }, 0, 'none')).toEqual({ visitor: 30, member: 27.9 });
    // Rounding the cost down would sell below it: up to the yuan instead.
    expect(sitePricesFor({ retail: 30, cost: 27.9 }, 0, 'round')).toEqual({ visitor: 30, member: 28 });
  });
  it('works in cents: no float drift on sums of fen', () => {
    // 0.1 + 0.2 style inputs: 19.99 × 1.15 = 22.9885 → 22.99.
    expect(sitePricesFor({ retail: 19.99, cost: 19.99 }, 15, 'none')).toEqual({ visitor: 22.99, member: 22.99 });
    expect(sitePricesFor({ retail: 0.01, cost: 0.01 }, 300, 'none')).toEqual({ visitor: 0.04, member: 0.04 });
  });
  it('a retail price below the cost (a discounted goods) still never sells under the cost', () => {
    expect(sitePricesFor({ retail: 10, cost: 12.5 }, 0, 'none')).toEqual({ visitor: 12.5, member: 12.5 });
    expect(sitePricesFor({ retail: 10, cost: 12.5 }, 0, 'up')).toEqual({ visitor: 13, member: 13 });
  });
});

describe('parseMarkupPercent', () => {
  it('takes 0–300 with at most two decimals', () => {
    expect(parseMarkupPercent('0')).toBe(0);
    expect(parseMarkupPercent(' 12.5 ')).toBe(12.5);
    expect(parseMarkupPercent('300')).toBe(300);
    expect(parseMarkupPercent('7.25')).toBe(7.25);
  });
  it('refuses the rest', () => {
    for (const text of ['', '-1', '300.01', '301', '1.234', 'abc', '1e2', '.5', '5.']) expect(parseMarkupPercent(text)).toBeNull();
  });
});

describe('keyDayFromQueryDay (R7.2 read back: u-query-day = 1 − keyDay)', () => {
  it('gives keyDay back from the cookie', () => {
    expect(keyDayFromQueryDay('-199')).toBe(200);
    expect(keyDayFromQueryDay('1')).toBe(0);
    expect(keyDayFromQueryDay('-564')).toBe(565);
  });
  it('null without a usable cookie', () => {
    expect(keyDayFromQueryDay(undefined)).toBeNull();
    expect(keyDayFromQueryDay(null)).toBeNull();
    expect(keyDayFromQueryDay(' ')).toBeNull();
    expect(keyDayFromQueryDay('abc')).toBeNull();
  });
});
