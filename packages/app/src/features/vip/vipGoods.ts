// Goods of a vip site (getGoodsList, saveGoods, batchGoods) and the site's price rule (its rounding
// and default markup, from getSite; the rounding is changed with saveSite, which takes every setting).
import type { RequestOf, VipSite } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, apiKey, keysOf, useApi } from '#app/data/swr.ts';
import { vipDesktopKey } from './vipDesktop.ts';
import { siteDirectoriesKey } from './vipDirectory.ts';

export const siteGoodsKeys = keysOf(vip.getGoodsList);
export const siteKey = apiKey(vip.getSite);

export function useSiteGoods(query: RequestOf<typeof vip.getGoodsList>) {
  return useApi(vip.getGoodsList, query, { keepPreviousData: true });
}

/** Every write on the site's goods: the list, the desktop (goods on sale), the market (added) and the tree (goods per directory). */
const goodsWritten = [siteGoodsKeys, vipDesktopKey, keysOf(vip.getMarketList), siteDirectoriesKey] as const;

export function useSaveSiteGoods() {
  return useApiMutation(vip.saveGoods, { refresh: goodsWritten });
}

export function useBatchSiteGoods() {
  return useApiMutation(vip.batchGoods, { refresh: goodsWritten });
}

/** The site's settings: its rounding and default markup are the price rule of its goods. */
export function useSite() {
  return useApi(vip.getSite);
}

/** saveSite's body from the site as read, with a new rounding (the other settings unchanged). */
export function siteSettingsWith(site: VipSite, rounding: VipSite['rounding']): RequestOf<typeof vip.saveSite> {
  return {
    name: site.name,
    title: site.title,
    logo: site.logo,
    notice: site.notice,
    serviceQq: site.service.qq,
    serviceWechat: site.service.wechat,
    serviceWechatQr: site.service.wechatQr,
    servicePhone: site.service.phone,
    serviceEmail: site.service.email,
    serviceHours: site.service.hours,
    markupPercent: site.markupPercent,
    rounding,
    showMainGoods: site.showMainGoods ? 1 : 0,
  };
}

/** Saves the site's settings (here: a new rounding); every price of the site's goods follows. */
export function useSaveSiteRounding() {
  return useApiMutation(vip.saveSite, { refresh: [siteKey, siteGoodsKeys, keysOf(vip.getMarketList)] });
}
