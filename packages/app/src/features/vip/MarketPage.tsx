// /vip/market?keyword=&dir=&type=&added=&page=: goods of the market not yet on my site (by default),
// with my cost and the suggested retail price; add one or many with a markup (doMarketAdd).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VipMarketView, type VipMarketFilters } from '@shop/ui';
import { useSiteDirectories } from './vipDirectory.ts';
import { useSite } from './vipGoods.ts';
import { useAddFromMarket, useMarket } from './vipMarket.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { directoryOptions, previewWith } from './salesShared.ts';
import { PAGE_SIZE, idFrom, keywordFrom, oneOf, pageFrom, queryOf, toastDone } from './shared.ts';

function filtersFrom(params: URLSearchParams): VipMarketFilters {
  const added = params.get('added');
  return {
    keyword: keywordFrom(params.get('keyword')),
    dirId: idFrom(params.get('dir')),
    deliveryType: oneOf(params.get('type'), ['card', 'recharge', 'manual'] as const),
    // Goods not yet on the site unless the address says otherwise ('all' shows both).
    added: added === '1' ? '1' : added === 'all' ? '' : '0',
  };
}

export default function MarketPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useMarket({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.dirId ? { dirId: Number(filters.dirId) } : {}),
    ...(filters.deliveryType ? { deliveryType: filters.deliveryType } : {}),
    ...(filters.added ? { added: filters.added === '1' ? (1 as const) : (0 as const) } : {}),
  });
  const site = useSite();
  const directories = useSiteDirectories();
  const add = useAddFromMarket();

  const go = (next: VipMarketFilters, nextPage = 1) =>
    setParams(
      queryOf({
        keyword: next.keyword,
        dir: next.dirId,
        type: next.deliveryType,
        added: next.added === '0' ? '' : next.added || 'all',
        page: nextPage,
      }),
    );

  return (
    <VipMarketView
      goods={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      directories={directoryOptions(directories.data?.list)}
      defaultMarkup={site.data?.markupPercent}
      previewPrices={previewWith(site.data?.rounding)}
      onAdd={async (request) => {
        add.reset();
        const done = await add.trigger(request);
        toastDone(done.skipped > 0 ? 'vip.market.addDoneSkipped' : 'vip.market.addDone', { count: done.added, skipped: done.skipped });
      }}
      adding={add.isMutating}
      addError={add.error ? errorMessageOf(add.error) : null}
      goodsHref="/vip/vipGoods"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
