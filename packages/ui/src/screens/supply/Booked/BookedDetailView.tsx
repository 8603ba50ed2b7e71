import type { Settlement } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconDownload, IconWallet } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { TwoLineCell, yuanColumn } from '#ui/page/cells.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { SupplyListEmpty } from '../shared/SupplyListEmpty.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';

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
  const { records, totals, filters, onFiltersChange, total = 0 } = props;
  const t = useT();
  const { draft, setDraft, field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_BOOKED_FILTERS);
  const columns: TableColumn<Settlement>[] = [
    {
      key: 'order',
      mobile: 'title',
      title: t('supply.booked.col.order'),
      render: (row) => (
        <TwoLineCell first={row.orderNo} firstClassName="font-mono text-sm" className="max-w-56 truncate">
          {row.goodsName} ×{row.quantity}
        </TwoLineCell>
      ),
    },
    yuanColumn('cost', t('supply.booked.col.cost'), (row) => row.costAmount, { hideBelow: 'md' }),
    yuanColumn('fee', t('supply.booked.col.fee'), (row) => row.fee, { hideBelow: 'md' }),
    yuanColumn('settle', t('supply.booked.col.settle'), (row) => row.settleAmount, { main: true }),
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
    <ListScreen
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
      filters={
        <>
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
          <FilterBar label={t('supply.booked.filters')} {...bar}>
            <KeywordFilter label={t('supply.booked.keyword')} placeholder={t('supply.booked.keywordPlaceholder')} {...field('keyword')} />
            <SelectFilter
              label={t('supply.booked.statusFilter')}
              allLabel={t('supply.booked.statusAll')}
              options={[
                { value: 'pending', label: t('supply.booked.status.pending') },
                { value: 'settled', label: t('supply.booked.status.settled') },
              ]}
              {...field('status')}
            />
            <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
          </FilterBar>
        </>
      }
      state={props}
      rows={records}
      columns={columns}
      rowKey={(row) => String(row.id)}
      empty={<SupplyListEmpty list="booked" filtered={filtered} />}
    />
  );
}
