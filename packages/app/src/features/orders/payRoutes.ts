// Where the payment pages lead: pure helpers shared by the shop's pages (and their tests).
import type { PayMethod } from '@shop/session/contract';
import { appHref } from '#app/site.ts';

/** Server times are China time, `YYYY-MM-DD HH:mm:ss`; null when unreadable. */
export function chinaTimeToMs(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** Recharge numbers start with R (mocks/README.md "Payment simulation"). */
export const isRechargeNo = (no: string) => no.startsWith('R');

/** Level-upgrade numbers (customer.doUpgradeLevel pay=online) start with L. */
export const isLevelNo = (no: string) => no.startsWith('L');

/** Where an order (or recharge, or level upgrade) is shown in full: the customer's order detail, or the visitor's. */
export function orderDetailHref(orderNo: string, loggedIn: boolean): string {
  if (isRechargeNo(orderNo)) return '/inside/accountmoney';
  if (isLevelNo(orderNo)) return '/inside/selfLevel';
  const q = `?orderNo=${encodeURIComponent(orderNo)}`;
  return loggedIn ? `/inside/showordermess${q}` : `/inside/visitorOrderDetail${q}`;
}

const RETURN_PAGE: Partial<Record<PayMethod, string>> = {
  alipay: '/pay/return_ali',
  qqpay: '/pay/return_qpay',
  epay: '/pay/return_epay',
  fxpay: '/pay/return_fxpay',
};

/**
 * After a channel payment: the channel's return page (it asks the server for the result and shows
 * the keys), or the order detail for channels without one (WeChat, balance).
 */
export function afterPaymentHref(method: PayMethod, orderNo: string, loggedIn: boolean): string {
  const page = RETURN_PAGE[method];
  return page ? `${page}?orderNo=${encodeURIComponent(orderNo)}` : orderDetailHref(orderNo, loggedIn);
}

/**
 * A channel's redirect is followed only to a same-site path or an http(s) gateway. It is a full page
 * load, so a same-site path gets a reseller site's base path (the return page stays in the site).
 */
export function safeRedirectUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return appHref(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A phone is sent to the channel's page (H5); a computer shows a QR code. */
export function payClient(): 'pc' | 'mobile' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 'mobile' : 'pc';
}

export const loginHref = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
