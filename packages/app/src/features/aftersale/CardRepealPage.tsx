// /inside/cardRepeal?orderNo=&status=&page=: ask to void delivered card keys (refund), and my requests.
import { CardRepealView, type RepealFilter, type RepealOrder } from '@shop/ui';
import type { OrderDetail } from '@shop/session/contract';
import { useCardRepeals, useRequestCardRepeal } from './cardRepeal.ts';
import { useMyOrder } from '../orders/orders.ts';
import { t } from '#app/i18n.ts';
import { withShownCards } from '../orders/shownCards.ts';
import { orderNoFrom, toastSuccess } from './shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { param, useListQuery } from '#app/data/listQuery.ts';

const FILTERS: readonly RepealFilter[] = ['all', 'pending', 'approved', 'rejected'];
const SCHEMA = {
  orderNo: { name: 'orderNo', read: (value: string | null) => orderNoFrom(value) ?? '' },
  status: param.choice('status', FILTERS, 'all'),
};

/** Why an order cannot be voided, before asking the server (it checks again). */
function blockedReason(order: OrderDetail, pendingOrders: ReadonlySet<string>): string | null {
  if (order.deliveryType !== 'card' || order.cards.length === 0) return t('aftersale.repeal.blockedType');
  if (order.status !== 'delivered') return t('aftersale.repeal.blockedStatus');
  if (pendingOrders.has(order.orderNo)) return t('aftersale.repeal.blockedPending');
  return null;
}

export default function CardRepealPage() {
  const query = useListQuery(SCHEMA, { pageSize: 10 });
  const { orderNo, status } = query.filters;
  const list = useCardRepeals({ page: query.page, pageSize: query.pageSize, ...(status === 'all' ? {} : { status }) });
  const pending = useCardRepeals({ page: 1, pageSize: 100, status: 'pending' });
  const order = useMyOrder(orderNo || null);
  const { trigger, isMutating, error: submitError, reset } = useRequestCardRepeal();
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
      {...query.paging}
      status={status}
      onStatusChange={(next) => query.go({ orderNo, status: next })}
      loading={list.isLoading}
      error={list.error ? errorMessageOf(list.error) : null}
      retrying={list.isValidating && list.error !== undefined}
      onRetry={() => void list.mutate()}
      orderNo={orderNo}
      order={repealOrder}
      orderLoading={order.isLoading}
      orderError={order.error ? errorMessageOf(order.error) : null}
      onLookup={(next) => {
        reset();
        query.go({ orderNo: next, status });
      }}
      onSubmit={async (request) => {
        await trigger(request);
        toastSuccess('aftersale.repeal.submitted');
        void pending.mutate();
        query.go({ orderNo: '', status: 'all' });
      }}
      submitting={isMutating}
      submitError={submitError ? errorMessageOf(submitError) : null}
    />
  );
}
