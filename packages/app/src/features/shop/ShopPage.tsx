// /inside/shop?keyword=&page=: my shop's prices; set a markup, a fixed price or back to retail (doShopPrice).
import { ShopPriceView } from '@shop/ui';
import { shopPriceFor } from '@shop/session';
import { useSetShopPrice, useShopPrices } from './shopPrices.ts';
import { toastSuccess } from '../aftersale/shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { listViewOf, param, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = { keyword: param.keyword() };

export default function ShopPage() {
  const query = useListQuery(SCHEMA);
  const { keyword } = query.filters;
  const list = useShopPrices({ page: query.page, pageSize: query.pageSize, keyword });
  const save = useSetShopPrice();
  return (
    <ShopPriceView
      rows={list.data?.list}
      {...listViewOf(query.paging, list)}
      keyword={keyword}
      onSearch={(next) => query.go({ keyword: next })}
      shopLink={list.data?.shopLink}
      previewPrice={(row, mode, value) => (mode === 'clear' ? row.retail : shopPriceFor(row.cost, row.retail, { mode, value }))}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onSave={async (change) => {
        save.reset();
        await save.trigger(change);
        toastSuccess('aftersale.shop.saved');
      }}
    />
  );
}
