// The vip merchant's desktop (getDesktop): income, figures, 7 / 30 days, latest orders, days left.
import { vip } from '@shop/session/contract/vip';
import { apiKey, useApi } from './swr.ts';

export const vipDesktopKey = apiKey(vip.getDesktop);

export function useVipDesktop() {
  return useApi(vip.getDesktop);
}
