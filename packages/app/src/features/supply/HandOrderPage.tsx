// /supply/handOrder?tab=&keyword=&page=: paid manual orders waiting for delivery first; delivering one
// (doHandDeliver) takes it out of the pending list and the buyer sees the content in their order.
import { useRef } from 'react';
import { HandOrderView, type HandOrderTab } from '@shop/ui';
import { useHandDeliver, useHandOrders } from './supply.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { param, toastDone, useListQuery } from '#app/data/listQuery.ts';
import { newRequestId } from '#app/request/requestId.ts';

const SCHEMA = {
  // The pending orders are the page's default: no parameter for them.
  tab: param.choice('tab', ['delivered', 'refunded'] as const, 'pending' satisfies HandOrderTab),
  keyword: param.keyword(),
};

export default function HandOrderPage() {
  const query = useListQuery(SCHEMA);
  const { filters, page } = query;
  const { tab, keyword } = filters;
  const list = useHandOrders({ page, pageSize: query.pageSize, keyword, status: tab });
  const deliver = useHandDeliver();
  // One request id per order, kept over its retries: a delivery whose answer was lost is answered again,
  // not refused as 该订单已发货 while the list still shows it waiting (chaos walk).
  const requestIds = useRef(new Map<string, string>());
  const requestIdOf = (orderNo: string) => {
    const known = requestIds.current.get(orderNo);
    if (known) return known;
    const id = newRequestId();
    requestIds.current.set(orderNo, id);
    return id;
  };
  return (
    <HandOrderView
      orders={list.data?.list}
      pending={list.data?.pending}
      total={list.data?.total}
      page={page}
      pageSize={query.pageSize}
      onPageChange={query.setPage}
      {...readStateOf(list)}
      tab={tab}
      onTabChange={(next) => query.go({ ...filters, tab: next })}
      keyword={keyword}
      onKeywordChange={(next) => query.go({ ...filters, keyword: next })}
      onDeliver={async (delivery) => {
        deliver.reset();
        await deliver.trigger({ ...delivery, requestId: requestIdOf(delivery.orderNo) });
        toastDone('supply.hand.delivered', { orderNo: delivery.orderNo });
      }}
      delivering={deliver.isMutating}
      deliverError={deliver.error ? errorMessageOf(deliver.error) : null}
    />
  );
}
