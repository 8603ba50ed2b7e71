// /vip/vipGoods?keyword=&dir=&visible=&page=: goods of my site with own name, markup, member and
// visitor price (the live preview is session's sitePricesFor with the site's rounding), on/off; bulk
// show / hide / markup / remove over a selection (asked first in the view); the site's rounding.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VipGoodsView, type VipGoodsFilters } from '@shop/ui';
import { useSiteDirectories } from './vipDirectory.ts';
import { siteSettingsWith, useBatchSiteGoods, useSaveSiteGoods, useSaveSiteRounding, useSite, useSiteGoods } from './vipGoods.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { PAGE_SIZE, idFrom, keywordFrom, oneOf, pageFrom, queryOf, toastDone, toastError } from './shared.ts';
import { directoryOptions, previewWith } from './salesShared.ts';

function filtersFrom(params: URLSearchParams): VipGoodsFilters {
  return {
    keyword: keywordFrom(params.get('keyword')),
    dirId: idFrom(params.get('dir')),
    visible: oneOf(params.get('visible'), ['1', '0'] as const),
  };
}

export default function VipGoodsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useSiteGoods({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.dirId ? { dirId: Number(filters.dirId) } : {}),
    ...(filters.visible ? { visible: filters.visible === '1' ? (1 as const) : (0 as const) } : {}),
  });
  const site = useSite();
  const directories = useSiteDirectories();
  const save = useSaveSiteGoods();
  const batch = useBatchSiteGoods();
  const rounding = useSaveSiteRounding();
  const [toggling, setToggling] = useState<number | null>(null);

  const go = (next: VipGoodsFilters, nextPage = 1) =>
    setParams(queryOf({ keyword: next.keyword, dir: next.dirId, visible: next.visible, page: nextPage }));

  return (
    <VipGoodsView
      goods={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      directories={directoryOptions(directories.data?.list)}
      rounding={site.data?.rounding}
      previewPrices={previewWith(site.data?.rounding)}
      onSave={async (change) => {
        save.reset();
        await save.trigger({ ...change, visible: change.visible ? 1 : 0 });
        toastDone('vip.goods.saved');
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onToggleVisible={async (goods, visible) => {
        setToggling(goods.id);
        save.reset();
        try {
          await save.trigger({ id: goods.id, ownName: goods.ownName, markupPercent: goods.markupPercent, visible: visible ? 1 : 0 });
          toastDone(visible ? 'vip.goods.shown' : 'vip.goods.hidden', { name: goods.ownName || goods.name });
        } catch (error) {
          // A refusal (off on the main site …) in the server's words; the switch stays as the list says.
          toastError(error);
        } finally {
          setToggling(null);
        }
      }}
      togglingId={toggling}
      onBatch={async (request) => {
        batch.reset();
        const done = await batch.trigger(request);
        toastDone(`vip.goods.batchDone.${request.action}`, { count: done.updated });
      }}
      batching={batch.isMutating}
      batchError={batch.error ? errorMessageOf(batch.error) : null}
      onRoundingChange={async (next) => {
        if (!site.data) return;
        rounding.reset();
        await rounding.trigger(siteSettingsWith(site.data, next));
        toastDone('vip.goods.roundingSaved');
      }}
      roundingSaving={rounding.isMutating}
      roundingError={rounding.error ? errorMessageOf(rounding.error) : null}
      marketHref="/vip/market"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
