// One announcement with its HTML (the detail page; the list is announcements.ts, which `/` loads).
import { publicApi } from '@shop/session/contract/public';
import { useApi } from './swr.ts';

/** One announcement; `id` null skips the call (no id in the address). */
export function useAnnouncement(id: number | null) {
  // Each visit counts as a view on the server: no refetch on focus.
  return useApi(publicApi.getAnnouncementInfo, id === null ? null : { id }, { revalidateOnFocus: false });
}
