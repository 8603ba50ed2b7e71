// Announcements of a vip site (getAnnouncementList, saveAnnouncement, deleteAnnouncement); every write
// reads the list again.
import type { RequestOf } from '@shop/session/contract';
import { vip } from '@shop/session/contract/vip';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';

const listKeys = keysOf(vip.getAnnouncementList);

export function useSiteAnnouncements(query: RequestOf<typeof vip.getAnnouncementList>) {
  return useApi(vip.getAnnouncementList, query, { keepPreviousData: true });
}

/** Create (no id), edit or pin one. */
export function useSaveSiteAnnouncement() {
  return useApiMutation(vip.saveAnnouncement, { refresh: [listKeys] });
}

export function useDeleteSiteAnnouncement() {
  return useApiMutation(vip.deleteAnnouncement, { refresh: [listKeys] });
}
