// /supply/cardstockmanage?keyword=&match=&note=&start=&end=&goods=&option=&status=&page=&import=<goodsId>: the card
// stock, keys masked (session's maskCard, once per answer) until revealed; toolbar actions over a
// selection (asked first in the view, delete twice); the import (useCardImport: a worker reads and checks,
// batches with their own request ids) and the export of exactly the filtered keys as .txt with its post-action.
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { maskCard } from '@shop/session';
import type { RequestOf } from '@shop/session/contract';
import type { supply } from '@shop/session/contract/supply';
import { CardExportDialog, CardImportDialog, CardStockView, downloadText, type CardStockFilters, type StockGoodsOption } from '@shop/ui';
import { cardStockKeys, preloadCardGoods, preloadCardList, useCardExport, useCardGoods, useCardList, useCardUpdate } from './supply.ts';
import { t } from '#app/i18n.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { PAGE_SIZE, idFrom, listQueryOf, param, toastDone, useListQuery, type ListSchema } from '#app/data/listQuery.ts';
import { useCardImport } from './useCardImport.ts';
import { useMarkWritten } from '#app/data/freshness.ts';

const SCHEMA: ListSchema<CardStockFilters> = {
  keyword: { name: 'keyword', read: (value) => (value ?? '').trim().slice(0, 100) },
  match: {
    name: 'match',
    read: (value) => (value === 'exact' ? 'exact' : 'contains'),
    write: (value) => (value === 'exact' ? 'exact' : ''),
  },
  note: { name: 'note', read: (value) => (value ?? '').trim().slice(0, 50) },
  startDate: param.date('start'),
  endDate: param.date('end'),
  goodsId: param.id('goods'),
  // An option only with its goods: checked here once (the view clears the option when the goods changes).
  optionId: { name: 'option', read: (value, params) => (idFrom(params.get('goods')) ? idFrom(value) : '') },
  status: param.oneOf('status', ['unsold', 'locked', 'sold', 'repealed'] as const),
};

/** The contract's filters of the list and the export. */
function queryFilters(f: CardStockFilters) {
  return {
    keyword: f.keyword,
    match: f.match,
    note: f.note,
    ...(f.startDate ? { startDate: f.startDate } : {}),
    ...(f.endDate ? { endDate: f.endDate } : {}),
    ...(f.goodsId ? { goodsId: Number(f.goodsId) } : {}),
    ...(f.optionId ? { optionId: Number(f.optionId) } : {}),
    ...(f.status ? { status: f.status } : {}),
  } satisfies Partial<RequestOf<typeof supply.getCardList>>;
}

/** The list's query: the first page for the filters in the address. */
function stockQuery(params: URLSearchParams) {
  const { filters, page } = listQueryOf(SCHEMA, params);
  return { page, pageSize: PAGE_SIZE, ...queryFilters(filters) };
}

/**
 * A full page load of the stock asks for its keys and its goods filter's options with its code
 * (routes/preload.ts), not once React, the frame and the catalogue have drawn the page: the first rows of
 * a 50,000-key stock come that much sooner (npm run bench), and both are drawn in the first render.
 */
export function prefetch(location: Pick<Location, 'search'>): void {
  preloadCardList(stockQuery(new URLSearchParams(location.search)));
  preloadCardGoods();
}

export default function CardStockPage() {
  const query = useListQuery(SCHEMA);
  const { filters, params } = query;
  const importFor = idFrom(params.get('import'));
  const list = useCardList(stockQuery(params));
  const goods = useCardGoods();
  const update = useCardUpdate();
  const exporter = useCardExport();
  const [importOpen, setImportOpen] = useState(importFor !== '');
  const [exportOpen, setExportOpen] = useState(false);
  // A page of keys that replaces another (after an import, an action, a refresh) is drawn in a transition,
  // in slices: twenty new rows never block the page. The first page is drawn at once.
  const deferred = useDeferredValue(list.data);
  const data = deferred ?? list.data;
  const cards = useMemo(() => data?.list.map(maskCard), [data]);
  const goodsOptions = useMemo(() => (goods.data?.list ?? []).map((g) => ({ id: g.id, name: g.name, options: g.options })), [goods.data]);

  const filterGoods = goodsOptions.find((g) => String(g.id) === filters.goodsId);
  const filterText = [
    filterGoods?.name ?? t('supply.stock.goodsAll'),
    filterGoods?.options?.find((o) => String(o.id) === filters.optionId)?.name ?? '',
    filters.status ? t(`ui.status.cardKey.${filters.status}`) : '',
    filters.keyword,
    filters.note,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <CardStockView
      cards={cards}
      total={data?.total}
      {...query.view}
      // The goods (the filter) beside the list: a failure shows with a retry.
      {...readStateOf(withSideReads(list, goods))}
      goodsOptions={goodsOptions}
      onAction={async (req) => {
        update.reset();
        const done = await update.trigger(
          req.scope === 'filter' ? { action: req.action, scope: 'filter', ...queryFilters(filters) } : { ids: req.ids, action: req.action },
        );
        toastDone(`supply.stock.done.${req.action}`, { count: done.updated });
      }}
      actionError={update.error ? errorMessageOf(update.error) : null}
      onImportOpen={() => setImportOpen(true)}
      onExportOpen={() => setExportOpen(true)}
      dialogs={
        <>
          <StockImport
            open={importOpen}
            onOpenChange={setImportOpen}
            goodsOptions={goodsOptions}
            defaultGoodsId={importFor ? Number(importFor) : filters.goodsId ? Number(filters.goodsId) : undefined}
          />
          <CardExportDialog
            open={exportOpen}
            onOpenChange={setExportOpen}
            filteredTotal={data?.total ?? 0}
            filterText={filterText}
            exporting={exporter.isMutating}
            error={exporter.error ? errorMessageOf(exporter.error) : null}
            onExport={async (req) => {
              exporter.reset();
              const done = await exporter.trigger({
                ...queryFilters(filters),
                count: req.count,
                retag: req.retag,
                then: req.then,
                confirmDelete: req.confirmDelete ? 1 : 0,
              });
              downloadText(done.filename, done.content);
              toastDone('supply.export.done', { count: done.count });
            }}
          />
        </>
      }
    />
  );
}

interface StockImportProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goodsOptions: StockGoodsOption[];
  defaultGoodsId: number | undefined;
}

/**
 * The import dialog with its own state: its progress and phases redraw the dialog only, never the
 * stock list behind it. An import is a write: the stock reads are stale (api/freshness.ts).
 */
const StockImport = memo(function StockImport({ open, onOpenChange, goodsOptions, defaultGoodsId }: StockImportProps) {
  const markWritten = useMarkWritten();
  const imports = useCardImport(() => markWritten(cardStockKeys));
  return (
    <CardImportDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) imports.close();
      }}
      goodsOptions={goodsOptions}
      defaultGoodsId={defaultGoodsId}
      phase={imports.phase}
      progress={imports.progress}
      report={imports.report}
      outcome={imports.outcome}
      error={imports.error}
      onCheck={imports.onCheck}
      onSend={imports.onSend}
      onRetry={imports.onRetry}
      onReset={imports.onReset}
    />
  );
});
