// R2.3: the unread message count that prefixes the page title. The title lives in the initial
// bundle and the customer contract does not: the key is written out here (the same key messages.ts
// builds with apiKey(getUnreadCount), which a test checks) and the fetcher loads that module on
// first use. Read only while a customer is logged in; the inbox's writes (mark read, delete)
// revalidate it, so the title follows at once. A failed read (a session-ending answer, a network
// error) is asked again on the next navigation instead of waiting for the minute's refresh.
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { hasUserToken } from '#app/storage/localStore.ts';
import type { ApiKey } from '#app/data/swr.ts';

export const UNREAD_COUNT_KEY: ApiKey = ['api', '/inside/inter/getUnreadCount', null];

/** The count's read (the back-office frame starts it early: its `prefetch`). */
export const fetchUnread = () => import('./messages.ts').then(({ fetchUnreadCount }) => fetchUnreadCount());

export function useUnreadCount(): number {
  const { pathname } = useLocation();
  const { data, error, mutate } = useSWR(hasUserToken() ? UNREAD_COUNT_KEY : null, fetchUnread, { refreshInterval: 60_000 });
  const failed = error !== undefined;
  // Only a navigation asks again; whether the read failed is read as it is then.
  const askAgainIfFailed = useEffectEvent(() => {
    if (failed) void mutate();
  });
  useEffect(() => askAgainIfFailed(), [pathname]);
  return data?.count ?? 0;
}
