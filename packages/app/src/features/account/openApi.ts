// The open API (R4.13): enable once, status toggle, reveal or regenerate the key.
import { customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation } from '#app/data/swr.ts';

const c = customer;

export function useEnableOpenApi() {
  return useApiMutation(c.doOpenApi, { refresh: [accountKey] });
}

/** `trigger({ status: 1 | 0 })`. */
export function useOpenApiStatus() {
  return useApiMutation(c.doOpenApiStatus, { refresh: [accountKey] });
}

/** `trigger({ action: 'show' | 'reset', salePwd })`: the full key comes back once, in `data.key`. */
export function useOpenApiKey() {
  return useApiMutation(c.doOpenApiKey, { refresh: [accountKey] });
}
