// /supply/handOrder?tab=&keyword=&page=: paid manual orders waiting for delivery first; delivering one
// (doHandDeliver) takes it out of the pending list and the buyer sees the content in their order.
import { useSearchParams } from 'react-router-dom';
import { HandOrderView, type HandOrderTab } from '@shop/ui';
import { useHandDeliver, useHandOrders } from '../../api/supply.ts';
import { errorMessageOf, readStateOf } from '../readState.ts';
import { PAGE_SIZE, keywordFrom, oneOf, pageFrom, queryOf, toastDone } from '../listQuery.ts';

export default function HandOrderPage() {
  const [params, setParams] = useSearchParams();
  const tab: HandOrderTab = oneOf(params.get('tab'), ['delivered', 'refunded'] as const) || 'pending';
  const keyword = keywordFrom(params.get('keyword'));
  const page = pageFrom(params.get('page'));
  const list = useHandOrders({ page, pageSize: PAGE_SIZE, keyword, status: tab });
  const deliver = useHandDeliver();
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
        await deliver.trigger(delivery);
        toastDone('supply.hand.delivered', { orderNo: delivery.orderNo });
      }}
      delivering={deliver.isMutating}
      deliverError={deliver.error ? errorMessageOf(deliver.error) : null}
    />
  );
}
