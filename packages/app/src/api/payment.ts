// Paying: the pay page's order, starting a payment, the payment step again, polling its status,
// cancelling, and topping up the balance.
import { customer } from '@shop/session/contract/customer';
import { payment } from '@shop/session/contract/payment';
import { useApiMutation } from './mutation.ts';
import { keysOf, useApi } from './swr.ts';

const { getPayOrder, doPay, getPayInterface, getPayStatus, doCancel, getRechargeConfig, doRecharge } = payment;

/** How often the payment page asks whether the payment arrived. */
export const PAY_POLL_MS = 2000;

export const payOrderKeys = keysOf(getPayOrder);

export function usePayOrder(orderNo: string | null) {
  return useApi(getPayOrder, orderNo ? { orderNo } : null);
}

/** Start paying with a channel (balance pays at once); the pay page and the account are read again. */
export function useStartPayment() {
  return useApiMutation(doPay, { refresh: [payOrderKeys, keysOf(getPayStatus), keysOf(customer.getAccount)] });
}

/** The waiting payment's step (QR code or redirect), read once per visit: a new payment comes from doPay. */
export function usePayInterface(orderNo: string | null) {
  return useApi(getPayInterface, orderNo ? { orderNo } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

const SETTLED = new Set(['paid', 'closed', 'expired', 'failed']);

/**
 * Polls the payment while `enabled`, until it is paid, closed, expired or failed. The interval is a
 * new function each render on purpose: SWR then re-arms its timer after a restart revalidates.
 */
export function usePayStatus(orderNo: string | null, enabled: boolean) {
  return useApi(getPayStatus, orderNo ? { orderNo } : null, {
    refreshInterval: (latest) => (enabled && !(latest && SETTLED.has(latest.status)) ? PAY_POLL_MS : 0),
    refreshWhenHidden: true,
  });
}

export function useCancelPayment() {
  return useApiMutation(doCancel, { refresh: [payOrderKeys, keysOf(getPayStatus)] });
}

export function useRechargeConfig() {
  return useApi(getRechargeConfig);
}

export function useStartRecharge() {
  return useApiMutation(doRecharge);
}
