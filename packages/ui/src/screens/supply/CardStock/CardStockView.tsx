import { useState, type ReactNode } from 'react';
import type { CardKey as StockCard } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconDownload, IconKey, IconLock, IconTag, IconTrash, IconUpload } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { CardKey } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { SupplyListEmpty } from '../shared/SupplyListEmpty.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { useRevealed } from '#ui/page/useRevealed.ts';

/** A key of the stock with the masked forms the list shows until it is revealed (the app masks). */
export type ShownStockCard = StockCard & { maskedCardNo: string; maskedPassword: string };

export type CardStockStatus = StockCard['status'];
export type CardStockAction = 'lock' | 'unlock' | 'sold' | 'delete';
/** What a toolbar action acts on: the selected rows, or every key of the filters. */
export type CardStockScope = 'selection' | 'filter';

export interface CardStockFilters {
  keyword: string;
  match: 'contains' | 'exact';
  note: string;
  startDate: string;
  endDate: string;
  /** A goods id as text, '' for all. */
  goodsId: string;
  /** An option id of that goods as text, '' for all (only goods with options offer it). */
  optionId: string;
  status: '' | CardStockStatus;
}

export const EMPTY_CARD_STOCK_FILTERS: CardStockFilters = {
  keyword: '',
  match: 'contains',
  note: '',
  startDate: '',
  endDate: '',
  goodsId: '',
  optionId: '',
  status: '',
};

export interface StockGoodsOption {
  id: number;
  name: string;
  /** The goods' options (types): its keys are imported and sold under one of them. */
  options?: Array<{ id: number; name: string }>;
}

export interface CardStockViewProps extends PagedListState {
  cards?: ShownStockCard[];
  filters: CardStockFilters;
  onFiltersChange: (filters: CardStockFilters) => void;
  /** My card goods (the goods filter, the import's and the export's goods). */
  goodsOptions: StockGoodsOption[];
  /**
   * A toolbar action after it was confirmed (delete twice); resolves when done. `scope: 'filter'`: every key
   * the filters match, on every page (the user chose "all N filtered" after selecting the whole page).
   */
  onAction: (request: { ids: number[]; action: CardStockAction; scope: CardStockScope }) => unknown;
  actionError?: string | null;
  /** Opens the import (the app draws it: `importDialog`). */
  onImportOpen: () => void;
  /** Opens the export of the filtered keys. */
  onExportOpen: () => void;
  /** The import and export dialogs (CardImportDialog, CardExportDialog), drawn by the app with their state. */
  dialogs?: ReactNode;
}

const STATUSES: CardStockStatus[] = ['unsold', 'locked', 'sold', 'repealed'];

/** The card stock (/supply/cardstockmanage): filters, keys masked until revealed, toolbar over a selection, import, export. */
export function CardStockView(props: CardStockViewProps) {
  const { cards, filters, onFiltersChange, goodsOptions, page, total = 0 } = props;
  const t = useT();
  const { draft, setDraft, field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_CARD_STOCK_FILTERS, {
    prepare: (next) => ({ ...next, note: next.note.trim() }),
  });
  const revealed = useRevealed();
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<CardStockAction | null>(null);
  // Delete asks twice: the second question ('again') names what cannot be undone.
  const [stage, setStage] = useState<'none' | 'ask' | 'again'>('none');
  const [attempted, setAttempted] = useState(false);
  const actionError = attempted ? props.actionError : null;
  const draftOptions = goodsOptions.find((g) => String(g.id) === draft.goodsId)?.options ?? [];
  const rows = cards ?? [];
  // "All N filtered" holds for the selection, filters and page it was chosen on: any change drops it.
  const selectionKey = `${selected.join(',')}|${JSON.stringify(filters)}|${page}`;
  const [wholeFilterFor, setWholeFilterFor] = useState<string | null>(null);
  const wholeFilter = wholeFilterFor === selectionKey;
  const pageSelected = rows.length > 0 && selected.length === rows.length;
  const count = wholeFilter ? total : selected.length;

  const ask = (action: CardStockAction) => {
    setAsking(action);
    setStage('ask');
    setAttempted(false);
  };
  const act = async (action: CardStockAction) => {
    setAttempted(true);
    await props.onAction(wholeFilter ? { ids: [], action, scope: 'filter' } : { ids: selected.map(Number), action, scope: 'selection' });
    setSelected([]);
    setStage('none');
  };

  const columns: TableColumn<ShownStockCard>[] = [
    {
      key: 'key',
      mobile: 'title',
      title: t('supply.stock.col.key'),
      render: (row) => <CardKey card={row} {...revealed.of(row.id)} name={t('supply.stock.keyName', { no: row.maskedCardNo })} />,
    },
    {
      key: 'preview',
      mobile: 'meta',
      title: t('supply.stock.col.preview'),
      hideBelow: 'lg',
      render: (row) =>
        row.preview || row.surcharge > 0 ? (
          <span className="flex flex-col text-xs">
            <span className="max-w-40 truncate text-fg">{row.preview || '—'}</span>
            {row.surcharge > 0 ? <span className="text-fg-muted">+{formatYuan(row.surcharge)}</span> : null}
          </span>
        ) : (
          <span className="text-fg-subtle">—</span>
        ),
    },
    {
      key: 'goods',
      mobile: 'meta',
      title: t('supply.stock.col.goods'),
      hideBelow: 'md',
      render: (row) => (
        <span className="flex flex-col text-xs">
          <span className="max-w-48 truncate text-sm text-fg">{row.goodsName}</span>
          {row.optionName ? <span className="text-fg">{t('supply.stock.option', { option: row.optionName })}</span> : null}
          <span className="text-fg-muted">{t('supply.stock.batch', { batch: row.batch })}</span>
        </span>
      ),
    },
    {
      key: 'time',
      mobile: 'time',
      title: t('supply.stock.col.time'),
      hideBelow: 'lg',
      render: (row) => (
        <span className="flex flex-col text-xs tabular-nums">
          <span>{row.importedAt}</span>
          {row.soldAt ? <span className="text-fg-muted">{t('supply.stock.soldAt', { time: row.soldAt })}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('supply.stock.col.status'),
      render: (row) => <StatusTag kind="cardKey" status={row.status} size="sm" />,
    },
    {
      key: 'order',
      mobile: 'meta',
      title: t('supply.stock.col.orderNote'),
      hideBelow: 'md',
      render: (row) => (
        <span className="flex flex-col text-xs">
          {row.soldOrderNo ? <span className="font-mono">{row.soldOrderNo}</span> : null}
          <span className="max-w-40 truncate text-fg-muted">{row.note || (row.soldOrderNo ? '' : '—')}</span>
        </span>
      ),
    },
  ];

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      {pageSelected && total > rows.length ? (
        wholeFilter ? (
          <span className="flex items-center gap-1 text-sm text-fg">
            {t('supply.stock.allFilteredSelected', { total })}
            <Button size="sm" variant="link" onClick={() => setWholeFilterFor(null)}>
              {t('supply.stock.selectPageOnly')}
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="link" onClick={() => setWholeFilterFor(selectionKey)}>
            {t('supply.stock.selectAllFiltered', { total })}
          </Button>
        )
      ) : null}
      <Button size="sm" variant="secondary" icon={<IconLock />} onClick={() => ask('lock')}>
        {t('supply.stock.action.lock')}
      </Button>
      <Button size="sm" variant="secondary" icon={<IconKey />} onClick={() => ask('unlock')}>
        {t('supply.stock.action.unlock')}
      </Button>
      <Button size="sm" variant="secondary" icon={<IconTag />} onClick={() => ask('sold')}>
        {t('supply.stock.action.sold')}
      </Button>
      <Button size="sm" variant="danger-secondary" icon={<IconTrash />} onClick={() => ask('delete')}>
        {t('supply.stock.action.delete')}
      </Button>
    </div>
  );

  return (
    <ListScreen
      icon={<IconKey size={20} />}
      title={t('route.supply.cardstockmanage')}
      subtitle={t('supply.stock.subtitle')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" icon={<IconDownload />} onClick={props.onExportOpen} disabled={!cards || total === 0}>
            {t('ui.action.export')}
          </Button>
          <Button variant="primary" icon={<IconUpload />} onClick={props.onImportOpen}>
            {t('supply.stock.import')}
          </Button>
        </div>
      }
      filters={
        <>
          <FilterBar label={t('supply.stock.filters')} {...bar} phoneFields={2}>
            <KeywordFilter
              label={t('supply.stock.keyword')}
              placeholder={t('supply.stock.keywordPlaceholder')}
              maxLength={100}
              {...field('keyword')}
            />
            <FilterField label={t('supply.stock.match')}>
              <Select
                aria-label={t('supply.stock.match')}
                name="match"
                value={draft.match}
                onChange={(value) => setDraft({ ...draft, match: value as CardStockFilters['match'] })}
                options={[
                  { value: 'contains', label: t('supply.stock.matchContains') },
                  { value: 'exact', label: t('supply.stock.matchExact') },
                ]}
              />
            </FilterField>
            <FilterField label={t('supply.stock.goodsFilter')}>
              <Select
                aria-label={t('supply.stock.goodsFilter')}
                name="goodsId"
                value={draft.goodsId}
                onChange={(value) => setDraft({ ...draft, goodsId: value, optionId: '' })}
                options={[
                  { value: '', label: t('supply.stock.goodsAll') },
                  ...goodsOptions.map((g) => ({ value: String(g.id), label: g.name })),
                ]}
              />
            </FilterField>
            {draftOptions.length > 0 ? (
              <SelectFilter
                label={t('supply.stock.optionFilter')}
                allLabel={t('supply.stock.optionAll')}
                options={draftOptions.map((o) => ({ value: String(o.id), label: o.name }))}
                {...field('optionId')}
              />
            ) : null}
            <SelectFilter
              label={t('supply.stock.statusFilter')}
              allLabel={t('supply.stock.statusAll')}
              options={STATUSES.map((s) => ({ value: s, label: t(`ui.status.cardKey.${s}`) }))}
              {...field('status')}
            />
            <FilterField label={t('supply.stock.note')}>
              <Input
                name="note"
                value={draft.note}
                onChange={(event) => setDraft({ ...draft, note: event.target.value })}
                placeholder={t('supply.stock.notePlaceholder')}
                maxLength={50}
              />
            </FilterField>
            <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
          </FilterBar>
          {cards ? (
            <p className="text-sm text-fg-muted" data-testid="stock-total">
              {t('supply.stock.total', { total })}
            </p>
          ) : null}
        </>
      }
      state={props}
      rows={cards}
      columns={columns}
      rowKey={(row) => String(row.id)}
      table={{
        selectedKeys: selected,
        onSelectionChange: setSelected,
        rowLabel: (row) => t('supply.stock.keyName', { no: row.maskedCardNo }),
        selectionActions: toolbar,
      }}
      empty={
        <SupplyListEmpty
          list="stock"
          filtered={filtered}
          action={
            <Button size="sm" variant="primary" icon={<IconUpload />} onClick={props.onImportOpen}>
              {t('supply.stock.import')}
            </Button>
          }
        />
      }
    >
      <ConfirmDialog
        open={stage === 'ask'}
        onOpenChange={(open) => {
          if (!open) setStage((now) => (now === 'ask' ? 'none' : now));
        }}
        tone={asking === 'delete' ? 'danger' : 'primary'}
        title={asking ? t(`supply.stock.confirm.${asking}`) : ''}
        description={asking ? t(`supply.stock.confirm.${asking}Text`, { count }) : undefined}
        confirmLabel={asking ? t(`supply.stock.action.${asking}`) : undefined}
        onConfirm={() => {
          if (asking === 'delete') {
            setStage('again');
            return undefined;
          }
          return asking ? act(asking) : undefined;
        }}
      >
        {actionError && asking !== 'delete' ? (
          <Alert tone="danger" role="alert">
            {actionError}
          </Alert>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={stage === 'again'}
        onOpenChange={(open) => {
          if (!open) setStage((now) => (now === 'again' ? 'none' : now));
        }}
        tone="danger"
        title={t('supply.stock.confirm.deleteAgain')}
        description={t('supply.stock.confirm.deleteAgainText', { count })}
        confirmLabel={t('supply.stock.confirm.deleteForever')}
        onConfirm={() => act('delete')}
      >
        {actionError ? (
          <Alert tone="danger" role="alert">
            {actionError}
          </Alert>
        ) : null}
      </ConfirmDialog>
      {props.dialogs}
    </ListScreen>
  );
}
