// My complaints (/inside/complain, /inside/orderComplain): list, one with its thread, file, reply, close.
import { customer } from '@shop/session/contract/customer';
import { publicApi } from '@shop/session/contract/public';
import { myOrderKeys, myOrderListKeys } from '../orders/orders.ts';
import { useApiMutation, apiKey, keysOf, useApi } from '#app/data/swr.ts';

const { getComplaintList, getComplaintInfo, doComplaint, doComplaintReply, doComplaintClose, getIndexData } = customer;

export const complaintListKeys = keysOf(getComplaintList);
export const complaintKey = (id: number) => apiKey(getComplaintInfo, { id });

export function useComplaints(query: { page: number; pageSize: number; status?: 'open' | 'replied' | 'closed' }) {
  return useApi(getComplaintList, query, { keepPreviousData: true });
}

export function useComplaint(id: number | null) {
  return useApi(getComplaintInfo, id === null ? null : { id }, { shouldRetryOnError: false });
}

/**
 * Files a complaint: the order becomes "complained", so the order views are fetched again too (mine, the
 * dashboard's recent orders, the order query of /chadan).
 */
export function useFileComplaint() {
  return useApiMutation(doComplaint, {
    refresh: [complaintListKeys, myOrderKeys, myOrderListKeys, keysOf(getIndexData), keysOf(publicApi.queryOrder)],
  });
}

export function useReplyComplaint(id: number) {
  return useApiMutation(doComplaintReply, { refresh: [complaintKey(id), complaintListKeys] });
}

/** Closing returns the order to delivered / paid. */
export function useCloseComplaint(id: number) {
  return useApiMutation(doComplaintClose, { refresh: [complaintKey(id), complaintListKeys, myOrderKeys, myOrderListKeys] });
}
