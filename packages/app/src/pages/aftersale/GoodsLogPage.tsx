// /inside/goodsLog?goodsId=&page=: price, stock and status changes of goods, optionally of one goods.
import { useSearchParams } from 'react-router-dom';
import { GoodsLogView } from '@shop/ui';
import { useGoodsLog } from '../../api/goodsLog.ts';
import { pageFrom } from './shared.ts';
import { readStateOf } from '../readState.ts';

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
  const goodsName = goodsId ? (data?.list.find((l) => l.goodsId === goodsId)?.goodsName ?? `#${goodsId}`) : null;
  return (
    <GoodsLogView
      logs={data?.list}
      total={data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go({ page: next })}
      goods={goodsId && goodsName ? { id: goodsId, name: goodsName } : null}
      onGoodsChange={(id) => go({ goodsId: id, page: 1 })}
      {...readStateOf({ data, error, isLoading, isValidating, mutate })}
    />
  );
}
