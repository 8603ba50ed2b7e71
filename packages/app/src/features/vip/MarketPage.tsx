// /vip/market?keyword=&dir=&type=&added=&page=: goods of the market not yet on my site (by default),
// with my cost and the suggested retail price; add one or many with a markup (doMarketAdd).
import { useNavigate } from 'react-router-dom';
import { VipMarketView } from '@shop/ui';
import { useSiteDirectories } from './vipDirectory.ts';
import { useSite } from './vipGoods.ts';
import { useAddFromMarket, useMarket } from './vipMarket.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { directoryOptions, previewWith } from './salesShared.ts';
import { listViewOf, param, toastDone, useListQuery, type ListParam } from '#app/data/listQuery.ts';

const SCHEMA = {
  keyword: param.keyword(),
  dirId: param.id('dir'),
  deliveryType: param.oneOf('type', ['card', 'recharge', 'manual'] as const),
  // Goods not yet on the site unless the address says otherwise ('all' shows both).
  added: {
    name: 'added',
    read: (value) => (value === '1' ? '1' : value === 'all' ? '' : '0'),
    write: (value) => (value === '0' ? '' : value || 'all'),
  } satisfies ListParam<'' | '0' | '1'>,
};

export default function MarketPage() {
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA);
  const { filters } = query;
  const list = useMarket({
    page: query.page,
    pageSize: query.pageSize,
    keyword: filters.keyword,
    ...(filters.dirId ? { dirId: Number(filters.dirId) } : {}),
    ...(filters.deliveryType ? { deliveryType: filters.deliveryType } : {}),
    ...(filters.added ? { added: filters.added === '1' ? (1 as const) : (0 as const) } : {}),
  });
  const site = useSite();
  const directories = useSiteDirectories();
  const add = useAddFromMarket();

  return (
    <VipMarketView
      goods={list.data?.list}
      {...listViewOf(query.view, list)}
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
