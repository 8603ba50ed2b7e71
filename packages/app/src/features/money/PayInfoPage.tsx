// /inside/payInfo?status=&kind=&start=&end=&keyword=&page=: my payments (orders, top-ups, upgrades,
// my shop), paged by the server; a pending one leads to the pay page, an order to its detail.
import type { PayRecord } from '@shop/session/contract';
import { PAY_RECORD_KINDS, PAY_RECORD_STATUSES, PayRecordsView, type PayRecordFilters } from '@shop/ui';
import { usePayRecords } from './funds.ts';
import { listViewOf, param, setOnly, useListQuery, type ListSchema } from '#app/data/listQuery.ts';
import { dateFrom } from './shared.ts';

const PAGE_SIZE = 20;

// In the order the address has always written them; dates read strictly (the money pages' reader).
const SCHEMA = {
  status: param.oneOf('status', PAY_RECORD_STATUSES),
  kind: param.oneOf('kind', PAY_RECORD_KINDS),
  startDate: { name: 'start', read: dateFrom },
  endDate: { name: 'end', read: dateFrom },
  keyword: param.keyword(),
} satisfies ListSchema<PayRecordFilters>;

const q = (record: PayRecord) => `?orderNo=${encodeURIComponent(record.orderNo)}`;

const hrefs = {
  /** Orders, top-ups and upgrades waiting for payment are paid at /pay/payonline. */
  pay: (record: PayRecord) => (record.status === 'pending' && record.kind !== 'vip' ? `/pay/payonline${q(record)}` : null),
  detail: (record: PayRecord) => (record.kind === 'order' ? `/inside/showordermess${q(record)}` : null),
};

export default function PayInfoPage() {
  const query = useListQuery(SCHEMA);
  const records = usePayRecords({ page: query.page, pageSize: PAGE_SIZE, ...setOnly(query.filters) });

  return <PayRecordsView records={records.data?.list} {...listViewOf(query.view, records)} hrefs={hrefs} />;
}
