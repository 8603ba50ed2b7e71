// The inbox (/inside/message) and the unread count that prefixes the page title (R2.3).
import { customer } from '@shop/session/contract/customer';
import { apiFetcher, useApiMutation, apiKey, keysOf, useApi } from '#app/data/swr.ts';

const { getMessageList, getUnreadCount, doMessageRead, doMessageDelete } = customer;

export type MessageStatus = 'all' | 'unread' | 'read';

export const unreadCountKey = apiKey(getUnreadCount);
/** Every cached page and tab of the inbox. */
export const messageListKeys = keysOf(getMessageList);

export interface MessageQuery {
  page: number;
  pageSize: number;
  status: MessageStatus;
}

/** One page of the inbox; the previous page stays shown while the next one loads. */
export function useMessageList(query: MessageQuery) {
  return useApi(getMessageList, query, { keepPreviousData: true });
}

/** The title's fetcher (unread.ts, initial bundle) loads this module and calls this. */
export function fetchUnreadCount() {
  return apiFetcher(unreadCountKey) as Promise<{ count: number }>;
}

/** `trigger({ ids })` or `trigger({ all: 1 })`; the inbox and the title's count follow. */
export function useMarkMessagesRead() {
  return useApiMutation(doMessageRead, { refresh: [messageListKeys, unreadCountKey] });
}

export function useDeleteMessages() {
  return useApiMutation(doMessageDelete, { refresh: [messageListKeys, unreadCountKey] });
}
