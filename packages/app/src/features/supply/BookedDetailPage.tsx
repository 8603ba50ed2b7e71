// /supply/bookeddetail?keyword=&status=&start=&end=&page=: settlement records with the totals of the
// filter; the export reads every page of the filter and downloads a .csv (session's toCsv).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toCsv } from '@shop/session';
import type { Settlement } from '@shop/session/contract';
import { supply } from '@shop/session/contract/supply';
import { BookedDetailView, type BookedFilters } from '@shop/ui';
import { useBookedList } from './supply.ts';
import { t } from '#app/i18n.ts';
import { request } from '#app/request/client.ts';
import { readStateOf } from '#app/data/readState.ts';
import { PAGE_SIZE, dateFrom, keywordFrom, oneOf, pageFrom, queryOf, toastDone, toastError } from '#app/data/listQuery.ts';

function filtersFrom(params: URLSearchParams): BookedFilters {
  return {
    keyword: keywordFrom(params.get('keyword')),
    status: oneOf(params.get('status'), ['pending', 'settled'] as const),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
  };
}

const queryFilters = (f: BookedFilters) => ({
  keyword: f.keyword,
  ...(f.status ? { status: f.status } : {}),
  ...(f.startDate ? { startDate: f.startDate } : {}),
  ...(f.endDate ? { endDate: f.endDate } : {}),
});

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function BookedDetailPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useBookedList({ page, pageSize: PAGE_SIZE, ...queryFilters(filters) });
  const [exporting, setExporting] = useState(false);
  const go = (next: BookedFilters, nextPage = 1) =>
    setParams(queryOf({ keyword: next.keyword, status: next.status, start: next.startDate, end: next.endDate, page: nextPage }));
  const d = list.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Settlement[] = [];
      for (let p = 1; ; p += 1) {
        const answer = await request(supply.getBookedList, { page: p, pageSize: 100, ...queryFilters(filters) });
        rows.push(...answer.list);
        if (rows.length >= answer.total || answer.list.length === 0) break;
      }
      const csv = toCsv(
        t('supply.booked.csv.header').split(','),
        rows.map((r) => [
          r.orderNo,
          r.goodsName,
          r.quantity,
          r.costAmount.toFixed(2),
          r.fee.toFixed(2),
          r.settleAmount.toFixed(2),
          t(`supply.booked.status.${r.status}`),
          r.createdAt,
          r.settledAt ?? '',
        ]),
      );
      download(`settlements-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      toastDone('supply.booked.exported', { count: rows.length });
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <BookedDetailView
      records={d?.list}
      totals={
        d
          ? {
              totalCost: d.totalCost,
              totalFee: d.totalFee,
              totalSettle: d.totalSettle,
              totalPending: d.totalPending,
              totalSettled: d.totalSettled,
            }
          : undefined
      }
      total={d?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
