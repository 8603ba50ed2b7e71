// /supply/cardstockmanage?keyword=&match=&note=&start=&end=&goods=&status=&page=&import=<goodsId>: the card
// stock, keys masked (session's maskCard, once per answer) until revealed; toolbar actions over a
// selection (asked first in the view, delete twice); the import (useCardImport: a worker reads and checks,
// batches with their own request ids) and the export of exactly the filtered keys as .txt with its post-action.
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSearchParams } from 'react-router-dom';
import { maskCard } from '@shop/session';
import type { RequestOf } from '@shop/session/contract';
import type { supply } from '@shop/session/contract/supply';
import { CardExportDialog, CardImportDialog, CardStockView, downloadText, type CardStockFilters } from '@shop/ui';
import { cardStockKeys, useCardExport, useCardGoods, useCardList, useCardUpdate } from '../../api/supply.ts';
import { t } from '../../i18n.ts';
import { errorMessageOf, readStateOf } from '../readState.ts';
import { PAGE_SIZE, dateFrom, idFrom, oneOf, pageFrom, queryOf, toastDone } from '../listQuery.ts';
import { useCardImport } from './useCardImport.ts';

function filtersFrom(params: URLSearchParams): CardStockFilters {
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    match: params.get('match') === 'exact' ? 'exact' : 'contains',
    note: (params.get('note') ?? '').trim().slice(0, 50),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
    goodsId: idFrom(params.get('goods')),
    status: oneOf(params.get('status'), ['unsold', 'locked', 'sold', 'repealed'] as const),
  };
}

/** The contract's filters of the list and the export. */
function queryFilters(f: CardStockFilters) {
  return {
    keyword: f.keyword,
    match: f.match,
    note: f.note,
    ...(f.startDate ? { startDate: f.startDate } : {}),
    ...(f.endDate ? { endDate: f.endDate } : {}),
    ...(f.goodsId ? { goodsId: Number(f.goodsId) } : {}),
    ...(f.status ? { status: f.status } : {}),
  } satisfies Partial<RequestOf<typeof supply.getCardList>>;
}

export default function CardStockPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const importFor = idFrom(params.get('import'));
  const list = useCardList({ page, pageSize: PAGE_SIZE, ...queryFilters(filters) });
  const goods = useCardGoods();
  const update = useCardUpdate();
  const exporter = useCardExport();
  const { mutate } = useSWRConfig();
  const imports = useCardImport(() => {
    for (const key of cardStockKeys) void mutate(key);
  });
  const [importOpen, setImportOpen] = useState(importFor !== '');
  const [exportOpen, setExportOpen] = useState(false);
  const cards = useMemo(() => list.data?.list.map(maskCard), [list.data]);
  const goodsOptions = useMemo(() => (goods.data?.list ?? []).map((g) => ({ id: g.id, name: g.name })), [goods.data]);

  const go = (next: CardStockFilters, nextPage = 1) =>
    setParams(
      queryOf({
        keyword: next.keyword,
        match: next.match === 'exact' ? 'exact' : '',
        note: next.note,
        start: next.startDate,
        end: next.endDate,
        goods: next.goodsId,
        status: next.status,
        page: nextPage,
      }),
    );
  const filterText = [
    goodsOptions.find((g) => String(g.id) === filters.goodsId)?.name ?? t('supply.stock.goodsAll'),
    filters.status ? t(`ui.status.cardKey.${filters.status}`) : '',
    filters.keyword,
    filters.note,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <CardStockView
      cards={cards}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      goodsOptions={goodsOptions}
      onAction={async (req) => {
        update.reset();
        const done = await update.trigger(req);
        toastDone(`supply.stock.done.${req.action}`, { count: done.updated });
      }}
      actionError={update.error ? errorMessageOf(update.error) : null}
      onImportOpen={() => setImportOpen(true)}
      onExportOpen={() => setExportOpen(true)}
      dialogs={
        <>
          <CardImportDialog
            open={importOpen}
            onOpenChange={(open) => {
              setImportOpen(open);
              if (!open) imports.close();
            }}
            goodsOptions={goodsOptions}
            defaultGoodsId={importFor ? Number(importFor) : filters.goodsId ? Number(filters.goodsId) : undefined}
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
          <CardExportDialog
            open={exportOpen}
            onOpenChange={setExportOpen}
            filteredTotal={list.data?.total ?? 0}
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
