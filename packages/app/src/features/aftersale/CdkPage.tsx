// /inside/cdk?keyword=&status=&start=&end=&page=: the card keys I bought for resale. Keys are masked
// until revealed one by one; export writes every key of the filter to a .txt; void files a request per
// order (the keys then show "void pending" until the request is handled).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { maskCard } from '@shop/session';
import { MyCardsView, cardKeysText, downloadText, type MyCardFilters, type MyCardRow } from '@shop/ui';
import { useRequestCardRepeal } from './cardRepeal.ts';
import { exportMyCardList, useMyCards, usePendingRepeals } from './myCards.ts';
import { showToast } from '#app/effects/store.ts';
import { pageFrom, toastSuccess } from './shared.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';

const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): MyCardFilters {
  const status = params.get('status');
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    status: status === 'sold' || status === 'repealed' ? status : '',
    startDate: date('start'),
    endDate: date('end'),
  };
}

function queryOf(filters: MyCardFilters) {
  return {
    keyword: filters.keyword,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}

export default function CdkPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useMyCards({ page, pageSize: PAGE_SIZE, ...queryOf(filters) });
  const pending = usePendingRepeals();
  const { trigger, isMutating } = useRequestCardRepeal();
  const [exporting, setExporting] = useState(false);
  const [voidError, setVoidError] = useState<string | null>(null);

  const go = (next: MyCardFilters, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next.keyword) query.set('keyword', next.keyword);
    if (next.status) query.set('status', next.status);
    if (next.startDate) query.set('start', next.startDate);
    if (next.endDate) query.set('end', next.endDate);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  const pendingIds = new Set((pending.data?.list ?? []).flatMap((r) => r.cards.map((c) => c.id)));
  const rows: MyCardRow[] | undefined = list.data?.list.map((card) =>
    maskCard({ ...card, state: card.status === 'repealed' ? 'repealed' : pendingIds.has(card.id) ? 'pending' : 'sold' }),
  );

  return (
    <MyCardsView
      cards={rows}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      exporting={exporting}
      onExport={async () => {
        setExporting(true);
        try {
          const result = await exportMyCardList(queryOf(filters));
          const day = new Date().toISOString().slice(0, 10);
          downloadText(`my-card-keys-${day}.txt`, cardKeysText(result.list));
          if (result.truncated) {
            showToast({
              message: { key: 'aftersale.cdk.exportedTruncated', params: { count: result.list.length, total: result.total } },
              tone: 'warning',
            });
          } else toastSuccess('aftersale.cdk.exported', { count: result.list.length });
        } catch {
          // The request client already showed why (toast) for transport failures.
        } finally {
          setExporting(false);
        }
      }}
      voiding={isMutating}
      voidError={voidError}
      onVoid={async ({ cards, reason }) => {
        setVoidError(null);
        // One request per order: the server takes the keys of one order at a time.
        const byOrder = new Map<string, number[]>();
        for (const card of cards) byOrder.set(card.orderNo, [...(byOrder.get(card.orderNo) ?? []), card.id]);
        let done = 0;
        try {
          for (const [orderNo, cardIds] of byOrder) {
            await trigger({ orderNo, cardIds, reason });
            done += cardIds.length;
          }
          toastSuccess('aftersale.cdk.voidSubmitted', { count: done });
        } catch (error) {
          setVoidError(errorMessageOf(error));
          throw error;
        } finally {
          void pending.mutate();
        }
      }}
    />
  );
}
