import { useState, type FormEvent } from 'react';
import type { MyCard } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconXCircle } from '#ui/icons/forms.tsx';
import { IconDownload, IconKey } from '#ui/icons/index.tsx';
import { CardKey, type ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useRevealed } from '#ui/page/useRevealed.ts';
import { TwoLineCell } from '#ui/page/cells.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';

/** A key I bought, masked, with what the list shows as its state (a void request waiting counts). */
export type MyCardRow = Omit<MyCard, 'cardNo' | 'password'> &
  ShownCard & {
    /** Sold, a void request is waiting, or voided. */
    state: 'sold' | 'pending' | 'repealed';
  };

export interface MyCardFilters {
  keyword: string;
  status: '' | 'sold' | 'repealed';
  startDate: string;
  endDate: string;
}

export interface MyCardsViewProps extends PagedListState {
  cards?: MyCardRow[];
  filters: MyCardFilters;
  onFiltersChange: (filters: MyCardFilters) => void;
  /** Export every key matching the filters as .txt (the app downloads it). */
  onExport: () => unknown;
  exporting?: boolean;
  /** Ask to void the keys (one request per order); a returned promise keeps the dialog open until it settles. */
  onVoid: (request: { cards: MyCardRow[]; reason: string }) => unknown;
  voiding?: boolean;
  voidError?: string | null;
}

/** No filter: every key I bought. */
export const NO_MY_CARD_FILTERS: MyCardFilters = { keyword: '', status: '', startDate: '', endDate: '' };

const STATE_TONE: Record<MyCardRow['state'], Tone> = { sold: 'success', pending: 'warning', repealed: 'danger' };

/** Card keys I bought for resale (/inside/cdk): filters, masked keys revealed one by one, export, void. */
export function MyCardsView(props: MyCardsViewProps) {
  const { cards, total = 0, filters, onFiltersChange, loading = false } = props;
  const { onExport, exporting = false, onVoid, voiding = false, voidError } = props;
  const t = useT();
  const revealed = useRevealed();
  const [selected, setSelected] = useState<string[]>([]);
  const [voidTarget, setVoidTarget] = useState<MyCardRow[] | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { draft, setDraft, field, filtered, bar } = useFilterDraft(filters, onFiltersChange, NO_MY_CARD_FILTERS);
  const rows = cards ?? [];
  const voidable = (row: MyCardRow) => row.state === 'sold';

  const confirmVoid = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!voidTarget) return;
    if (!reason.trim()) return setReasonError(t('aftersale.cdk.reasonRequired'));
    setReasonError(null);
    try {
      await onVoid({ cards: voidTarget, reason: reason.trim() });
      setVoidTarget(null);
      setReason('');
      setSelected([]);
    } catch {
      // voidError says why; the dialog stays with the reason typed.
    }
  };

  const columns: TableColumn<MyCardRow>[] = [
    {
      key: 'card',
      mobile: 'meta',
      title: t('aftersale.cdk.col.card'),
      render: (row) => <CardKey card={row} {...revealed.of(row.id)} />,
    },
    {
      key: 'goods',
      mobile: 'title',
      title: t('aftersale.cdk.col.goods'),
      render: (row) => (
        <TwoLineCell first={row.goodsName} firstClassName="text-fg" className="font-mono">
          {row.orderNo}
        </TwoLineCell>
      ),
    },
    {
      key: 'state',
      mobile: 'status',
      title: t('aftersale.cdk.col.state'),
      hideBelow: 'sm',
      render: (row) => (
        <Tag tone={STATE_TONE[row.state]} dot data-status={row.state}>
          {t(`aftersale.cdk.state.${row.state}`)}
        </Tag>
      ),
    },
    {
      key: 'soldAt',
      mobile: 'time',
      title: t('aftersale.cdk.col.soldAt'),
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{row.soldAt}</span>,
    },
    actionsColumn(t('aftersale.common.actions'), {
      render: (row) =>
        voidable(row) ? (
          <RowButton
            variant="danger-secondary"
            onClick={() => setVoidTarget([row])}
            ariaLabel={t('aftersale.cdk.voidOne', { no: row.maskedCardNo })}
            label={t('aftersale.cdk.void')}
          />
        ) : null,
    }),
  ];
  const selectedRows = rows.filter((r) => selected.includes(String(r.id)));

  return (
    <ListScreen
      icon={<IconKey size={20} />}
      title={t('route.inside.cdk')}
      subtitle={t('aftersale.cdk.subtitle')}
      actions={
        <Button
          variant="secondary"
          icon={<IconDownload />}
          loading={exporting}
          onClick={() => void onExport()}
          disabled={total === 0 && !loading}
        >
          {t('ui.action.export')}
        </Button>
      }
      filters={
        <FilterBar label={t('aftersale.cdk.filters')} {...bar}>
          <KeywordFilter label={t('aftersale.cdk.keyword')} placeholder={t('aftersale.cdk.keywordPlaceholder')} {...field('keyword')} />
          <SelectFilter
            label={t('aftersale.cdk.statusFilter')}
            allLabel={t('aftersale.cdk.statusAll')}
            options={[
              { value: 'sold', label: t('aftersale.cdk.state.sold') },
              { value: 'repealed', label: t('aftersale.cdk.state.repealed') },
            ]}
            {...field('status')}
          />
          <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
        </FilterBar>
      }
      state={props}
      rows={cards}
      columns={columns}
      rowKey={(row) => String(row.id)}
      table={{
        selectedKeys: selected,
        onSelectionChange: setSelected,
        isRowSelectable: voidable,
        rowLabel: (row) => t('aftersale.cdk.selectRow', { no: row.maskedCardNo }),
        selectionActions: (
          <Button
            size="sm"
            variant="danger"
            icon={<IconXCircle />}
            onClick={() => setVoidTarget(selectedRows)}
            disabled={selectedRows.length === 0}
          >
            {t('aftersale.cdk.voidSelected', { count: selectedRows.length })}
          </Button>
        ),
      }}
      empty={
        <EmptyState
          title={t(filtered ? 'aftersale.cdk.emptyFiltered' : 'aftersale.cdk.emptyTitle')}
          description={t('aftersale.cdk.emptyText')}
        />
      }
    >
      <Dialog
        open={voidTarget !== null}
        onOpenChange={(open) => {
          if (!open && !voiding) setVoidTarget(null);
        }}
        title={t('aftersale.cdk.voidTitle', { count: voidTarget?.length ?? 0 })}
        description={t('aftersale.cdk.voidText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setVoidTarget(null)} disabled={voiding}>
              {t('aftersale.common.cancel')}
            </Button>
            <Button variant="danger" type="submit" form="cdk-void-form" loading={voiding}>
              {t('aftersale.cdk.voidConfirm')}
            </Button>
          </>
        }
      >
        <form id="cdk-void-form" noValidate onSubmit={(event) => void confirmVoid(event)} className="flex flex-col gap-3">
          <ul className="flex max-h-40 flex-col gap-1 overflow-auto text-sm">
            {voidTarget?.map((row) => (
              <li key={row.id} className="font-mono">
                {row.maskedCardNo} <span className="font-sans text-xs text-fg-muted">{row.goodsName}</span>
              </li>
            ))}
          </ul>
          <FormField label={t('aftersale.cdk.reason')} required error={reasonError}>
            <Textarea
              name="reason"
              rows={3}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('aftersale.cdk.reasonPlaceholder')}
            />
          </FormField>
          {voidError ? (
            <Alert tone="danger" role="alert">
              {voidError}
            </Alert>
          ) : null}
        </form>
      </Dialog>
    </ListScreen>
  );
}
