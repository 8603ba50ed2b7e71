import { useState } from 'react';
import type { MessageKey } from '@shop/session/messages';
import type { OrderStatus, OrderSummary } from '@shop/session/contract';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconReceipt } from '#ui/icons/index.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { Page } from '#ui/page/Page.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';

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

  const submit = () => {
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
      mobile: 'meta',
      title: t('orders.field.orderNo'),
      width: 200,
      render: (o) => (
        <a {...linkProps(hrefFor(o.orderNo), onNavigate)} className="focus-ring rounded-xs font-mono text-primary-fg hover:underline">
          {o.orderNo}
        </a>
      ),
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('orders.field.status'),
      width: 104,
      render: (o) => <StatusTag kind="order" status={o.status} size="sm" />,
    },
    {
      key: 'goods',
      mobile: 'title',
      title: t('orders.field.goods'),
      width: 260,
      render: (o) => (
        <span className="flex min-w-0 items-center gap-2">
          <Image src={o.goodsCover} alt="" width={32} height={32} className="size-8 shrink-0 rounded-sm object-cover" loading="lazy" />
          <span className="truncate">{o.goodsName}</span>
        </span>
      ),
    },
    { key: 'quantity', mobile: 'meta', title: t('orders.field.quantity'), width: 72, align: 'right', hideBelow: 'md' },
    {
      key: 'amount',
      mobile: 'amount',
      title: t('orders.field.amount'),
      width: 104,
      align: 'right',
      render: (o) => formatYuan(o.amount),
    },
    {
      key: 'payMethod',
      mobile: 'meta',
      title: t('orders.field.payMethod'),
      width: 104,
      hideBelow: 'lg',
      render: (o) => (o.payMethod ? t(`ui.pay.${o.payMethod}` as MessageKey) : '—'),
    },
    { key: 'createdAt', mobile: 'time', title: t('orders.field.createdAt'), width: 168, hideBelow: 'sm' },
    {
      key: 'actions',
      mobile: 'actions',
      // Shown, as every list's 操作 column (an empty header read as a missing label).
      title: t('orders.cards.actions'),
      width: 88,
      align: 'right',
      sticky: 'right',
      render: (o) => (
        <a
          {...linkProps(hrefFor(o.orderNo), onNavigate)}
          className="focus-ring inline-flex min-h-6 items-center rounded-xs text-primary-fg hover:underline"
          aria-label={t('orders.list.viewLabel', { orderNo: o.orderNo })}
        >
          {t('orders.list.view')}
        </a>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader
        icon={<IconReceipt size={20} />}
        title={title ?? t('orders.list.title')}
        subtitle={description ?? t('orders.list.subtitle')}
      />
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
        <FilterBar
          label={t('orders.list.search')}
          onSubmit={submit}
          resettable={filtered}
          onReset={() => onFiltersChange({ status: filters.status, keyword: '', startDate: '', endDate: '' })}
          error={dateError}
        >
          <FilterField label={t('orders.list.keyword')}>
            <Input
              type="search"
              value={draft.keyword}
              placeholder={t('orders.list.keywordPlaceholder')}
              maxLength={50}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterField>
          <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
        </FilterBar>
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
    </Page>
  );
}
