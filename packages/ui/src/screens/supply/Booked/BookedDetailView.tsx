import { useState } from 'react';
import type { Settlement } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconDownload, IconSearch, IconWallet } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface BookedFilters {
  keyword: string;
  status: '' | Settlement['status'];
  startDate: string;
  endDate: string;
}

export const EMPTY_BOOKED_FILTERS: BookedFilters = { keyword: '', status: '', startDate: '', endDate: '' };

export interface BookedTotals {
  totalCost: number;
  totalFee: number;
  totalSettle: number;
  totalPending: number;
  totalSettled: number;
}

export interface BookedDetailViewProps extends PagedListState {
  records?: Settlement[];
  /** Totals of the filter (all pages). */
  totals?: BookedTotals;
  filters: BookedFilters;
  onFiltersChange: (filters: BookedFilters) => void;
  /** Downloads the filtered records as .csv; a returned promise keeps the button busy. */
  onExport: () => unknown;
  exporting?: boolean;
}

/** Settlement records (/supply/bookeddetail): totals pending and settled, filters, export .csv. */
export function BookedDetailView(props: BookedDetailViewProps) {
  const { records, totals, filters, onFiltersChange, page, pageSize, total = 0, onPageChange } = props;
  const { error } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_BOOKED_FILTERS);
  const search = () => onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  const columns: TableColumn<Settlement>[] = [
    {
      key: 'order',
      mobile: 'title',
      title: t('supply.booked.col.order'),
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-mono text-sm">{row.orderNo}</span>
          <span className="max-w-56 truncate text-xs text-fg-muted">
            {row.goodsName} ×{row.quantity}
          </span>
        </span>
      ),
    },
    {
      key: 'cost',
      mobile: 'meta',
      title: t('supply.booked.col.cost'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{formatYuan(row.costAmount)}</span>,
    },
    {
      key: 'fee',
      mobile: 'meta',
      title: t('supply.booked.col.fee'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{formatYuan(row.fee)}</span>,
    },
    {
      key: 'settle',
      mobile: 'amount',
      title: t('supply.booked.col.settle'),
      align: 'right',
      render: (row) => <span className="font-medium tabular-nums">{formatYuan(row.settleAmount)}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('supply.booked.col.status'),
      render: (row) => (
        <Tag size="sm" dot tone={row.status === 'settled' ? 'success' : 'warning'}>
          {t(`supply.booked.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'time',
      mobile: 'time',
      title: t('supply.booked.col.time'),
      hideBelow: 'lg',
      render: (row) => (
        <span className="flex flex-col text-xs tabular-nums">
          <span>{row.createdAt}</span>
          {row.settledAt ? <span className="text-fg-muted">{t('supply.booked.settledAt', { time: row.settledAt })}</span> : null}
        </span>
      ),
    },
  ];
  const figures: [string, number | undefined, string][] = [
    [t('supply.booked.totalPending'), totals?.totalPending, 'total-pending'],
    [t('supply.booked.totalSettled'), totals?.totalSettled, 'total-settled'],
    [t('supply.booked.totalSettle'), totals?.totalSettle, 'total-settle'],
    [t('supply.booked.totalFee'), totals?.totalFee, 'total-fee'],
  ];
  return (
    <Page kind="list">
      <PageHeader
        icon={<IconWallet size={20} />}
        title={t('route.supply.bookeddetail')}
        subtitle={t('supply.booked.subtitle')}
        actions={
          <Button
            variant="secondary"
            icon={<IconDownload />}
            onClick={() => void props.onExport()}
            loading={props.exporting}
            disabled={!records || total === 0}
          >
            {t('ui.action.export')}
          </Button>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('supply.booked.totals')}>
        {figures.map(([label, value, id]) => (
          <div key={id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-xs">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={id}>
              {value === undefined ? '—' : formatYuan(value)}
            </dd>
          </div>
        ))}
      </dl>
      <FilterBar
        label={t('supply.booked.filters')}
        onSubmit={search}
        resettable={filtered}
        onReset={() => onFiltersChange(EMPTY_BOOKED_FILTERS)}
      >
        <FilterField label={t('supply.booked.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            placeholder={t('supply.booked.keywordPlaceholder')}
            maxLength={50}
            prefix={<IconSearch />}
          />
        </FilterField>
        <FilterField label={t('supply.booked.statusFilter')}>
          <Select
            aria-label={t('supply.booked.statusFilter')}
            name="status"
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value as BookedFilters['status'] })}
            options={[
              { value: '', label: t('supply.booked.statusAll') },
              { value: 'pending', label: t('supply.booked.status.pending') },
              { value: 'settled', label: t('supply.booked.status.settled') },
            ]}
          />
        </FilterField>
        <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
      </FilterBar>
      <StaleReadAlert error={error} rows={records} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.supply.bookeddetail')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...tableReadProps(props, records)}
        empty={
          filtered ? (
            // 重置 sits in the filter bar just above: no second button for it here.
            <EmptyState title={t('supply.booked.emptySearch')} description={t('supply.common.emptySearchText')} />
          ) : (
            <EmptyState title={t('supply.booked.empty')} description={t('supply.booked.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
    </Page>
  );
}
