// The vip merchant's desktop (getDesktop): income, figures, 7 / 30 days, latest orders, days left.
import { vip } from '@shop/session/contract/vip';
import { preloadApi } from '#app/data/preload.ts';
import { apiKey, useApi } from '#app/data/swr.ts';

export const vipDesktopKey = apiKey(vip.getDesktop);

export function useVipDesktop() {
  return useApi(vip.getDesktop);
}

/** `useVipDesktop`'s read, started before the page renders (DesktopPage's `prefetch`). */
export function preloadVipDesktop(): void {
  void preloadApi(vip.getDesktop, undefined);
}
