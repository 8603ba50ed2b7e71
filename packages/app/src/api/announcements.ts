// Announcements: the paged list (pinned first, then newest). The home page shows its first page, so
// this module reads the storefront contract only; one announcement with its HTML is announcement.ts.
import { storefront } from '@shop/session/contract/storefront';
import { keysOf, useApi } from './swr.ts';

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
