// The unread count from the server (customer.getUnreadCount), published to the title's store.
// Lazy: only the back-office frame (and the messages page) import it.
import { useEffect } from 'react';
import { customer } from '@shop/session/contract/customer';
import { hasUserToken } from '../storage/localStore.ts';
import { apiKey, useApi } from './swr.ts';
import { setUnreadCount } from './unread.ts';

const { getUnreadCount } = customer;

/** Revalidate this after marking messages read or deleting them. */
export const unreadCountKey = apiKey(getUnreadCount);

/** Reads the count while logged in (again on focus and every minute) and publishes it (R2.3). */
export function useUnreadCountSync(): number {
  const loggedIn = hasUserToken();
  const { data } = useApi(getUnreadCount, loggedIn ? undefined : null, { refreshInterval: 60_000 });
  const count = loggedIn ? (data?.count ?? 0) : 0;
  useEffect(() => {
    setUnreadCount(count);
  }, [count]);
  return count;
}
