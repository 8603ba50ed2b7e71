// /supply/order?keyword=&status=&goods=&start=&end=&page=&content=<orderNo>: orders of my goods; the
// delivered content is read on demand (getOrderContent), its keys masked until revealed.
import { useMemo } from 'react';
import { maskCard } from '@shop/session';
import { SupplyOrderView, type SupplyOrderFilters } from '@shop/ui';
import { useAllSupplyGoods, useSupplyOrderContent, useSupplyOrders } from './supply.ts';
import { errorMessageOf, withSideReads } from '#app/data/readState.ts';
import { listViewOf, param, useListQuery, type ListSchema } from '#app/data/listQuery.ts';

const STATUSES = ['unpaid', 'paid', 'processing', 'delivered', 'refunded', 'closed', 'complained'] as const;

const SCHEMA: ListSchema<SupplyOrderFilters> = {
  keyword: param.keyword(),
  status: param.oneOf('status', STATUSES),
  goodsId: param.id('goods'),
  startDate: param.date('start'),
  endDate: param.date('end'),
};

export default function SupplyOrderPage() {
  const query = useListQuery(SCHEMA);
  const { filters, page, params } = query;
  const contentNo = /^[0-9A-Za-z]{6,40}$/.test(params.get('content') ?? '') ? (params.get('content') as string) : null;
  const list = useSupplyOrders({
    page,
    pageSize: query.pageSize,
    keyword: filters.keyword,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.goodsId ? { goodsId: Number(filters.goodsId) } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  });
  const goods = useAllSupplyGoods();
  const content = useSupplyOrderContent(contentNo);
  const shown = useMemo(() => (content.data ? { ...content.data, cards: content.data.cards.map(maskCard) } : undefined), [content.data]);
  return (
    <SupplyOrderView
      orders={list.data?.list}
      // The goods (the filter) beside the list: a failure shows with a retry.
      {...listViewOf(query.view, withSideReads(list, goods))}
      goodsOptions={(goods.data?.list ?? []).map((g) => ({ id: g.id, name: g.name }))}
      contentOrderNo={contentNo}
      onContentOpen={(orderNo) => query.go(filters, page, { content: orderNo ?? '' })}
      content={shown?.orderNo === contentNo ? shown : undefined}
      contentLoading={content.isLoading}
      contentError={content.error ? errorMessageOf(content.error) : null}
    />
  );
}
