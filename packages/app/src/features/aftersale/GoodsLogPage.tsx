// /inside/goodsLog?goodsId=&page=: price, stock and status changes of goods, optionally of one goods.
import { useSearchParams } from 'react-router-dom';
import { GoodsLogView } from '@shop/ui';
import { useGoodsLog } from './goodsLog.ts';
import { useGoodsInfo } from '../shop/order.ts';
import { pageFrom } from './shared.ts';
import { readStateOf } from '#app/data/readState.ts';

const PAGE_SIZE = 20;

export default function GoodsLogPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const rawGoods = Number(params.get('goodsId'));
  const goodsId = Number.isInteger(rawGoods) && rawGoods > 0 ? rawGoods : undefined;
  const { data, error, isLoading, isValidating, mutate } = useGoodsLog({ page, pageSize: PAGE_SIZE, ...(goodsId ? { goodsId } : {}) });
  const go = (next: { goodsId?: number | null; page?: number }) => {
    const query = new URLSearchParams();
    const id = next.goodsId === undefined ? goodsId : next.goodsId;
    if (id) query.set('goodsId', String(id));
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  // The chip names the goods: from its changes when the page holds one, else from the goods itself
  // (a goods without changes, or not on this page); a skeleton until then, never its number.
  const listed = goodsId ? data?.list.find((l) => l.goodsId === goodsId)?.goodsName : undefined;
  const info = useGoodsInfo(goodsId && data && !listed ? goodsId : null);
  const goodsName = listed || info.data?.name;
  return (
    <GoodsLogView
      logs={data?.list}
      total={data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go({ page: next })}
      goods={goodsId ? { id: goodsId, name: goodsName } : null}
      onGoodsChange={(id) => go({ goodsId: id, page: 1 })}
      {...readStateOf({ data, error, isLoading, isValidating, mutate })}
    />
  );
}
