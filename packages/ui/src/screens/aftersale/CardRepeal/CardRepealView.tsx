import { useId, useState, type FormEvent } from 'react';
import type { CardRepeal } from '@shop/session/contract';
import type { MessageKey } from '@shop/session/messages';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Spinner } from '#ui/components/Spinner/Spinner.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconKey } from '#ui/icons/index.tsx';
import { CardKey, type ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import { OrderNoInput } from '../shared/OrderNoInput.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';
import { useRevealed } from '#ui/page/useRevealed.ts';
import { TwoLineCell } from '#ui/page/cells.tsx';

export type RepealStatus = CardRepeal['status'];
export type RepealFilter = 'all' | RepealStatus;
export type RepealRow = Omit<CardRepeal, 'cards'> & { cards: ShownCard[] };

/** The order a new request is about: its delivered keys (masked) and whether it may be voided. */
export interface RepealOrder {
  orderNo: string;
  goodsName: string;
  cards: ShownCard[];
  /** Why no request can be made (not card goods, not delivered, a request pending …); null when it can. */
  blocked?: string | null;
}

export interface RepealSubmit {
  orderNo: string;
  cardIds: number[];
  reason: string;
}

export interface CardRepealViewProps {
  requests?: RepealRow[];
  total?: number;
  page: number;
  pageSize: number;
  status: RepealFilter;
  onStatusChange: (status: RepealFilter) => void;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;

  /** The order number of the new request (from the address, e.g. a link from the order detail). */
  orderNo: string;
  order?: RepealOrder;
  orderLoading?: boolean;
  orderError?: string | null;
  /** Looks an order up; '' (重置) drops the order looked up. */
  onLookup: (orderNo: string) => void;
  /** Files the request; a returned promise keeps the form busy and, on failure, as typed. */
  onSubmit: (request: RepealSubmit) => unknown;
  submitting?: boolean;
  submitError?: string | null;
}

export const REPEAL_TONE: Record<RepealStatus, Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };
const REASONS = ['invalid', 'used', 'duplicate', 'other'] as const;

function NewRequest(props: CardRepealViewProps) {
  const { orderNo, order, orderLoading, orderError, onLookup, onSubmit, submitting = false, submitError } = props;
  const t = useT();
  const [draftNo, setDraftNo] = useState(orderNo);
  const [shownNo, setShownNo] = useState(orderNo);
  const [selected, setSelected] = useState<number[] | null>(null);
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const revealed = useRevealed();
  const [problem, setProblem] = useState<string | null>(null);
  if (orderNo !== shownNo) {
    setShownNo(orderNo);
    setDraftNo(orderNo);
    setSelected(null);
  }
  const chosen = selected ?? order?.cards.map((c) => c.id) ?? [];
  const headingId = useId();

  const lookup = () => {
    if (draftNo.trim()) onLookup(draftNo.trim());
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!order) return;
    if (chosen.length === 0) return setProblem(t('aftersale.repeal.pickCards'));
    if (!reason) return setProblem(t('aftersale.repeal.pickReason'));
    setProblem(null);
    const label = t(`aftersale.repeal.reason.${reason}` as MessageKey);
    const text = detail.trim() ? `${label}：${detail.trim()}` : label;
    try {
      await onSubmit({ orderNo: order.orderNo, cardIds: chosen, reason: text.slice(0, 200) });
      setDetail('');
      setReason('');
      setSelected(null);
    } catch {
      // The caller shows why (submitError); the form keeps what was chosen and typed.
    }
  };

  // The look-up is the section's filter bar (as a list's); the order found is a card under it.
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {t('aftersale.repeal.newTitle')}
        </h2>
        <p className="text-sm text-fg-muted">{t('aftersale.repeal.newText')}</p>
      </div>
      <div className="flex flex-col gap-4">
        <FilterBar label={t('aftersale.repeal.lookup')} onSubmit={lookup} resettable={orderNo !== ''} onReset={() => onLookup('')}>
          <FilterField label={t('aftersale.common.orderNo')}>
            <OrderNoInput value={draftNo} onChange={setDraftNo} placeholder={t('aftersale.repeal.orderNoPlaceholder')} />
          </FilterField>
        </FilterBar>
        {orderLoading ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
            <Spinner size={14} /> {t('aftersale.repeal.orderLoading')}
          </p>
        ) : orderError ? (
          <Alert tone="danger" role="alert">
            {orderError}
          </Alert>
        ) : order ? (
          order.blocked ? (
            <Alert tone="warning" title={order.goodsName}>
              {order.blocked}
            </Alert>
          ) : (
            <Card>
              <form
                noValidate
                onSubmit={(event) => void submit(event)}
                className="flex flex-col gap-4"
                aria-label={t('aftersale.repeal.newTitle')}
              >
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium text-fg">
                    {t('aftersale.repeal.cardsOf', { goods: order.goodsName, count: order.cards.length })}
                  </legend>
                  <Checkbox
                    label={t('aftersale.repeal.allCards')}
                    checked={chosen.length === order.cards.length && order.cards.length > 0}
                    indeterminate={chosen.length > 0 && chosen.length < order.cards.length}
                    onCheckedChange={(on) => setSelected(on ? order.cards.map((c) => c.id) : [])}
                  />
                  <ul className="flex max-h-64 flex-col divide-y divide-line overflow-auto rounded-md border border-line">
                    {order.cards.map((card) => (
                      <li key={card.id} className="flex items-center gap-3 px-3 py-2">
                        <Checkbox
                          aria-label={t('aftersale.repeal.pickCard', { no: card.maskedCardNo })}
                          checked={chosen.includes(card.id)}
                          onCheckedChange={(on) => setSelected(on ? [...chosen, card.id] : chosen.filter((id) => id !== card.id))}
                        />
                        <CardKey card={card} {...revealed.of(card.id)} />
                      </li>
                    ))}
                  </ul>
                </fieldset>
                <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
                  <FormField label={t('aftersale.repeal.reasonLabel')} required>
                    <Select
                      name="reason"
                      value={reason}
                      onChange={(value) => setReason(value)}
                      placeholder
                      options={REASONS.map((r) => ({ value: r, label: t(`aftersale.repeal.reason.${r}` as MessageKey) }))}
                    />
                  </FormField>
                  <FormField label={t('aftersale.repeal.detailLabel')} optional>
                    <Textarea
                      name="detail"
                      rows={2}
                      maxLength={150}
                      value={detail}
                      onChange={(event) => setDetail(event.target.value)}
                      placeholder={t('aftersale.repeal.detailPlaceholder')}
                    />
                  </FormField>
                </div>
                {problem || submitError ? (
                  <Alert tone="danger" role="alert">
                    {problem ?? submitError}
                  </Alert>
                ) : null}
                <div>
                  <Button type="submit" variant="primary" loading={submitting}>
                    {t('aftersale.repeal.submit', { count: chosen.length })}
                  </Button>
                </div>
              </form>
            </Card>
          )
        ) : null}
      </div>
    </section>
  );
}

/** Void a card key / ask for a refund (/inside/cardRepeal): a new request, and my requests with their status. */
export function CardRepealView(props: CardRepealViewProps) {
  const { requests, total = 0, page, pageSize, status, onStatusChange, onPageChange, loading = false, error, retrying, onRetry } = props;
  const t = useT();
  const revealed = useRevealed();
  const columns: TableColumn<RepealRow>[] = [
    {
      key: 'order',
      mobile: 'title',
      title: t('aftersale.repeal.col.order'),
      render: (row) => (
        <TwoLineCell first={row.goodsName} firstClassName="font-medium text-fg" className="font-mono">
          {row.orderNo}
        </TwoLineCell>
      ),
    },
    {
      key: 'cards',
      mobile: 'meta',
      title: t('aftersale.repeal.col.cards'),
      render: (row) => (
        <span className="flex flex-col gap-1">
          {row.cards.slice(0, 2).map((card) => (
            <CardKey key={card.id} card={card} {...revealed.of(card.id)} />
          ))}
          {row.cards.length > 2 ? (
            <span className="text-xs text-fg-muted">{t('aftersale.repeal.moreCards', { count: row.cards.length })}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'refund', mobile: 'amount', title: t('aftersale.repeal.col.refund'), align: 'right', render: (row) => formatYuan(row.refund) },
    {
      key: 'status',
      mobile: 'status',
      title: t('aftersale.repeal.col.status'),
      hideBelow: 'sm',
      render: (row) => (
        <Tag tone={REPEAL_TONE[row.status]} dot data-status={row.status}>
          {t(`aftersale.repeal.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'reason',
      mobile: 'meta',
      title: t('aftersale.repeal.col.reason'),
      wrap: true,
      hideBelow: 'md',
      render: (row) => (
        <span className="flex flex-col gap-0.5 text-sm">
          <span>{row.reason}</span>
          {row.reply ? <span className="text-xs text-fg-muted">{t('aftersale.repeal.reply', { reply: row.reply })}</span> : null}
        </span>
      ),
    },
    {
      key: 'createdAt',
      mobile: 'time',
      title: t('aftersale.repeal.col.createdAt'),
      hideBelow: 'sm',
      render: (row) => <span className="tabular-nums">{row.createdAt}</span>,
    },
  ];
  const filters: RepealFilter[] = ['all', 'pending', 'approved', 'rejected'];
  return (
    <Page kind="list">
      <PageHeader icon={<IconKey size={20} />} title={t('route.inside.cardRepeal')} subtitle={t('aftersale.repeal.subtitle')} />
      <NewRequest {...props} />
      <div className="flex flex-col gap-3">
        <h2 className="text-base font-semibold text-fg">{t('aftersale.repeal.listTitle')}</h2>
        <Tabs
          aria-label={t('aftersale.repeal.filter')}
          value={status}
          onValueChange={(value) => onStatusChange(value as RepealFilter)}
          items={filters.map((f) => ({ value: f, label: t(`aftersale.repeal.filter.${f}`) }))}
        />
        <StaleReadAlert error={error} rows={requests} onRetry={onRetry} retrying={retrying} />
        <Table
          caption={t('aftersale.repeal.listTitle')}
          columns={columns}
          rowKey={(row) => String(row.id)}
          {...tableReadProps({ loading, error, retrying, onRetry }, requests)}
          empty={<EmptyState title={t('aftersale.repeal.emptyTitle')} description={t('aftersale.repeal.emptyText')} />}
          pagination={total > pageSize ? { page, pageSize, total, onChange: (next) => onPageChange(next) } : undefined}
        />
      </div>
    </Page>
  );
}
