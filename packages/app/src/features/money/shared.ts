// Helpers of the money pages: a calendar date from the address, amounts typed in yuan (session's
// cents rules), where the money pages lead.
import { centsOfInput, yuanOfCents } from '@shop/session';
import type { ReadAmount } from '@shop/ui';
import { dateFrom } from '../orders/search.ts';

export { dateFrom };

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
