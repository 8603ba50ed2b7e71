// Paying: the pay page's order, starting a payment, the payment step again, polling its status,
// cancelling, and topping up the balance.
import { payment } from '@shop/session/contract/payment';
import { payRecordKeys } from '../money/funds.ts';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';
import { paidKeys, useMarkPaid } from './paid.ts';

const { getPayOrder, doPay, getPayInterface, getPayStatus, doCancel, getRechargeConfig, doRecharge } = payment;

/** How often the payment page asks whether the payment arrived. */
export const PAY_POLL_MS = 2000;

export const payOrderKeys = keysOf(getPayOrder);

export function usePayOrder(orderNo: string | null) {
  return useApi(getPayOrder, orderNo ? { orderNo } : null);
}

/** Start paying with a channel (balance pays at once: what a paid payment changes); the pay page is read again. */
export function useStartPayment() {
  return useApiMutation(doPay, { refresh: [keysOf(getPayStatus), ...paidKeys] });
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
 * Polls the payment while `enabled`, until it is paid, closed, expired or failed; paid, what it changed is
 * stale (`paidKeys`). The interval is a new function each render on purpose: SWR then re-arms its timer
 * after a restart revalidates.
 */
export function usePayStatus(orderNo: string | null, enabled: boolean) {
  const markPaid = useMarkPaid();
  return useApi(getPayStatus, orderNo ? { orderNo } : null, {
    refreshInterval: (latest) => (enabled && !(latest && SETTLED.has(latest.status)) ? PAY_POLL_MS : 0),
    refreshWhenHidden: true,
    onSuccess: (latest) => markPaid(latest.status === 'paid'),
  });
}

export function useCancelPayment() {
  return useApiMutation(doCancel, { refresh: [payOrderKeys, keysOf(getPayStatus)] });
}

export function useRechargeConfig() {
  return useApi(getRechargeConfig);
}

/** Starts a recharge: a pending payment record (paid, `paidKeys` through the payment's status). */
export function useStartRecharge() {
  return useApiMutation(doRecharge, { refresh: [payRecordKeys] });
}
