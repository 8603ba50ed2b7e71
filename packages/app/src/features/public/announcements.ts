// Announcements: the paged list (pinned first, then newest; the home page shows its first page) and one
// announcement with its HTML.
import { storefront } from '@shop/session/contract/storefront';
import { publicApi } from '@shop/session/contract/public';
import { keysOf, useApi } from '#app/data/swr.ts';

const { getAnnouncementList } = storefront;

/** Every cached page and search of the list. */
export const announcementListKeys = keysOf(getAnnouncementList);

export interface AnnouncementQuery {
  page: number;
  pageSize: number;
  keyword: string;
}

/** One page of the list; the previous page stays shown while the next one loads. */
export function useAnnouncementList(query: AnnouncementQuery) {
  return useApi(getAnnouncementList, query, { keepPreviousData: true });
}

/** One announcement; `id` null skips the call (no id in the address). */
export function useAnnouncement(id: number | null) {
  // Each visit counts as a view on the server: no refetch on focus.
  return useApi(publicApi.getAnnouncementInfo, id === null ? null : { id }, { revalidateOnFocus: false });
}
