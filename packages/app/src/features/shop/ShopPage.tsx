// /inside/shop?keyword=&page=: my shop's prices; set a markup, a fixed price or back to retail (doShopPrice).
import { useSearchParams } from 'react-router-dom';
import { ShopPriceView } from '@shop/ui';
import { shopPriceFor } from '@shop/session';
import { useSetShopPrice, useShopPrices } from './shopPrices.ts';
import { pageFrom, toastSuccess } from '../aftersale/shared.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';

const PAGE_SIZE = 20;

export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const { data, error, isLoading, isValidating, mutate } = useShopPrices({ page, pageSize: PAGE_SIZE, keyword });
  const save = useSetShopPrice();
  const go = (next: { keyword?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextKeyword = next.keyword ?? keyword;
    if (nextKeyword) query.set('keyword', nextKeyword);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <ShopPriceView
      rows={data?.list}
      total={data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      keyword={keyword}
      onSearch={(next) => go({ keyword: next })}
      onPageChange={(next) => go({ page: next })}
      shopLink={data?.shopLink}
      {...readStateOf({ data, error, isLoading, isValidating, mutate })}
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
