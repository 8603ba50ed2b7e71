// The verified page (/inside/verified): the mobile binding and real-name certification (Alipay face
// certification; the certify callback pages finish it).
import { callbacks, customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';

export const verifiedKey = apiKey(customer.getVerified);

export function useVerified() {
  return useApi(customer.getVerified);
}

/** `trigger({ realName, idCard })` → `{ certifyId, certifyUrl }` (the page to open for the face check). */
export function useStartCertification() {
  return useApiMutation(callbacks.doCertifyStart, { refresh: [verifiedKey] });
}

/** Where a started certification stands: `trigger({ certifyId })`. */
export function useCertifyResult() {
  return useApiMutation(callbacks.getCertifyResult, { refresh: [verifiedKey, accountKey] });
}
