// Announcements: the paged list (pinned first, then newest; the home page shows its first page). From the
// storefront contract only, as the home page draws it; one announcement is its page's (AnnouncementDetailPage).
import { storefront } from '@shop/session/contract/storefront';
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
