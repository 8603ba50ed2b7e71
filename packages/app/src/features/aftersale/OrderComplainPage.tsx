// /inside/orderComplain?orderNo=: file a complaint on one of my orders, with proof images uploaded
// through /inside/uploadFile; then its thread on /inside/complain?id=.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ComplaintFormView } from '@shop/ui';
import { useFileComplaint } from './complaints.ts';
import { useMyOrder } from '../orders/orders.ts';
import { orderNoFrom, toastSuccess } from './shared.ts';
import { useImageUploads } from './useImageUploads.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function OrderComplainPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const order = useMyOrder(orderNo);
  const file = useFileComplaint();
  const uploads = useImageUploads();
  return (
    <ComplaintFormView
      orderNo={orderNo ?? ''}
      order={order.data}
      loading={order.isLoading}
      error={order.error ? errorMessageOf(order.error) : null}
      retrying={order.isValidating && order.error !== undefined}
      onRetry={() => void order.mutate()}
      images={uploads.images}
      onImageFiles={uploads.onFiles}
      onImageRemove={uploads.onRemove}
      onImageRetry={uploads.onRetry}
      submitting={file.isMutating}
      submitError={file.error ? errorMessageOf(file.error) : null}
      onSubmit={async (draft) => {
        const complaint = await file.trigger(draft);
        toastSuccess('aftersale.complaint.submitted');
        void navigate(`/inside/complain?id=${complaint.id}`, { replace: true });
      }}
      ordersHref="/inside/myOrder"
      threadHref={(id) => `/inside/complain?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
