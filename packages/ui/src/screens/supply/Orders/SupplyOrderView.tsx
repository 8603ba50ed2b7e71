import { useState } from 'react';
import type { SupplyOrder } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEye, IconReceipt, IconSearch } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { CardKey, type ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import type { StockGoodsOption } from '../CardStock/CardStockView.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface SupplyOrderFilters {
  keyword: string;
  status: '' | SupplyOrder['status'];
  goodsId: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_SUPPLY_ORDER_FILTERS: SupplyOrderFilters = { keyword: '', status: '', goodsId: '', startDate: '', endDate: '' };

/** What an order delivered, read on demand; keys come masked (the app masks). */
export interface SupplyOrderContent {
  orderNo: string;
  cards: ShownCard[];
  deliveryText: string | null;
}

export interface SupplyOrderViewProps extends PagedListState {
  orders?: SupplyOrder[];
  filters: SupplyOrderFilters;
  onFiltersChange: (filters: SupplyOrderFilters) => void;
  goodsOptions: StockGoodsOption[];
  /** The order whose content is open (null: none). */
  contentOrderNo: string | null;
  onContentOpen: (orderNo: string | null) => void;
  content?: SupplyOrderContent;
  contentLoading?: boolean;
  contentError?: string | null;
}

const STATUSES = ['unpaid', 'paid', 'processing', 'delivered', 'refunded', 'closed', 'complained'] as const;

/** Orders of my goods (/supply/order): filters, what I am paid, delivered content on demand. */
export function SupplyOrderView(props: SupplyOrderViewProps) {
  const { orders, filters, onFiltersChange, goodsOptions, page, pageSize, total = 0, onPageChange } = props;
  const { error } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_SUPPLY_ORDER_FILTERS);
  const search = () => onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  const columns: TableColumn<SupplyOrder>[] = [
    {
      key: 'orderNo',
      mobile: 'meta',
      title: t('supply.order.col.orderNo'),
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-mono text-sm">{row.orderNo}</span>
          <span className="text-xs text-fg-muted tabular-nums">{row.createdAt}</span>
        </span>
      ),
    },
    {
      key: 'goods',
      mobile: 'title',
      title: t('supply.order.col.goods'),
      render: (row) => (
        <span className="flex flex-col">
          <span className="max-w-56 truncate">{row.goodsName}</span>
          <span className="text-xs text-fg-muted">
            {t(`ui.delivery.${row.deliveryType}`)} · ×{row.quantity}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      mobile: 'meta',
      title: t('supply.order.col.amount'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{formatYuan(row.amount)}</span>,
    },
    {
      key: 'cost',
      mobile: 'amount',
      title: t('supply.order.col.cost'),
      align: 'right',
      render: (row) => <span className="font-medium tabular-nums">{formatYuan(row.cost)}</span>,
    },
    {
      key: 'contact',
      mobile: 'meta',
      title: t('supply.order.col.contact'),
      hideBelow: 'lg',
      render: (row) => <span className="text-xs">{row.contact || '—'}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('supply.order.col.status'),
      render: (row) => (
        <span className="flex flex-wrap items-center gap-1">
          <StatusTag kind="order" status={row.status} size="sm" />
          {row.delivered ? null : (
            <Tag size="sm" tone="warning">
              {t('supply.order.undelivered')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      mobile: 'actions',
      title: t('supply.common.actions'),
      align: 'right',
      sticky: 'right',
      render: (row) =>
        row.delivered ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<IconEye />}
            onClick={() => props.onContentOpen(row.orderNo)}
            aria-label={t('supply.order.contentOf', { orderNo: row.orderNo })}
          >
            {t('supply.order.content')}
          </Button>
        ) : // Nothing to do for an undelivered order: an empty cell, and no foot on a phone's card.
        null,
    },
  ];
  return (
    <Page kind="list">
      <PageHeader icon={<IconReceipt size={20} />} title={t('route.supply.order')} subtitle={t('supply.order.subtitle')} />
      <FilterBar
        label={t('supply.order.filters')}
        onSubmit={search}
        resettable={filtered}
        onReset={() => onFiltersChange(EMPTY_SUPPLY_ORDER_FILTERS)}
      >
        <FilterField label={t('supply.order.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            placeholder={t('supply.order.keywordPlaceholder')}
            maxLength={50}
            prefix={<IconSearch />}
          />
        </FilterField>
        <FilterField label={t('supply.order.statusFilter')}>
          <Select
            aria-label={t('supply.order.statusFilter')}
            name="status"
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value as SupplyOrderFilters['status'] })}
            options={[
              { value: '', label: t('supply.order.statusAll') },
              ...STATUSES.map((s) => ({ value: s, label: t(`ui.status.order.${s}`) })),
            ]}
          />
        </FilterField>
        <FilterField label={t('supply.stock.goodsFilter')}>
          <Select
            aria-label={t('supply.stock.goodsFilter')}
            name="goodsId"
            value={draft.goodsId}
            onChange={(value) => setDraft({ ...draft, goodsId: value })}
            options={[
              { value: '', label: t('supply.stock.goodsAll') },
              ...goodsOptions.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
          />
        </FilterField>
        <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
      </FilterBar>
      <StaleReadAlert error={error} rows={orders} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.supply.order')}
        columns={columns}
        rowKey="orderNo"
        {...tableReadProps(props, orders)}
        empty={
          filtered ? (
            // 重置 sits in the filter bar just above: no second button for it here.
            <EmptyState title={t('supply.order.emptySearch')} description={t('supply.common.emptySearchText')} />
          ) : (
            <EmptyState title={t('supply.order.empty')} description={t('supply.order.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
      <ContentDialog {...props} />
    </Page>
  );
}

function ContentDialog({ contentOrderNo, onContentOpen, content, contentLoading, contentError }: SupplyOrderViewProps) {
  const t = useT();
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  return (
    <Dialog
      open={contentOrderNo !== null}
      onOpenChange={(open) => {
        if (!open) {
          setRevealed(new Set());
          onContentOpen(null);
        }
      }}
      title={t('supply.order.contentTitle')}
      description={contentOrderNo ?? undefined}
    >
      {contentError ? (
        <Alert tone="danger" role="alert">
          {contentError}
        </Alert>
      ) : contentLoading || !content ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex flex-col gap-3">
          {content.cards.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label={t('supply.order.cards', { count: content.cards.length })}>
              {content.cards.map((card, i) => (
                <li key={card.id}>
                  <CardKey
                    card={card}
                    revealed={revealed.has(card.id)}
                    onRevealedChange={(on) =>
                      setRevealed((prev) => {
                        const next = new Set(prev);
                        if (on) next.add(card.id);
                        else next.delete(card.id);
                        return next;
                      })
                    }
                    name={t('supply.order.cardN', { n: i + 1 })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {content.deliveryText ? (
            <div className="flex items-start gap-2 rounded-md bg-surface-muted p-3">
              <p className="flex-1 text-sm whitespace-pre-wrap" data-testid="delivery-text">
                {content.deliveryText}
              </p>
              <CopyButton iconOnly text={content.deliveryText} label={t('supply.order.contentTitle')} />
            </div>
          ) : null}
          {content.cards.length === 0 && !content.deliveryText ? (
            <p className="text-sm text-fg-muted">{t('supply.order.noContent')}</p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
