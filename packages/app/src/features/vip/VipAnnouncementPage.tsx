// /vip/vipAnnouncement: my site's announcements — pinned first, then newest; create and edit in a
// small rich-text editor (HTML, sanitised wherever it is shown), pin from the row, delete after a
// question. The page number lives in the address.
import { useState } from 'react';
import { VipAnnouncementView } from '@shop/ui';
import { useDeleteSiteAnnouncement, useSaveSiteAnnouncement, useSiteAnnouncements } from './vipAnnouncements.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { toastDone, toastError, useListQuery } from '#app/data/listQuery.ts';

// The list has no filters: only its page lives in the address.
const SCHEMA = {};

export default function VipAnnouncementPage() {
  const query = useListQuery(SCHEMA);
  const list = useSiteAnnouncements({ page: query.page, pageSize: query.pageSize, keyword: '' });
  const save = useSaveSiteAnnouncement();
  const pin = useSaveSiteAnnouncement();
  const remove = useDeleteSiteAnnouncement();
  const [pinningId, setPinningId] = useState<number | null>(null);

  return (
    <VipAnnouncementView
      announcements={list.data?.list}
      total={list.data?.total}
      page={query.page}
      pageSize={query.pageSize}
      onPageChange={query.setPage}
      {...readStateOf(list)}
      onSave={async ({ id, title, html, pinned }) => {
        save.reset();
        await save.trigger({ ...(id === undefined ? {} : { id }), title, html, pinned: pinned ? 1 : 0 });
        toastDone(id === undefined ? 'vipSite.ann.published' : 'vipSite.ann.saved');
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onPin={async (a, pinned) => {
        setPinningId(a.id);
        try {
          await pin.trigger({ id: a.id, title: a.title, html: a.html, pinned: pinned ? 1 : 0 });
          toastDone('vipSite.ann.saved');
        } catch (error) {
          toastError(error);
        } finally {
          setPinningId(null);
        }
      }}
      pinningId={pinningId}
      onDelete={async (a) => {
        try {
          await remove.trigger({ id: a.id });
          toastDone('vipSite.ann.deleted');
        } catch (error) {
          toastError(error);
          throw error;
        }
      }}
    />
  );
}
