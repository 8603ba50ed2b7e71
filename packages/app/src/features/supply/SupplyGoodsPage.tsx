// /supply/supplyGoods?keyword=&status=&delivery=&page=: my supplied goods; edit cost, status and a
// manual goods' stock; a card goods' "import keys" opens the card stock's import for it.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SupplyGoodsView, type SupplyGoodsFilters } from '@shop/ui';
import { useSaveSupplyGoods, useSupplyGoods } from './supply.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { PAGE_SIZE, keywordFrom, oneOf, pageFrom, queryOf, toastDone, toastError } from '#app/data/listQuery.ts';

function filtersFrom(params: URLSearchParams): SupplyGoodsFilters {
  return {
    keyword: keywordFrom(params.get('keyword')),
    status: oneOf(params.get('status'), ['on', 'off', 'soldout'] as const),
    deliveryType: oneOf(params.get('delivery'), ['card', 'recharge', 'manual'] as const),
  };
}

export default function SupplyGoodsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useSupplyGoods({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.deliveryType ? { deliveryType: filters.deliveryType } : {}),
  });
  const save = useSaveSupplyGoods();
  const [toggling, setToggling] = useState<number | null>(null);
  const go = (next: SupplyGoodsFilters, nextPage = 1) =>
    setParams(queryOf({ keyword: next.keyword, status: next.status, delivery: next.deliveryType, page: nextPage }));

  return (
    <SupplyGoodsView
      goods={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      onSave={async (change) => {
        save.reset();
        await save.trigger(change);
        toastDone('supply.goods.saved');
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onToggleStatus={async (goods, on) => {
        setToggling(goods.id);
        save.reset();
        try {
          await save.trigger({ id: goods.id, costPrice: goods.costPrice, status: on ? 'on' : 'off' });
          toastDone(on ? 'supply.goods.turnedOn' : 'supply.goods.turnedOff', { name: goods.name });
        } catch (error) {
          toastError(error);
        } finally {
          setToggling(null);
        }
      }}
      togglingId={toggling}
      importHref={(id) => `/supply/cardstockmanage?goods=${id}&import=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
