// R4.13: mobile and e-mail bindings, each confirmed with a code sent to the number or address.
import { customer, type ResponseOf } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';
import { verifiedKey } from './verified.ts';

const c = customer;

export const emailBindKey = apiKey(c.getEmailBind);

/** Sends a code to a mobile number to bind it; answers the cooldown and the masked target. */
export function useSendBindMobileCode() {
  return useApiMutation(c.sendBindMobileCode);
}

/** The mobile binding shows on the security page (the account) and on the verified page (getVerified). */
export function useBindMobile() {
  return useApiMutation(c.doMobileBind, { refresh: [accountKey, verifiedKey] });
}

/** Sends a code to the bound mobile number to unbind it. */
export function useSendUnbindMobileCode() {
  return useApiMutation(c.sendUnbindMobileCode);
}

export function useUnbindMobile() {
  return useApiMutation(c.doMobileUnbind, { refresh: [accountKey, verifiedKey] });
}

/** The e-mail binding and the code cooldown; `onSuccess` sees each answer (to start a countdown). */
export function useEmailBind(options: { enabled?: boolean; onSuccess?: (data: ResponseOf<typeof c.getEmailBind>) => void } = {}) {
  return useApi(
    c.getEmailBind,
    options.enabled === false ? null : undefined,
    options.onSuccess ? { onSuccess: options.onSuccess } : undefined,
  );
}

/** E-mail in steps: `trigger({ action: 'send', email })`, then `'bind'` with the code, or `'unbind'`. */
export function useEmailBindAction() {
  return useApiMutation(c.doEmailBind, { refresh: [emailBindKey, accountKey] });
}
