// /inside/cdk?keyword=&status=&start=&end=&page=: the card keys I bought for resale. Keys are masked
// until revealed one by one; export writes every key of the filter to a .txt; void files a request per
// order (the keys then show "void pending" until the request is handled).
import { useState } from 'react';
import { maskCard } from '@shop/session';
import { MyCardsView, cardKeysText, downloadText, type MyCardFilters, type MyCardRow } from '@shop/ui';
import { useRequestCardRepeal } from './cardRepeal.ts';
import { exportMyCardList, useMyCards, usePendingRepeals } from './myCards.ts';
import { showToast } from '#app/effects/store.ts';
import { toastSuccess } from './shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { listViewOf, param, useListQuery, withKeyword, type ListSchema } from '#app/data/listQuery.ts';

const SCHEMA: ListSchema<MyCardFilters> = {
  keyword: param.keyword(),
  status: param.oneOf('status', ['sold', 'repealed'] as const),
  startDate: param.date('start'),
  endDate: param.date('end'),
};

export default function CdkPage() {
  const query = useListQuery(SCHEMA);
  const { filters } = query;
  const list = useMyCards({ page: query.page, pageSize: query.pageSize, ...withKeyword(filters) });
  const pending = usePendingRepeals();
  const { trigger, isMutating } = useRequestCardRepeal();
  const [exporting, setExporting] = useState(false);
  const [voidError, setVoidError] = useState<string | null>(null);

  const pendingIds = new Set((pending.data?.list ?? []).flatMap((r) => r.cards.map((c) => c.id)));
  const rows: MyCardRow[] | undefined = list.data?.list.map((card) =>
    maskCard({ ...card, state: card.status === 'repealed' ? 'repealed' : pendingIds.has(card.id) ? 'pending' : 'sold' }),
  );

  return (
    <MyCardsView
      cards={rows}
      {...listViewOf(query.view, list)}
      exporting={exporting}
      onExport={async () => {
        setExporting(true);
        try {
          const result = await exportMyCardList(withKeyword(filters));
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
