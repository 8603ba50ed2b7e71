// /supply/complain?status=&keyword=&page=, or one thread with ?id=: complaints on my orders; a reply
// (with images sent at once through /inside/uploadFile) makes it "replied" for the buyer too.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SupplyComplaintListView, SupplyComplaintThreadView } from '@shop/ui';
import { useSupplyComplaint, useSupplyComplaintReply, useSupplyComplaints } from './supply.ts';
import { useImageUploads } from '../aftersale/useImageUploads.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { idFrom, listViewOf, param, toastDone, useListQuery, withKeyword } from '#app/data/listQuery.ts';

function Thread({ id }: { id: number }) {
  const navigate = useNavigate();
  const complaint = useSupplyComplaint(id);
  const reply = useSupplyComplaintReply();
  const uploads = useImageUploads();
  const state = readStateOf(complaint);
  return (
    <SupplyComplaintThreadView
      complaint={complaint.data}
      loading={state.loading}
      error={state.error}
      retrying={state.retrying}
      onRetry={state.onRetry}
      backHref="/supply/complain"
      onNavigate={(to) => void navigate(to)}
      images={uploads.images}
      onImageFiles={uploads.onFiles}
      onImageRemove={uploads.onRemove}
      onImageRetry={uploads.onRetry}
      onReply={async (message) => {
        reply.reset();
        await reply.trigger({ id, ...message });
        uploads.clear();
        toastDone('supply.complaint.replied');
      }}
      replying={reply.isMutating}
      replyError={reply.error ? errorMessageOf(reply.error) : null}
    />
  );
}

export default function SupplyComplainPage() {
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  return id ? <Thread key={id} id={Number(id)} /> : <List />;
}

/**
 * The list, a component of its own: it unmounts while a thread is open, so coming back after a reply asks
 * for the list afresh instead of drawing the rows it kept from before (its read keeps the previous page's).
 */
// Written status first, as the address always had it.
const LIST_SCHEMA = { status: param.oneOf('status', ['open', 'replied', 'closed'] as const), keyword: param.keyword() };

function List() {
  const navigate = useNavigate();
  const query = useListQuery(LIST_SCHEMA);
  const list = useSupplyComplaints({ page: query.page, pageSize: query.pageSize, ...withKeyword(query.filters) });
  return (
    <SupplyComplaintListView
      complaints={list.data?.list}
      {...listViewOf(query.view, list)}
      threadHref={(cid) => `/supply/complain?id=${cid}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
