import { useState } from 'react';
import type { HandOrder } from '@shop/session/contract';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconTruck } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { KeywordFilter } from '#ui/page/ListFilters.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { TwoLineCell } from '#ui/page/cells.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';

export type HandOrderTab = HandOrder['status'];

export interface HandOrderViewProps extends PagedListState {
  orders?: HandOrder[];
  /** Orders waiting for delivery (all of them, whatever the tab). */
  pending?: number;
  tab: HandOrderTab;
  onTabChange: (tab: HandOrderTab) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** Delivers an order with the content the buyer will see; a returned promise keeps the dialog open until it settles. */
  onDeliver: (delivery: { orderNo: string; content: string }) => unknown;
  delivering?: boolean;
  deliverError?: string | null;
}

const TONE = { pending: 'warning', delivered: 'success', refunded: 'neutral' } as const;

/** Manual orders to fulfil (/supply/handOrder): paid ones waiting first; enter the content and deliver. */
export function HandOrderView(props: HandOrderViewProps) {
  const { orders, pending, tab, onTabChange } = props;

  const t = useT();
  const { field, bar } = useFilterDraft({ keyword: props.keyword }, (next) => props.onKeywordChange(next.keyword), { keyword: '' });
  const [delivering, setDelivering] = useState<HandOrder | null>(null);
  const columns: TableColumn<HandOrder>[] = [
    {
      key: 'orderNo',
      mobile: 'meta',
      title: t('supply.hand.col.orderNo'),
      render: (row) => (
        <TwoLineCell first={row.orderNo} firstClassName="font-mono text-sm" className="tabular-nums">
          {t('supply.hand.paidAt', { time: row.paidAt ?? row.createdAt })}
        </TwoLineCell>
      ),
    },
    {
      key: 'goods',
      mobile: 'title',
      title: t('supply.hand.col.goods'),
      render: (row) => (
        <TwoLineCell first={row.goodsName} firstClassName="max-w-56 truncate">
          ×{row.quantity} · {formatYuan(row.amount)}
        </TwoLineCell>
      ),
    },
    {
      key: 'buyer',
      mobile: 'meta',
      title: t('supply.hand.col.buyer'),
      hideBelow: 'md',
      wrap: true,
      render: (row) => (
        <span className="flex flex-col text-xs">
          <span>{row.contact || '—'}</span>
          {row.inputs.map((input) => (
            <span key={input.label} className="text-fg-muted">
              {input.label}：{input.value}
            </span>
          ))}
          {row.remark ? <span className="text-fg-muted">{t('supply.hand.remark', { remark: row.remark })}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('supply.hand.col.status'),
      render: (row) => (
        <Tag size="sm" tone={TONE[row.status]} dot>
          {t(`supply.hand.status.${row.status}`)}
        </Tag>
      ),
    },
    actionsColumn(t('supply.common.actions'), {
      render: (row) =>
        row.status === 'pending' ? (
          <RowButton
            variant="primary"
            icon={<IconTruck />}
            onClick={() => setDelivering(row)}
            ariaLabel={t('supply.hand.deliverOne', { orderNo: row.orderNo })}
            label={t('supply.hand.deliver')}
          />
        ) : row.deliveryText ? (
          <span className="block max-w-48 truncate text-xs text-fg-muted" title={row.deliveryText}>
            {row.deliveryText}
          </span>
        ) : (
          <span className="text-xs text-fg-subtle">—</span>
        ),
    }),
  ];
  return (
    <ListScreen
      icon={<IconTruck size={20} />}
      title={t('route.supply.handOrder')}
      subtitle={t('supply.hand.subtitle')}
      filters={
        <>
          <Tabs
            aria-label={t('supply.hand.tabs')}
            value={tab}
            onValueChange={(value) => onTabChange(value as HandOrderTab)}
            items={(['pending', 'delivered', 'refunded'] as const).map((value) => ({
              value,
              label: t(`supply.hand.status.${value}`),
              extra:
                value === 'pending' && pending !== undefined ? (
                  <span className="tabular-nums" data-testid="pending-count">
                    ({pending})
                  </span>
                ) : undefined,
            }))}
          />
          <FilterBar label={t('supply.hand.filters')} {...bar}>
            <KeywordFilter label={t('supply.hand.keyword')} placeholder={t('supply.hand.keywordPlaceholder')} {...field('keyword')} />
          </FilterBar>
        </>
      }
      state={props}
      rows={orders}
      columns={columns}
      rowKey="orderNo"
      empty={
        props.keyword ? (
          <EmptyState title={t('supply.hand.emptySearch')} description={t('supply.common.emptySearchText')} />
        ) : (
          <EmptyState
            title={t(`supply.hand.empty.${tab}`)}
            description={tab === 'pending' ? t('supply.hand.emptyPendingText') : undefined}
          />
        )
      }
    >
      <DeliverDialog
        order={delivering}
        onClose={() => setDelivering(null)}
        onDeliver={props.onDeliver}
        delivering={props.delivering}
        error={props.deliverError}
      />
    </ListScreen>
  );
}

function DeliverDialog({
  order,
  onClose,
  onDeliver,
  delivering = false,
  error,
}: {
  order: HandOrder | null;
  onClose: () => void;
  onDeliver: HandOrderViewProps['onDeliver'];
  delivering?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [content, setContent] = useState('');
  const [shownNo, setShownNo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  if (order && order.orderNo !== shownNo) {
    setShownNo(order.orderNo);
    setContent('');
    setProblem(null);
    setAttempted(false);
  }
  const submit = async () => {
    if (!order) return;
    if (content.trim() === '') return setProblem(t('supply.hand.contentRequired'));
    setProblem(null);
    setAttempted(true);
    try {
      await onDeliver({ orderNo: order.orderNo, content: content.trim() });
      setShownNo(null);
      onClose();
    } catch {
      // error says why; the content stays as typed.
    }
  };
  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={t('ui.delivery.manual')}
      description={order?.orderNo}
      onSubmit={submit}
      saving={delivering}
      error={attempted ? error : null}
      submitLabel={t('supply.hand.confirm')}
    >
      {order ? (
        <>
          <DescriptionList
            columns={2}
            items={[
              { key: 'goods', label: t('supply.hand.col.goods'), value: `${order.goodsName} ×${order.quantity}` },
              { key: 'contact', label: t('supply.hand.contact'), value: order.contact || '—' },
              ...order.inputs.map((input) => ({ key: `in-${input.label}`, label: input.label, value: input.value })),
              ...(order.remark ? [{ key: 'remark', label: t('supply.hand.remarkLabel'), value: order.remark }] : []),
            ]}
          />
          <FormField label={t('supply.hand.content')} hint={t('supply.hand.contentHint')} error={problem} required>
            <Textarea name="content" rows={5} maxLength={5000} showCount value={content} onChange={(e) => setContent(e.target.value)} />
          </FormField>
        </>
      ) : null}
    </FormDialog>
  );
}
