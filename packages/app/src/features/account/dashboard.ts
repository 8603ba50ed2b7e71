// The customer dashboard (/inside/index): balance, level, today's orders and spend, unread
// messages, pinned announcements and recent orders in one call.
import { customer } from '@shop/session/contract';
import { preloadApi } from '#app/data/preload.ts';
import { apiKey, useApi } from '#app/data/swr.ts';

export const dashboardKey = apiKey(customer.getIndexData);

export function useDashboard() {
  return useApi(customer.getIndexData);
}

/** `useDashboard`'s read, started before the page renders (DashboardPage's `prefetch`). */
export function preloadDashboard(): void {
  void preloadApi(customer.getIndexData, undefined);
}
