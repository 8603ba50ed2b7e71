// /supply/order?keyword=&status=&goods=&start=&end=&page=&content=<orderNo>: orders of my goods; the
// delivered content is read on demand (getOrderContent), its keys masked until revealed.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { maskCard } from '@shop/session';
import { SupplyOrderView, type SupplyOrderFilters } from '@shop/ui';
import { useAllSupplyGoods, useSupplyOrderContent, useSupplyOrders } from './supply.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { PAGE_SIZE, dateFrom, idFrom, keywordFrom, oneOf, pageFrom, queryOf } from '#app/data/listQuery.ts';

const STATUSES = ['unpaid', 'paid', 'processing', 'delivered', 'refunded', 'closed', 'complained'] as const;

function filtersFrom(params: URLSearchParams): SupplyOrderFilters {
  return {
    keyword: keywordFrom(params.get('keyword')),
    status: oneOf(params.get('status'), STATUSES),
    goodsId: idFrom(params.get('goods')),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
  };
}

export default function SupplyOrderPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const contentNo = /^[0-9A-Za-z]{6,40}$/.test(params.get('content') ?? '') ? (params.get('content') as string) : null;
  const list = useSupplyOrders({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.goodsId ? { goodsId: Number(filters.goodsId) } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  });
  const goods = useAllSupplyGoods();
  const content = useSupplyOrderContent(contentNo);
  const shown = useMemo(() => (content.data ? { ...content.data, cards: content.data.cards.map(maskCard) } : undefined), [content.data]);
  const query = (next: SupplyOrderFilters, nextPage: number, open: string | null) =>
    queryOf({
      keyword: next.keyword,
      status: next.status,
      goods: next.goodsId,
      start: next.startDate,
      end: next.endDate,
      page: nextPage,
      content: open ?? '',
    });
  return (
    <SupplyOrderView
      orders={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => setParams(query(filters, next, null))}
      // The goods (the filter) beside the list: a failure shows with a retry.
      {...readStateOf(withSideReads(list, goods))}
      filters={filters}
      onFiltersChange={(next) => setParams(query(next, 1, null))}
      goodsOptions={(goods.data?.list ?? []).map((g) => ({ id: g.id, name: g.name }))}
      contentOrderNo={contentNo}
      onContentOpen={(orderNo) => setParams(query(filters, page, orderNo))}
      content={shown?.orderNo === contentNo ? shown : undefined}
      contentLoading={content.isLoading}
      contentError={content.error ? errorMessageOf(content.error) : null}
    />
  );
}
