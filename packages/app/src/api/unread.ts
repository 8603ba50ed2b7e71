// R2.3: the unread message count that prefixes the page title and sits on the shell's bell.
//
// A tiny store in the entry (no contract, no fetching), so the title can read it on every page
// without pulling the customer contract into the initial bundle. The back-office frame keeps it
// current with `useUnreadCountSync()` (api/unreadCount.ts, lazy); the messages page publishes the
// `unread` its list and mark-read answers carry with `setUnreadCount(n)` (or revalidates
// `unreadCountKey`).
import { useSyncExternalStore } from 'react';

let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number): void {
  const next = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}

export function getUnreadCount(): number {
  return unread;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count shown right now (0 for visitors and until the first answer). */
export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, getUnreadCount, getUnreadCount);
}
