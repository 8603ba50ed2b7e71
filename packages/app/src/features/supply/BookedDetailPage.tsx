// /supply/bookeddetail?keyword=&status=&start=&end=&page=: settlement records with the totals of the
// filter; the export reads every page of the filter and downloads a .csv (session's toCsv).
import { useState } from 'react';
import { toCsv } from '@shop/session';
import type { Settlement } from '@shop/session/contract';
import { supply } from '@shop/session/contract/supply';
import { BookedDetailView } from '@shop/ui';
import { useBookedList } from './supply.ts';
import { t } from '#app/i18n.ts';
import { request } from '#app/request/client.ts';
import { readStateOf } from '#app/data/readState.ts';
import { param, toastDone, toastError, useListQuery, withKeyword } from '#app/data/listQuery.ts';
import { saveBlob } from '../saveBlob.ts';

const SCHEMA = {
  keyword: param.keyword(),
  status: param.oneOf('status', ['pending', 'settled'] as const),
  startDate: param.date('start'),
  endDate: param.date('end'),
};

export default function BookedDetailPage() {
  const query = useListQuery(SCHEMA);
  const { filters, page } = query;
  const list = useBookedList({ page, pageSize: query.pageSize, ...withKeyword(filters) });
  const [exporting, setExporting] = useState(false);
  const d = list.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Settlement[] = [];
      for (let p = 1; ; p += 1) {
        const answer = await request(supply.getBookedList, { page: p, pageSize: 100, ...withKeyword(filters) });
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
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `settlements-${new Date().toISOString().slice(0, 10)}.csv`);
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
      {...query.view}
      {...readStateOf(list)}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
