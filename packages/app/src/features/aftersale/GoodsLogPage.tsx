// /inside/goodsLog?goodsId=&page=: price, stock and status changes of goods, optionally of one goods.
import { GoodsLogView } from '@shop/ui';
import { useGoodsLog } from './goodsLog.ts';
import { useGoodsInfo } from '../shop/order.ts';
import { readStateOf } from '#app/data/readState.ts';
import { param, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = { goodsId: param.id('goodsId') };

export default function GoodsLogPage() {
  const query = useListQuery(SCHEMA);
  const goodsId = query.filters.goodsId ? Number(query.filters.goodsId) : undefined;
  const { data, error, isLoading, isValidating, mutate } = useGoodsLog({
    page: query.page,
    pageSize: query.pageSize,
    ...(goodsId ? { goodsId } : {}),
  });
  // The chip names the goods: from its changes when the page holds one, else from the goods itself
  // (a goods without changes, or not on this page); a skeleton until then, never its number.
  const listed = goodsId ? data?.list.find((l) => l.goodsId === goodsId)?.goodsName : undefined;
  const info = useGoodsInfo(goodsId && data && !listed ? goodsId : null);
  const goodsName = listed || info.data?.name;
  return (
    <GoodsLogView
      logs={data?.list}
      total={data?.total}
      {...query.paging}
      goods={goodsId ? { id: goodsId, name: goodsName } : null}
      onGoodsChange={(id) => query.go({ goodsId: id ? String(id) : '' })}
      {...readStateOf({ data, error, isLoading, isValidating, mutate })}
    />
  );
}
