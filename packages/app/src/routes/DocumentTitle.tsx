import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIE_KEYS } from '@shop/session';
import { useUnreadCount } from '../features/account/unread.ts';
import { messages } from '../i18n.ts';
import { cookies } from '../storage/cookies.ts';
import { titleFor } from './title.ts';
import { useCurrentRoute } from './useCurrentRoute.ts';

/** Keeps `document.title` in step with the route, the stored site title and the unread count. */
export function DocumentTitle() {
  const route = useCurrentRoute();
  const unread = useUnreadCount();
  // The site title cookie may change at log-in; reading it per navigation keeps it current.
  const { key } = useLocation();
  useEffect(() => {
    document.title = titleFor(route, { siteTitle: cookies.get(COOKIE_KEYS.title), unread }, messages);
  }, [route, unread, key]);
  return null;
}
