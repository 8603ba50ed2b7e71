// /inside/complain: my complaints by status (?status=&page=), or one complaint's thread (?id=) with
// reply (images through /inside/uploadFile) and close.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ComplaintListView, ComplaintThreadView, type ComplaintFilter } from '@shop/ui';
import { useCloseComplaint, useComplaint, useComplaints, useReplyComplaint } from './complaints.ts';
import { showToast } from '#app/effects/store.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { toastSuccess } from './shared.ts';
import { useImageUploads } from './useImageUploads.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { listViewOf, param, useListQuery } from '#app/data/listQuery.ts';

const FILTERS: readonly ComplaintFilter[] = ['all', 'open', 'replied', 'closed'];
const SCHEMA = { status: param.choice('status', FILTERS, 'all') };

function ComplaintList() {
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA, { pageSize: 10 });
  const { status } = query.filters;
  const list = useComplaints({ page: query.page, pageSize: query.pageSize, ...(status === 'all' ? {} : { status }) });
  return (
    <ComplaintListView
      items={list.data?.list}
      {...listViewOf(query.paging, list)}
      status={status}
      onStatusChange={(next) => query.go({ status: next })}
      hrefFor={(id) => `/inside/complain?id=${id}`}
      ordersHref="/inside/myOrder"
      onNavigate={(to) => void navigate(to)}
    />
  );
}

function ComplaintThread({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useComplaint(id);
  const reply = useReplyComplaint(id);
  const close = useCloseComplaint(id);
  const uploads = useImageUploads();
  return (
    <ComplaintThreadView
      complaint={data}
      loading={isLoading}
      error={error ? errorMessageOf(error) : null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      backHref="/inside/complain"
      orderHref={(orderNo) => `/inside/showordermess?orderNo=${encodeURIComponent(orderNo)}`}
      onNavigate={(to) => void navigate(to)}
      images={uploads.images}
      onImageFiles={uploads.onFiles}
      onImageRemove={uploads.onRemove}
      onImageRetry={uploads.onRetry}
      replying={reply.isMutating}
      replyError={reply.error ? errorMessageOf(reply.error) : null}
      onReply={async (body) => {
        await reply.trigger({ id, ...body });
        uploads.clear();
        toastSuccess('aftersale.thread.sent');
      }}
      onClose={async () => {
        try {
          await close.trigger({ id });
          toastSuccess('aftersale.thread.closed');
        } catch (failure) {
          if (isBusinessError(failure)) showToast({ message: { text: failure.message }, tone: 'error' });
          throw failure;
        }
      }}
    />
  );
}

export default function ComplainPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  // A new id remounts the thread: the reply being written belongs to one complaint.
  return Number.isInteger(id) && id > 0 ? <ComplaintThread key={id} id={id} /> : <ComplaintList />;
}
