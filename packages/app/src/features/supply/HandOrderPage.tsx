// /supply/handOrder?tab=&keyword=&page=: paid manual orders waiting for delivery first; delivering one
// (doHandDeliver) takes it out of the pending list and the buyer sees the content in their order.
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HandOrderView, type HandOrderTab } from '@shop/ui';
import { useHandDeliver, useHandOrders } from './supply.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { PAGE_SIZE, keywordFrom, oneOf, pageFrom, queryOf, toastDone } from '#app/data/listQuery.ts';
import { newRequestId } from '#app/request/requestId.ts';

export default function HandOrderPage() {
  const [params, setParams] = useSearchParams();
  const tab: HandOrderTab = oneOf(params.get('tab'), ['delivered', 'refunded'] as const) || 'pending';
  const keyword = keywordFrom(params.get('keyword'));
  const page = pageFrom(params.get('page'));
  const list = useHandOrders({ page, pageSize: PAGE_SIZE, keyword, status: tab });
  const deliver = useHandDeliver();
  // One request id per order, kept over its retries: a delivery whose answer was lost is answered again,
  // not refused as 该订单已发货 while the list still shows it waiting (chaos walk, issue 22).
  const requestIds = useRef(new Map<string, string>());
  const requestIdOf = (orderNo: string) => {
    const known = requestIds.current.get(orderNo);
    if (known) return known;
    const id = newRequestId();
    requestIds.current.set(orderNo, id);
    return id;
  };
  const go = (next: { tab?: HandOrderTab; keyword?: string; page?: number }) => {
    const nextTab = next.tab ?? tab;
    setParams(queryOf({ tab: nextTab === 'pending' ? '' : nextTab, keyword: next.keyword ?? keyword, page: next.page ?? 1 }));
  };
  return (
    <HandOrderView
      orders={list.data?.list}
      pending={list.data?.pending}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go({ page: next })}
      {...readStateOf(list)}
      tab={tab}
      onTabChange={(next) => go({ tab: next })}
      keyword={keyword}
      onKeywordChange={(next) => go({ keyword: next })}
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
