// /inside/payInfo?status=&kind=&start=&end=&keyword=&page=: my payments (orders, top-ups, upgrades,
// my shop), paged by the server; a pending one leads to the pay page, an order to its detail.
import { useSearchParams } from 'react-router-dom';
import type { PayRecord } from '@shop/session/contract';
import { PAY_RECORD_KINDS, PAY_RECORD_STATUSES, PayRecordsView, type PayRecordFilters } from '@shop/ui';
import { usePayRecords } from './funds.ts';
import { readStateOf } from '#app/data/readState.ts';
import { dateFrom, keywordFrom, oneOf, pageFrom, setOnly } from './shared.ts';

const PAGE_SIZE = 20;

function filtersFrom(params: URLSearchParams): PayRecordFilters {
  return {
    kind: oneOf(params.get('kind'), PAY_RECORD_KINDS),
    status: oneOf(params.get('status'), PAY_RECORD_STATUSES),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
    keyword: keywordFrom(params.get('keyword')),
  };
}

const q = (record: PayRecord) => `?orderNo=${encodeURIComponent(record.orderNo)}`;

const hrefs = {
  /** Orders, top-ups and upgrades waiting for payment are paid at /pay/payonline. */
  pay: (record: PayRecord) => (record.status === 'pending' && record.kind !== 'vip' ? `/pay/payonline${q(record)}` : null),
  detail: (record: PayRecord) => (record.kind === 'order' ? `/inside/showordermess${q(record)}` : null),
};

export default function PayInfoPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const records = usePayRecords({ page, pageSize: PAGE_SIZE, ...setOnly(filters) });

  const go = (next: PayRecordFilters, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.kind) query.set('kind', next.kind);
    if (next.startDate) query.set('start', next.startDate);
    if (next.endDate) query.set('end', next.endDate);
    if (next.keyword) query.set('keyword', next.keyword);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <PayRecordsView
      {...readStateOf(records)}
      records={records.data?.list}
      total={records.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      hrefs={hrefs}
    />
  );
}
