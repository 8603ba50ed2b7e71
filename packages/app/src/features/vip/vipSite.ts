// A vip site's settings and domains (getSite, saveSite, bind / unbind the sub-domain, bind / check /
// unbind the own domain) and its logo upload (the customer's uploadFile). Every write reads the site
// again; the desktop shows its name.
import { customer } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, keysOf } from '#app/data/swr.ts';
import { vipDesktopKey } from './vipDesktop.ts';
import { siteGoodsKeys, siteKey } from './vipGoods.ts';

export { useSite } from './vipGoods.ts';

const siteWritten = [siteKey, vipDesktopKey] as const;

/** Every setting at once; the goods' prices follow the markup and rounding it carries. */
export function useSaveSite() {
  return useApiMutation(vip.saveSite, { refresh: [...siteWritten, siteGoodsKeys, keysOf(vip.getMarketList)] });
}

export function useBindSubDomain() {
  return useApiMutation(vip.bindSubDomain, { refresh: siteWritten });
}

export function useUnbindSubDomain() {
  return useApiMutation(vip.unbindSubDomain, { refresh: siteWritten });
}

export function useBindDomain() {
  return useApiMutation(vip.bindDomain, { refresh: siteWritten });
}

export function useCheckDomain() {
  return useApiMutation(vip.checkDomain, { refresh: siteWritten });
}

export function useUnbindDomain() {
  return useApiMutation(vip.unbindDomain, { refresh: siteWritten });
}

/** `trigger({ file, usage: 'other' })` → `{ url }` (the logo, the shop banner). */
export function useUploadImage() {
  return useApiMutation(customer.uploadFile);
}
