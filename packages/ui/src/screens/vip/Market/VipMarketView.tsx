import { useState } from 'react';
import type { DeliveryType, MarketGoods } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconPlus, IconStore } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { GoodsCell } from '#ui/page/GoodsCell.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { useOpening } from '#ui/page/useOpening.ts';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';
import { numberColumn } from '#ui/page/numberColumn.tsx';
import { DirectoryFilter, type DirectoryOption } from '../shared/DirectoryFilter.tsx';
import { MarkupField, PricePreview, useMarkupInput, type PreviewPrices } from '../shared/markup.tsx';

export interface VipMarketFilters {
  keyword: string;
  dirId: string;
  deliveryType: '' | DeliveryType;
  /** '0' not yet in my site (the default), '1' already in it, '' both. */
  added: '' | '0' | '1';
}

/** The market's filters as it opens: goods not yet on my site. */
export const EMPTY_MARKET_FILTERS: VipMarketFilters = { keyword: '', dirId: '', deliveryType: '', added: '0' };

export interface VipMarketViewProps extends PagedListState {
  goods?: MarketGoods[];
  filters: VipMarketFilters;
  onFiltersChange: (filters: VipMarketFilters) => void;
  directories?: DirectoryOption[];
  /** The site's default markup, proposed in the add dialog. */
  defaultMarkup?: number;
  previewPrices: PreviewPrices;
  /** Takes goods into my site; a returned promise keeps the dialog open until it settles (open on failure). */
  onAdd: (add: { goodsIds: number[]; markupPercent: number }) => unknown;
  adding?: boolean;
  addError?: string | null;
  /** My site's goods, where added goods are managed. */
  goodsHref: string;
  onNavigate?: Navigate;
}

/** The market (/vip/market): supplier and platform goods with my cost and the suggested price; take one or many in with a markup. */
export function VipMarketView(props: VipMarketViewProps) {
  const { goods, filters, onFiltersChange, directories = [], defaultMarkup = 10, previewPrices, goodsHref, onNavigate } = props;
  const t = useT();
  const { draft, set, field, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_MARKET_FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState<MarketGoods[] | null>(null);
  const rows = goods ?? [];
  // Goods already in my site are a search of their own; all goods together are the market unfiltered.
  const searched = filters.keyword !== '' || filters.dirId !== '' || filters.deliveryType !== '' || filters.added === '1';
  const selectedRows = rows.filter((r) => selected.includes(String(r.goodsId)));

  const columns: TableColumn<MarketGoods>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('vip.market.col.goods'),
      render: (row) => (
        <GoodsCell cover={row.cover} name={row.name}>
          <span>{row.dirName}</span>
          <Tag size="sm" tone="neutral">
            {t(`ui.delivery.${row.deliveryType}`)}
          </Tag>
          <span>{row.supplierName}</span>
        </GoodsCell>
      ),
    },
    numberColumn('cost', t('vip.market.col.cost'), (row) => formatYuan(row.cost), { mobile: 'amount' }),
    numberColumn('retail', t('vip.market.col.retail'), (row) => formatYuan(row.retail), { mobile: 'meta' }),
    numberColumn('margin', t('vip.market.col.margin'), (row) => formatYuan(Math.max(0, Math.round((row.retail - row.cost) * 100) / 100)), {
      mobile: 'meta',
      hideBelow: 'md',
      figureClassName: 'text-success-fg',
    }),
    {
      key: 'stock',
      // Labelled on a card (库存 40): a bare number on the status line reads as nothing.
      mobile: 'meta',
      title: t('vip.market.col.stock'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) =>
        row.stock === 0 ? (
          <Tag size="sm" tone="warning">
            {t('vip.goods.soldOut')}
          </Tag>
        ) : (
          <span className="tabular-nums">{row.stock}</span>
        ),
    },
    numberColumn('sales', t('vip.market.col.sales'), (row) => row.sales, { mobile: 'hidden', hideBelow: 'lg' }),
    actionsColumn(t('vip.common.actions'), {
      render: (row) =>
        row.added ? (
          <Tag size="sm" tone="success" data-added="true">
            {t('vip.market.added')}
          </Tag>
        ) : (
          <RowButton
            icon={<IconPlus />}
            onClick={() => setAdding([row])}
            ariaLabel={t('vip.market.addOne', { name: row.name })}
            label={t('vip.market.add')}
          />
        ),
    }),
  ];

  return (
    <ListScreen
      icon={<IconStore size={20} />}
      title={t('route.vip.market')}
      subtitle={t('vip.market.subtitle')}
      actions={
        <a {...linkProps(goodsHref, onNavigate)} className="focus-ring rounded-xs text-sm font-medium text-primary-fg hover:underline">
          {t('vip.market.manage')}
        </a>
      }
      filters={
        <FilterBar label={t('vip.market.filters')} {...bar}>
          <KeywordFilter label={t('vip.market.keyword')} {...field('keyword')} placeholder={t('vip.market.keywordPlaceholder')} />
          <DirectoryFilter value={draft.dirId} onChange={(value) => set('dirId', value)} directories={directories} />
          <SelectFilter
            label={t('vip.market.typeFilter')}
            {...field('deliveryType')}
            allLabel={t('vip.market.typeAll')}
            options={(['card', 'recharge', 'manual'] as const).map((type) => ({ value: type, label: t(`ui.delivery.${type}`) }))}
          />
          <FilterField label={t('vip.market.addedFilter')}>
            <Select
              aria-label={t('vip.market.addedFilter')}
              name="added"
              value={draft.added}
              onChange={(value) => set('added', value as VipMarketFilters['added'])}
              options={[
                { value: '0', label: t('vip.market.addedNo') },
                { value: '1', label: t('vip.market.addedYes') },
                { value: '', label: t('vip.market.addedAll') },
              ]}
            />
          </FilterField>
        </FilterBar>
      }
      state={props}
      rows={goods}
      columns={columns}
      rowKey={(row) => String(row.goodsId)}
      table={{
        selectedKeys: selected,
        onSelectionChange: setSelected,
        isRowSelectable: (row) => !row.added,
        rowLabel: (row) => row.name,
        selectionActions: (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant="primary"
              icon={<IconPlus />}
              onClick={() => setAdding(selectedRows)}
              disabled={selectedRows.length === 0}
            >
              {t('vip.market.addSelected', { count: selectedRows.length })}
            </Button>
          </div>
        ),
      }}
      empty={
        searched ? (
          <EmptyState title={t('vip.market.emptySearch')} description={t('vip.market.emptySearchText')} />
        ) : (
          <EmptyState title={t('vip.market.empty')} description={t('vip.market.emptyText')} />
        )
      }
    >
      <AddDialog
        goods={adding}
        defaultMarkup={defaultMarkup}
        previewPrices={previewPrices}
        onClose={() => setAdding(null)}
        onAdd={async (markupPercent) => {
          if (!adding) return;
          await props.onAdd({ goodsIds: adding.map((g) => g.goodsId), markupPercent });
          setSelected((keys) => keys.filter((k) => !adding.some((g) => String(g.goodsId) === k)));
          setAdding(null);
        }}
        busy={props.adding}
        error={props.addError}
      />
    </ListScreen>
  );
}

function AddDialog({
  goods,
  defaultMarkup,
  previewPrices,
  onClose,
  onAdd,
  busy = false,
  error,
}: {
  goods: MarketGoods[] | null;
  defaultMarkup: number;
  previewPrices: PreviewPrices;
  onClose: () => void;
  onAdd: (markupPercent: number) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const markup = useMarkupInput(String(defaultMarkup));
  const save = useSaveAttempt();
  if (useOpening(goods, null)) {
    markup.reset(String(defaultMarkup));
    save.reset();
  }
  const submit = async () => {
    const markupPercent = markup.check();
    if (markupPercent !== null) await save.send(() => onAdd(markupPercent));
  };
  const count = goods?.length ?? 0;
  return (
    <FormDialog
      open={goods !== null}
      onClose={onClose}
      title={t(count === 1 ? 'vip.market.addTitleOne' : 'vip.market.addTitle', { count })}
      description={count === 1 && goods ? goods[0]?.name : t('vip.market.addText', { count })}
      onSubmit={submit}
      saving={busy}
      error={save.shown(error)}
      submitLabel={t('vip.market.addConfirm', { count })}
      formClassName="gap-3"
    >
      <MarkupField {...markup.field} hint={t('vip.market.markupHint')} />
      {(goods ?? []).slice(0, 3).map((g) => (
        <PricePreview
          key={g.goodsId}
          goods={count === 1 ? { retail: g.retail, cost: g.cost } : g}
          markup={markup.value}
          previewPrices={previewPrices}
        />
      ))}
      {count > 3 ? <p className="text-sm text-fg-muted">{t('vip.market.andMore', { count: count - 3 })}</p> : null}
    </FormDialog>
  );
}
