// A vip site's shop appearance (getShopStyle, saveShopStyle); the write reads it again.
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';

const styleKey = apiKey(vip.getShopStyle);

export function useShopStyle() {
  return useApi(vip.getShopStyle);
}

export function useSaveShopStyle() {
  return useApiMutation(vip.saveShopStyle, { refresh: [styleKey] });
}
