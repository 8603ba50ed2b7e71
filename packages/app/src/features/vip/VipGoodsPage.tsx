// /vip/vipGoods?keyword=&dir=&visible=&page=: goods of my site with own name, markup, member and
// visitor price (the live preview is session's sitePricesFor with the site's rounding), on/off; bulk
// show / hide / markup / remove over a selection (asked first in the view); the site's rounding.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VipGoodsView } from '@shop/ui';
import { useSiteDirectories } from './vipDirectory.ts';
import { siteSettingsWith, useBatchSiteGoods, useSaveSiteGoods, useSaveSiteRounding, useSite, useSiteGoods } from './vipGoods.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { listViewOf, param, toastDone, toastError, useListQuery } from '#app/data/listQuery.ts';
import { directoryOptions, previewWith } from './salesShared.ts';

const SCHEMA = {
  keyword: param.keyword(),
  dirId: param.id('dir'),
  visible: param.oneOf('visible', ['1', '0'] as const),
};

export default function VipGoodsPage() {
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA);
  const { filters, page } = query;
  const list = useSiteGoods({
    page,
    pageSize: query.pageSize,
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

  return (
    <VipGoodsView
      goods={list.data?.list}
      {...listViewOf(query.view, list)}
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
