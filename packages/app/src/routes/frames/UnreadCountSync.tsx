import { useUnreadCountSync } from '../../api/unreadCount.ts';

/** Keeps the title's unread count current on storefront pages while a customer is logged in (R2.3). */
export function UnreadCountSync() {
  useUnreadCountSync();
  return null;
}
