import { useState, type FormEvent } from 'react';
import type { MessageKey } from '@shop/session/messages';
import type { OrderStatus, OrderSummary } from '@shop/session/contract';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { StatusTag } from '../../../components/StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from '../../../components/Table/Table.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { Image } from '../../../components/Avatar/Avatar.tsx';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { formatYuan } from '../../../lib/format.ts';
import { IconSearch } from '../../../icons/common.tsx';
import { linkProps, type Navigate } from '../../shared/links.tsx';
import type { PagedListState } from '../../shared/readState.ts';
import { StaleReadAlert, tableReadProps } from '../../shared/TableRead.tsx';

/** The status tabs, in the order a buyer looks for them. */
export const ORDER_TABS = [
  'all',
  'unpaid',
  'paid',
  'processing',
  'delivered',
  'complained',
  'refunded',
  'abnormal',
  'expired',
  'closed',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export interface OrderFilters {
  status: OrderTab;
  keyword: string;
  /** `YYYY-MM-DD` or ''. */
  startDate: string;
  endDate: string;
}

export interface OrderListViewProps extends PagedListState {
  /** The current page (undefined until the first answer). */
  orders?: readonly OrderSummary[];
  filters: OrderFilters;
  /** Orders per status for the tab badges (my orders); absent for the visitor list. */
  statusCounts?: Readonly<Record<string, number>>;
  /** Keyword and date range (my orders); the visitor list filters by status only. */
  searchable?: boolean;
  /** Page heading (default "我的订单"). */
  title?: string;
  description?: string;
  onFiltersChange: (filters: OrderFilters) => void;
  /** The detail address of an order. */
  hrefFor: (orderNo: string) => string;
  onNavigate?: Navigate;
  /** What an empty list offers (e.g. a link to the shop). */
  emptyAction?: React.ReactNode;
}

/** A list of orders: status tabs, keyword and date range, server-side pages; each row opens its detail. */
export function OrderListView({
  orders,
  total = 0,
  page,
  pageSize,
  filters,
  statusCounts,
  searchable = true,
  title,
  description,
  loading = false,
  refreshing = false,
  error,
  retrying,
  onRetry,
  onFiltersChange,
  onPageChange,
  hrefFor,
  onNavigate,
  emptyAction,
}: OrderListViewProps) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (
    shown !== filters &&
    (shown.keyword !== filters.keyword || shown.startDate !== filters.startDate || shown.endDate !== filters.endDate)
  ) {
    setShown(filters);
    setDraft(filters);
  }
  const [dateError, setDateError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setDateError(t('orders.list.dateOrder'));
      return;
    }
    setDateError(null);
    onFiltersChange({ ...filters, keyword: draft.keyword.trim(), startDate: draft.startDate, endDate: draft.endDate });
  };
  const filtered = filters.keyword !== '' || filters.startDate !== '' || filters.endDate !== '';

  const columns: TableColumn<OrderSummary>[] = [
    {
      key: 'orderNo',
      title: t('orders.field.orderNo'),
      width: 200,
      render: (o) => (
        <a {...linkProps(hrefFor(o.orderNo), onNavigate)} className="focus-ring rounded-xs font-mono text-primary-fg hover:underline">
          {o.orderNo}
        </a>
      ),
    },
    // The status right after the number: on a phone both fit before the table scrolls sideways.
    { key: 'status', title: t('orders.field.status'), width: 104, render: (o) => <StatusTag kind="order" status={o.status} size="sm" /> },
    {
      key: 'goods',
      title: t('orders.field.goods'),
      width: 260,
      render: (o) => (
        <span className="flex min-w-0 items-center gap-2">
          <Image src={o.goodsCover} alt="" width={32} height={32} className="size-8 shrink-0 rounded-sm object-cover" loading="lazy" />
          <span className="truncate">{o.goodsName}</span>
        </span>
      ),
    },
    { key: 'quantity', title: t('orders.field.quantity'), width: 72, align: 'right', hideBelow: 'md' },
    {
      key: 'amount',
      title: t('orders.field.amount'),
      width: 104,
      align: 'right',
      render: (o) => formatYuan(o.amount),
    },
    {
      key: 'payMethod',
      title: t('orders.field.payMethod'),
      width: 104,
      hideBelow: 'lg',
      render: (o) => (o.payMethod ? t(`ui.pay.${o.payMethod}` as MessageKey) : '—'),
    },
    { key: 'createdAt', title: t('orders.field.createdAt'), width: 168, hideBelow: 'sm' },
    {
      key: 'actions',
      title: <span className="sr-only">{t('orders.cards.actions')}</span>,
      width: 88,
      align: 'right',
      sticky: 'right',
      render: (o) => (
        <a
          {...linkProps(hrefFor(o.orderNo), onNavigate)}
          className="focus-ring rounded-xs text-primary-fg hover:underline"
          aria-label={t('orders.list.viewLabel', { orderNo: o.orderNo })}
        >
          {t('orders.list.view')}
        </a>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold text-fg">{title ?? t('orders.list.title')}</h1>
        {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      </header>
      <Tabs
        aria-label={t('orders.list.statusTabs')}
        value={filters.status}
        onValueChange={(value) => onFiltersChange({ ...filters, status: value as OrderTab })}
        items={ORDER_TABS.map((status) => ({
          value: status,
          label: status === 'all' ? t('orders.list.all') : t(`ui.status.order.${status as OrderStatus}` as MessageKey),
          extra:
            statusCounts && status !== 'all' && (statusCounts[status] ?? 0) > 0 ? (
              <span className="text-xs text-fg-muted">{statusCounts[status]}</span>
            ) : undefined,
        }))}
      />
      {searchable ? (
        <form
          role="search"
          aria-label={t('orders.list.search')}
          onSubmit={submit}
          className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
        >
          <label className="flex flex-col gap-1 text-sm text-fg-muted sm:w-64">
            {t('orders.list.keyword')}
            <Input
              type="search"
              value={draft.keyword}
              placeholder={t('orders.list.keywordPlaceholder')}
              maxLength={50}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </label>
          <DateRangePicker
            label={t('ui.dateRange.label')}
            showLabel
            value={{ start: draft.startDate, end: draft.endDate }}
            onChange={(range) => setDraft({ ...draft, startDate: range.start, endDate: range.end })}
            names={{ start: 'startDate', end: 'endDate' }}
            className="sm:w-68"
          />
          <div className="flex gap-2">
            <Button type="submit" icon={<IconSearch size={16} />}>
              {t('ui.action.query')}
            </Button>
            {filtered ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => onFiltersChange({ status: filters.status, keyword: '', startDate: '', endDate: '' })}
              >
                {t('ui.action.reset')}
              </Button>
            ) : null}
          </div>
          {dateError ? (
            <p role="alert" className="w-full text-sm text-danger-fg">
              {dateError}
            </p>
          ) : null}
        </form>
      ) : null}
      <div aria-busy={refreshing || undefined}>
        <StaleReadAlert error={error} rows={orders} onRetry={onRetry} retrying={retrying} />
        <Table
          caption={title ?? t('orders.list.title')}
          columns={columns}
          rowKey="orderNo"
          // The refresh shows as aria-busy on the wrapper above, not as the table's spinner.
          {...tableReadProps({ loading, error, retrying, onRetry }, orders)}
          empty={
            <EmptyState
              title={filtered || filters.status !== 'all' ? t('orders.list.emptyFilteredTitle') : t('orders.list.emptyTitle')}
              description={filtered || filters.status !== 'all' ? t('orders.list.emptyFilteredText') : t('orders.list.emptyText')}
              action={emptyAction}
            />
          }
          pagination={total > 0 ? { page, pageSize, total, onChange: onPageChange, pageSizeOptions: [10, 20, 50, 100] } : undefined}
        />
      </div>
    </div>
  );
}
