// /inside/cardRepeal?orderNo=&status=&page=: ask to void delivered card keys (refund), and my requests.
import { useSearchParams } from 'react-router-dom';
import { CardRepealView, type RepealFilter, type RepealOrder } from '@shop/ui';
import type { OrderDetail } from '@shop/session/contract';
import { useCardRepeals, useRequestCardRepeal } from './cardRepeal.ts';
import { useMyOrder } from '../orders/orders.ts';
import { t } from '#app/i18n.ts';
import { withShownCards } from '../orders/shownCards.ts';
import { orderNoFrom, pageFrom, toastSuccess } from './shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';

const PAGE_SIZE = 10;
const FILTERS: readonly RepealFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** Why an order cannot be voided, before asking the server (it checks again). */
function blockedReason(order: OrderDetail, pendingOrders: ReadonlySet<string>): string | null {
  if (order.deliveryType !== 'card' || order.cards.length === 0) return t('aftersale.repeal.blockedType');
  if (order.status !== 'delivered') return t('aftersale.repeal.blockedStatus');
  if (pendingOrders.has(order.orderNo)) return t('aftersale.repeal.blockedPending');
  return null;
}

export default function CardRepealPage() {
  const [params, setParams] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const status = FILTERS.find((f) => f === params.get('status')) ?? 'all';
  const page = pageFrom(params.get('page'));
  const list = useCardRepeals({ page, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) });
  const pending = useCardRepeals({ page: 1, pageSize: 100, status: 'pending' });
  const order = useMyOrder(orderNo);
  const { trigger, isMutating, error: submitError, reset } = useRequestCardRepeal();

  const go = (next: { orderNo?: string | null; status?: RepealFilter; page?: number }) => {
    const query = new URLSearchParams();
    const nextOrder = next.orderNo === undefined ? orderNo : next.orderNo;
    const nextStatus = next.status ?? status;
    if (nextOrder) query.set('orderNo', nextOrder);
    if (nextStatus !== 'all') query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const pendingOrders = new Set((pending.data?.list ?? []).map((r) => r.orderNo));
  const repealOrder: RepealOrder | undefined = order.data
    ? {
        orderNo: order.data.orderNo,
        goodsName: order.data.goodsName,
        cards: withShownCards(order.data).cards,
        blocked: blockedReason(order.data, pendingOrders),
      }
    : undefined;

  return (
    <CardRepealView
      requests={list.data?.list.map(withShownCards)}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      status={status}
      onStatusChange={(next) => go({ status: next })}
      onPageChange={(next) => go({ page: next })}
      loading={list.isLoading}
      error={list.error ? errorMessageOf(list.error) : null}
      retrying={list.isValidating && list.error !== undefined}
      onRetry={() => void list.mutate()}
      orderNo={orderNo ?? ''}
      order={repealOrder}
      orderLoading={order.isLoading}
      orderError={order.error ? errorMessageOf(order.error) : null}
      onLookup={(next) => {
        reset();
        go({ orderNo: next, status, page: 1 });
      }}
      onSubmit={async (request) => {
        await trigger(request);
        toastSuccess('aftersale.repeal.submitted');
        void pending.mutate();
        go({ orderNo: null, status: 'all', page: 1 });
      }}
      submitting={isMutating}
      submitError={submitError ? errorMessageOf(submitError) : null}
    />
  );
}
