import { useState } from 'react';
import type { PayRecord } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconReceipt, IconSearch } from '#ui/icons/index.tsx';
import { formatYuan, formatYuanIn } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { PayMethodIcon } from '#ui/screens/shop/shared/PayMethodIcon.tsx';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type PayRecordKind = PayRecord['kind'];
export type PayRecordStatus = PayRecord['status'];

export const PAY_RECORD_KINDS = ['order', 'recharge', 'level', 'vip'] as const satisfies readonly PayRecordKind[];
export const PAY_RECORD_STATUSES = ['pending', 'paid', 'failed', 'closed'] as const satisfies readonly PayRecordStatus[];

export const PAY_STATUS_TONE: Record<PayRecordStatus, Tone> = { pending: 'warning', paid: 'success', failed: 'danger', closed: 'neutral' };

export interface PayRecordFilters {
  kind: PayRecordKind | '';
  status: PayRecordStatus | '';
  startDate: string;
  endDate: string;
  keyword: string;
}

export const NO_PAY_FILTERS: PayRecordFilters = { kind: '', status: '', startDate: '', endDate: '', keyword: '' };

export interface PayRecordsViewProps extends PagedListState {
  records?: PayRecord[];
  filters: PayRecordFilters;
  onFiltersChange: (filters: PayRecordFilters) => void;
  /** Where a record leads: its order's detail, or the pay page of a pending one (null: nowhere). */
  hrefs: { detail: (record: PayRecord) => string | null; pay: (record: PayRecord) => string | null };
}

const filtered = (f: PayRecordFilters) => Boolean(f.kind || f.status || f.startDate || f.endDate || f.keyword);

/**
 * `/inside/payInfo`: what I paid (orders, top-ups, level upgrades, my shop): channel, amount, status
 * and times; by status tab, kind, date range and number or title; a pending one can be paid now.
 */
export function PayRecordsView(props: PayRecordsViewProps) {
  const { records, filters, onFiltersChange, hrefs } = props;
  const { error, page, pageSize, total = 0, onPageChange } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const search = () => {
    onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  };
  // min-h-6: a 24 px target (WCAG 2.5.8) for links stacked in a cell.
  const linkClass =
    'focus-ring inline-flex min-h-6 items-center rounded-xs text-sm font-medium text-primary-fg underline-offset-4 hover:underline';

  const columns: TableColumn<PayRecord>[] = [
    {
      key: 'title',
      mobile: 'title',
      title: t('money.pay.col.title'),
      wrap: true,
      render: (row) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-fg">{formatYuanIn(row.title)}</span>
          <span className="font-mono text-xs text-fg-muted">{row.orderNo}</span>
          <span data-table-only="" className="text-xs text-fg-muted md:hidden">
            {t(`money.pay.kind.${row.kind}`)} · {t(`ui.pay.${row.channel}`)} · {row.createdAt}
          </span>
        </span>
      ),
    },
    {
      key: 'kind',
      mobile: 'meta',
      title: t('money.pay.col.kind'),
      hideBelow: 'md',
      render: (row) => <span className="whitespace-nowrap">{t(`money.pay.kind.${row.kind}`)}</span>,
    },
    {
      key: 'channel',
      mobile: 'meta',
      title: t('money.pay.col.channel'),
      hideBelow: 'md',
      render: (row) => (
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          <PayMethodIcon method={row.channel} />
          {t(`ui.pay.${row.channel}`)}
        </span>
      ),
    },
    {
      key: 'amount',
      mobile: 'amount',
      title: t('money.pay.col.amount'),
      align: 'right',
      render: (row) => <span className="font-medium tabular-nums whitespace-nowrap">{formatYuan(row.amount)}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('money.pay.col.status'),
      hideBelow: 'sm',
      render: (row) => (
        <Tag tone={PAY_STATUS_TONE[row.status]} dot data-status={row.status}>
          {t(`money.pay.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'times',
      mobile: 'time',
      title: t('money.pay.col.times'),
      hideBelow: 'lg',
      render: (row) => (
        <span className="flex flex-col text-xs tabular-nums whitespace-nowrap text-fg-muted">
          <span>{t('money.pay.createdAt', { time: row.createdAt })}</span>
          <span>{row.paidAt ? t('money.pay.paidAt', { time: row.paidAt }) : t('money.pay.notPaid')}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      mobile: 'actions',
      title: t('money.common.actions'),
      align: 'right',
      render: (row) => {
        const pay = hrefs.pay(row);
        const detail = hrefs.detail(row);
        return (
          <span className="flex flex-col items-end gap-1 whitespace-nowrap">
            {pay ? (
              <UiLink href={pay} className={linkClass} aria-label={t('money.pay.payNowOf', { orderNo: row.orderNo })}>
                {t('money.pay.payNow')}
              </UiLink>
            ) : null}
            {detail ? (
              <UiLink href={detail} className={linkClass} aria-label={t('money.pay.detailOf', { orderNo: row.orderNo })}>
                {t('money.pay.detail')}
              </UiLink>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <Page kind="list">
      <PageHeader icon={<IconReceipt size={20} />} title={t('route.inside.payInfo')} subtitle={t('money.pay.subtitle')} />
      <Tabs
        aria-label={t('money.pay.statusFilter')}
        value={filters.status || 'all'}
        onValueChange={(value) => onFiltersChange({ ...filters, status: value === 'all' ? '' : (value as PayRecordStatus) })}
        items={[
          { value: 'all', label: t('money.pay.status.all') },
          ...PAY_RECORD_STATUSES.map((status) => ({ value: status, label: t(`money.pay.status.${status}`) })),
        ]}
      />
      <FilterBar
        label={t('money.pay.filters')}
        onSubmit={search}
        resettable={filtered(filters)}
        onReset={() => onFiltersChange(NO_PAY_FILTERS)}
      >
        <FilterField label={t('money.pay.keyword')}>
          <Input
            aria-label={t('money.pay.keyword')}
            name="keyword"
            value={draft.keyword}
            maxLength={50}
            placeholder={t('money.pay.keywordPlaceholder')}
            prefix={<IconSearch />}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          />
        </FilterField>
        <FilterField label={t('money.pay.kindFilter')}>
          <Select
            aria-label={t('money.pay.kindFilter')}
            name="kind"
            value={draft.kind}
            onChange={(value) => setDraft({ ...draft, kind: value as PayRecordFilters['kind'] })}
            options={[
              { value: '', label: t('money.pay.kind.all') },
              ...PAY_RECORD_KINDS.map((kind) => ({ value: kind, label: t(`money.pay.kind.${kind}`) })),
            ]}
          />
        </FilterField>
        <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
      </FilterBar>
      <StaleReadAlert error={error} rows={records} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.inside.payInfo')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...tableReadProps(props, records)}
        empty={
          filtered(filters) ? (
            <EmptyState
              title={t('money.pay.emptyFiltered')}
              description={t('money.pay.emptyFilteredText')}
              action={
                <Button variant="secondary" onClick={() => onFiltersChange(NO_PAY_FILTERS)}>
                  {t('money.filter.showAll')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('money.pay.emptyTitle')} description={t('money.pay.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
    </Page>
  );
}
