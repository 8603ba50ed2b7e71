import type { SupplyOrder } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEye, IconReceipt } from '#ui/icons/index.tsx';
import { CardKey, type ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import type { StockGoodsOption } from '../CardStock/CardStockView.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { TwoLineCell, yuanColumn } from '#ui/page/cells.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { useRevealed } from '#ui/page/useRevealed.ts';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { SupplyListEmpty } from '../shared/SupplyListEmpty.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';

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
  const { orders, filters, onFiltersChange, goodsOptions } = props;
  const t = useT();
  const { draft, setDraft, field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_SUPPLY_ORDER_FILTERS);
  const columns: TableColumn<SupplyOrder>[] = [
    {
      key: 'orderNo',
      mobile: 'meta',
      title: t('supply.order.col.orderNo'),
      render: (row) => (
        <TwoLineCell first={row.orderNo} firstClassName="font-mono text-sm" className="tabular-nums">
          {row.createdAt}
        </TwoLineCell>
      ),
    },
    {
      key: 'goods',
      mobile: 'title',
      title: t('supply.order.col.goods'),
      render: (row) => (
        <TwoLineCell first={row.goodsName} firstClassName="max-w-56 truncate">
          {t(`ui.delivery.${row.deliveryType}`)} · ×{row.quantity}
        </TwoLineCell>
      ),
    },
    yuanColumn('amount', t('supply.order.col.amount'), (row) => row.amount, { hideBelow: 'md' }),
    yuanColumn('cost', t('supply.order.col.cost'), (row) => row.cost, { main: true }),
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
    actionsColumn(t('supply.common.actions'), {
      render: (row) =>
        row.delivered ? (
          <RowButton
            icon={<IconEye />}
            onClick={() => props.onContentOpen(row.orderNo)}
            ariaLabel={t('supply.order.contentOf', { orderNo: row.orderNo })}
            label={t('supply.order.content')}
          />
        ) : // Nothing to do for an undelivered order: an empty cell, and no foot on a phone's card.
        null,
    }),
  ];
  return (
    <ListScreen
      icon={<IconReceipt size={20} />}
      title={t('route.supply.order')}
      subtitle={t('supply.order.subtitle')}
      filters={
        <FilterBar label={t('supply.order.filters')} {...bar}>
          <KeywordFilter label={t('supply.order.keyword')} placeholder={t('supply.order.keywordPlaceholder')} {...field('keyword')} />
          <SelectFilter
            label={t('supply.order.statusFilter')}
            allLabel={t('supply.order.statusAll')}
            options={STATUSES.map((s) => ({ value: s, label: t(`ui.status.order.${s}`) }))}
            {...field('status')}
          />
          <SelectFilter
            label={t('supply.stock.goodsFilter')}
            allLabel={t('supply.stock.goodsAll')}
            options={goodsOptions.map((g) => ({ value: String(g.id), label: g.name }))}
            {...field('goodsId')}
          />
          <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
        </FilterBar>
      }
      state={props}
      rows={orders}
      columns={columns}
      rowKey="orderNo"
      empty={<SupplyListEmpty list="order" filtered={filtered} />}
    >
      <ContentDialog {...props} />
    </ListScreen>
  );
}

function ContentDialog({ contentOrderNo, onContentOpen, content, contentLoading, contentError }: SupplyOrderViewProps) {
  const t = useT();
  const revealed = useRevealed();
  return (
    <Dialog
      open={contentOrderNo !== null}
      onOpenChange={(open) => {
        if (!open) {
          revealed.reset();
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
                  <CardKey card={card} {...revealed.of(card.id)} name={t('supply.order.cardN', { n: i + 1 })} />
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
