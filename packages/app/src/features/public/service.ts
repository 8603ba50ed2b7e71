// Customer service: the public service page (contacts, FAQ) and the other area's service desk
// (/other/service: contacts, notice, FAQ and a message form).
import { other } from '@shop/session/contract/other';
import { publicApi } from '@shop/session/contract/public';
import { useApiMutation, useApi } from '#app/data/swr.ts';

export function useServiceInfo() {
  return useApi(publicApi.getServiceInfo, undefined, { revalidateOnFocus: false });
}

export function useOtherServiceInfo() {
  return useApi(other.getServiceInfo, undefined, { revalidateOnFocus: false });
}

/** Leaves a message for the service desk (no log-in). */
export function useSendFeedback() {
  return useApiMutation(other.doFeedback);
}
