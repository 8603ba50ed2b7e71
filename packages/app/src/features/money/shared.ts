// Helpers of the money pages: filters and pages from the address, amounts typed in yuan (session's
// cents rules), where the money pages lead.
import { centsOfInput, yuanOfCents } from '@shop/session';
import type { ReadAmount } from '@shop/ui';
import { dateFrom, pageFrom } from '../orders/search.ts';

export { dateFrom, pageFrom };

export const MONEY_LINKS = {
  fundLog: '/inside/accountmoney',
  payInfo: '/inside/payInfo',
  withdraw: '/inside/collectMoney',
  transfer: '/inside/transMoney',
  recharge: '/pay/recharge',
  security: '/inside/inter/myaccount',
  levels: '/inside/selfLevel',
  vipHome: '/vip/desktop',
} as const;

/** An amount typed in yuan → yuan with two decimals (through integer cents), or null. */
export const readAmount: ReadAmount = (text) => {
  const cents = centsOfInput(text);
  return cents === null ? null : yuanOfCents(cents);
};

/** One of `allowed` from the address, else ''. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.includes(value as T) ? (value as T) : '';
}

/** The keyword of a list from the address (trimmed, at most 50 characters as the contract allows). */
export const keywordFrom = (value: string | null) => (value ?? '').trim().slice(0, 50);

/** Only the filters that are set, as the request wants them. */
export function setOnly<T extends object>(filters: T): { [K in keyof T]?: Exclude<T[K], ''> } {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as { [K in keyof T]?: Exclude<T[K], ''> };
}

/** Whole minutes since an epoch ms (a repeated action's "n minutes ago"). */
export const minutesSince = (at: number) => Math.max(0, Math.floor((Date.now() - at) / 60_000));
