import type { PayRecord } from '@shop/session/contract';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconReceipt } from '#ui/icons/index.tsx';
import { formatYuan, formatYuanIn } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { PayMethodIcon } from '#ui/screens/shop/shared/PayMethodIcon.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { FilterTabs, RecordsEmpty } from '../shared/MoneyRecords.tsx';

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

/**
 * `/inside/payInfo`: what I paid (orders, top-ups, level upgrades, my shop): channel, amount, status
 * and times; by status tab, kind, date range and number or title; a pending one can be paid now.
 */
export function PayRecordsView(props: PayRecordsViewProps) {
  const { records, filters, onFiltersChange, hrefs } = props;

  const t = useT();
  const { draft, setDraft, set, filtered, bar } = useFilterDraft(filters, onFiltersChange, NO_PAY_FILTERS);
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
    <ListScreen
      icon={<IconReceipt size={20} />}
      title={t('route.inside.payInfo')}
      subtitle={t('money.pay.subtitle')}
      filters={
        <>
          <FilterTabs
            label={t('money.pay.statusFilter')}
            value={filters.status}
            values={['', ...PAY_RECORD_STATUSES]}
            onChange={(status) => onFiltersChange({ ...filters, status })}
            labelOf={(status) => t(`money.pay.status.${status}`)}
          />
          <FilterBar label={t('money.pay.filters')} {...bar}>
            <KeywordFilter
              label={t('money.pay.keyword')}
              value={draft.keyword}
              onChange={(value) => set('keyword', value)}
              placeholder={t('money.pay.keywordPlaceholder')}
            />
            <SelectFilter
              label={t('money.pay.kindFilter')}
              name="kind"
              value={draft.kind}
              onChange={(value) => set('kind', value)}
              allLabel={t('money.pay.kind.all')}
              options={PAY_RECORD_KINDS.map((kind) => ({ value: kind, label: t(`money.pay.kind.${kind}`) }))}
            />
            <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
          </FilterBar>
        </>
      }
      state={props}
      rows={records}
      columns={columns}
      rowKey={(row) => String(row.id)}
      empty={
        <RecordsEmpty
          filtered={filtered}
          title={t('money.pay.emptyTitle')}
          text={t('money.pay.emptyText')}
          filteredTitle={t('money.pay.emptyFiltered')}
          filteredText={t('money.pay.emptyFilteredText')}
          onShowAll={() => onFiltersChange(NO_PAY_FILTERS)}
        />
      }
    />
  );
}
