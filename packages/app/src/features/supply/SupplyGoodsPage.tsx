// /supply/supplyGoods?keyword=&status=&delivery=&page=: my supplied goods; edit cost, status and a
// manual goods' stock; a card goods' "import keys" opens the card stock's import for it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SupplyGoodsView } from '@shop/ui';
import { useSaveSupplyGoods, useSupplyGoods } from './supply.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { listViewOf, param, toastDone, toastError, useListQuery, withKeyword } from '#app/data/listQuery.ts';

const SCHEMA = {
  keyword: param.keyword(),
  status: param.oneOf('status', ['on', 'off', 'soldout'] as const),
  deliveryType: param.oneOf('delivery', ['card', 'recharge', 'manual'] as const),
};

export default function SupplyGoodsPage() {
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA);
  const list = useSupplyGoods({ page: query.page, pageSize: query.pageSize, ...withKeyword(query.filters) });
  const save = useSaveSupplyGoods();
  const [toggling, setToggling] = useState<number | null>(null);

  return (
    <SupplyGoodsView
      goods={list.data?.list}
      {...listViewOf(query.view, list)}
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
