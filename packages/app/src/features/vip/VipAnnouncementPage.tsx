// /vip/vipAnnouncement: my site's announcements — pinned first, then newest; create and edit in a
// small rich-text editor (HTML, sanitised wherever it is shown), pin from the row, delete after a
// question. The page number lives in the address.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VipAnnouncementView } from '@shop/ui';
import { useDeleteSiteAnnouncement, useSaveSiteAnnouncement, useSiteAnnouncements } from './vipAnnouncements.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { PAGE_SIZE, pageFrom, queryOf, toastDone, toastError } from './shared.ts';

export default function VipAnnouncementPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useSiteAnnouncements({ page, pageSize: PAGE_SIZE, keyword: '' });
  const save = useSaveSiteAnnouncement();
  const pin = useSaveSiteAnnouncement();
  const remove = useDeleteSiteAnnouncement();
  const [pinningId, setPinningId] = useState<number | null>(null);

  return (
    <VipAnnouncementView
      announcements={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => setParams(queryOf({ page: next }))}
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
