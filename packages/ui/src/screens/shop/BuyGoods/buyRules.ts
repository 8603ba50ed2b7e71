// The buy form's arithmetic, as the server does it (mocks/README.md "Price per unit"): the caller's
// price, or the highest wholesale tier at or below the quantity when that is lower.
import type { GoodsDetail, PayMethod } from '@shop/session/contract';
import { timesYuan } from '../shared/money.ts';

type Priced = Pick<GoodsDetail, 'myPrice' | 'wholesale'>;
type Limited = Pick<GoodsDetail, 'minQuantity' | 'maxQuantity' | 'stock'>;

export function unitPriceFor(goods: Priced, quantity: number): number {
  let price = goods.myPrice;
  let best = 0;
  for (const tier of goods.wholesale) {
    if (tier.minQuantity <= quantity && tier.minQuantity >= best) {
      best = tier.minQuantity;
      if (tier.price < price) price = tier.price;
    }
  }
  return price;
}

/** The wholesale tier in force for a quantity (the highest threshold at or below it), or null. */
export function activeTier(goods: Pick<GoodsDetail, 'wholesale'>, quantity: number): number | null {
  let best: number | null = null;
  for (const tier of goods.wholesale)
    if (tier.minQuantity <= quantity && (best === null || tier.minQuantity > best)) best = tier.minQuantity;
  return best;
}

export function totalFor(goods: Priced, quantity: number): number {
  return timesYuan(unitPriceFor(goods, quantity), quantity);
}

/** The quantities one may ask for: min … the lower of max and the stock (min when nothing is left). */
export function quantityBounds(goods: Limited): { min: number; max: number } {
  const min = Math.max(1, goods.minQuantity);
  const max = Math.max(min, Math.min(goods.maxQuantity, goods.stock));
  return { min, max };
}

/** A typed quantity brought within the bounds (not a number: the minimum). */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

export const CONTACT_PATTERNS = {
  mobile: /^1[3-9]\d{9}$/,
  email: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/,
  qq: /^[1-9]\d{4,10}$/,
} as const;

export function contactValid(kind: GoodsDetail['contactKind'], value: string): boolean {
  if (kind === 'any') return Object.values(CONTACT_PATTERNS).some((pattern) => pattern.test(value));
  return CONTACT_PATTERNS[kind].test(value);
}

export const QUERY_PWD_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export interface BuyFormValues {
  quantity: number;
  contact: string;
  queryPwd: string;
  inputs: Record<string, string>;
  payMethod: PayMethod;
  salePwd: string;
  /** The chosen type / option (goods with options), else null. */
  optionId: number | null;
  /** Picked keys (their count is the quantity); empty when the shop picks. */
  cardIds: number[];
  /** The coupon in force ('' when none). */
  coupon: string;
  /** The captcha (visitors): its id and the answer; '' when none is asked. */
  captchaId: string;
  captcha: string;
}
