import { useState } from 'react';
import type { SupplierGoods } from '@shop/session/contract';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconPackage, IconUpload } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { yuanColumn } from '#ui/page/cells.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { GoodsCell } from '#ui/page/GoodsCell.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { SupplyListEmpty } from '../shared/SupplyListEmpty.tsx';

export interface SupplyGoodsFilters {
  keyword: string;
  status: '' | SupplierGoods['status'];
  deliveryType: '' | SupplierGoods['deliveryType'];
}

export const EMPTY_SUPPLY_GOODS_FILTERS: SupplyGoodsFilters = { keyword: '', status: '', deliveryType: '' };

export interface SupplyGoodsChange {
  id: number;
  costPrice: number;
  status: 'on' | 'off';
  /** Manual and recharge goods only (card goods count their keys). */
  stock?: number;
}

export interface SupplyGoodsViewProps extends PagedListState {
  goods?: SupplierGoods[];
  filters: SupplyGoodsFilters;
  onFiltersChange: (filters: SupplyGoodsFilters) => void;
  /** Saves one goods; a returned promise keeps the dialog open until it settles, and open on failure. */
  onSave: (change: SupplyGoodsChange) => unknown;
  saving?: boolean;
  saveError?: string | null;
  /** The row's on/off switch. */
  onToggleStatus: (goods: SupplierGoods, on: boolean) => unknown;
  togglingId?: number | null;
  /** Where "import keys" of a card goods leads (the card stock with its import open). */
  importHref: (goodsId: number) => string;
  onNavigate?: Navigate;
}

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

/** My supplied goods (/supply/supplyGoods): cost and retail price, stock with "import keys", sales, on / off; edit cost and status. */
export function SupplyGoodsView(props: SupplyGoodsViewProps) {
  const { goods, filters, onFiltersChange, importHref, onNavigate } = props;
  const t = useT();
  const { field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_SUPPLY_GOODS_FILTERS);
  const [editing, setEditing] = useState<SupplierGoods | null>(null);

  const columns: TableColumn<SupplierGoods>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('supply.goods.col.goods'),
      render: (row) => (
        <GoodsCell cover={row.cover} name={row.name} nameTestId="goods-name">
          <span>{row.dirName}</span>
          <Tag size="sm" tone="neutral">
            {t(`ui.delivery.${row.deliveryType}`)}
          </Tag>
        </GoodsCell>
      ),
    },
    yuanColumn('cost', t('supply.goods.col.cost'), (row) => row.costPrice, { main: true, className: 'text-fg', testId: 'cost-price' }),
    yuanColumn('retail', t('supply.goods.col.retail'), (row) => row.retailPrice, { hideBelow: 'md' }),
    {
      key: 'stock',
      mobile: 'meta',
      title: t('supply.goods.col.stock'),
      align: 'right',
      render: (row) => (
        <span className="flex flex-col items-end gap-0.5">
          <span className="tabular-nums" data-testid="stock">
            {row.stock}
          </span>
          {row.deliveryType === 'card' ? (
            <a
              {...linkProps(importHref(row.id), onNavigate)}
              className="focus-ring inline-flex items-center gap-1 rounded-xs text-xs text-primary-fg hover:underline"
              aria-label={t('supply.goods.importFor', { name: row.name })}
            >
              <IconUpload size={12} />
              {t('supply.goods.import')}
            </a>
          ) : null}
        </span>
      ),
    },
    {
      key: 'locked',
      mobile: 'meta',
      title: t('supply.goods.col.locked'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => <span className="tabular-nums">{row.deliveryType === 'card' ? row.locked : '—'}</span>,
    },
    {
      key: 'sold',
      mobile: 'meta',
      title: t('supply.goods.col.sold'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{row.sold}</span>,
    },
    {
      key: 'status',
      mobile: 'meta',
      title: t('supply.goods.col.status'),
      render: (row) => (
        <span className="flex items-center gap-2">
          <Switch
            size="sm"
            checked={row.status !== 'off'}
            loading={props.togglingId === row.id}
            aria-label={t('supply.goods.onSaleOne', { name: row.name })}
            onCheckedChange={(next) => void props.onToggleStatus(row, next)}
          />
          {row.status === 'soldout' ? (
            <Tag size="sm" tone="danger">
              {t('supply.goods.status.soldout')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    actionsColumn(t('supply.common.actions'), {
      render: (row) => (
        <RowButton
          icon={<IconEdit />}
          onClick={() => setEditing(row)}
          ariaLabel={t('supply.goods.editOne', { name: row.name })}
          label={t('supply.goods.edit')}
        />
      ),
    }),
  ];

  return (
    <ListScreen
      icon={<IconPackage size={20} />}
      title={t('route.supply.supplyGoods')}
      subtitle={t('supply.goods.subtitle')}
      filters={
        <FilterBar label={t('supply.goods.filters')} {...bar}>
          <KeywordFilter label={t('supply.goods.keyword')} placeholder={t('supply.goods.keywordPlaceholder')} {...field('keyword')} />
          <SelectFilter
            label={t('supply.goods.statusFilter')}
            allLabel={t('supply.goods.statusAll')}
            options={(['on', 'off', 'soldout'] as const).map((s) => ({ value: s, label: t(`supply.goods.status.${s}`) }))}
            {...field('status')}
          />
          <SelectFilter
            label={t('supply.goods.deliveryFilter')}
            allLabel={t('supply.goods.deliveryAll')}
            options={(['card', 'recharge', 'manual'] as const).map((d) => ({ value: d, label: t(`ui.delivery.${d}`) }))}
            {...field('deliveryType')}
          />
        </FilterBar>
      }
      state={props}
      rows={goods}
      columns={columns}
      rowKey={(row) => String(row.id)}
      empty={<SupplyListEmpty list="goods" filtered={filtered} />}
    >
      <GoodsDialog
        goods={editing}
        onClose={() => setEditing(null)}
        onSave={props.onSave}
        saving={props.saving}
        saveError={props.saveError}
      />
    </ListScreen>
  );
}

function GoodsDialog({
  goods,
  onClose,
  onSave,
  saving = false,
  saveError,
}: {
  goods: SupplierGoods | null;
  onClose: () => void;
  onSave: SupplyGoodsViewProps['onSave'];
  saving?: boolean;
  saveError?: string | null;
}) {
  const t = useT();
  const [shownId, setShownId] = useState<number | null>(null);
  const [cost, setCost] = useState('');
  const [stock, setStock] = useState('');
  const [on, setOn] = useState(true);
  const [problems, setProblems] = useState<{ cost?: string; stock?: string }>({});
  const [attempted, setAttempted] = useState(false);
  if (goods && goods.id !== shownId) {
    setShownId(goods.id);
    setCost(goods.costPrice.toFixed(2));
    setStock(String(goods.stock));
    setOn(goods.status !== 'off');
    setProblems({});
    setAttempted(false);
  }
  const manualStock = goods !== null && goods.deliveryType !== 'card';
  const submit = async () => {
    if (!goods) return;
    const next: { cost?: string; stock?: string } = {};
    const costText = cost.trim();
    if (!MONEY.test(costText) || Number(costText) <= 0) next.cost = t('supply.goods.costInvalid');
    else if (Number(costText) > goods.retailPrice) next.cost = t('supply.goods.costAboveRetail', { retail: formatYuan(goods.retailPrice) });
    if (manualStock && !/^\d{1,6}$/.test(stock.trim())) next.stock = t('supply.goods.stockInvalid');
    setProblems(next);
    if (next.cost || next.stock) return;
    setAttempted(true);
    try {
      await onSave({
        id: goods.id,
        costPrice: Number(costText),
        status: on ? 'on' : 'off',
        ...(manualStock ? { stock: Number(stock.trim()) } : {}),
      });
      setShownId(null);
      onClose();
    } catch {
      // saveError says why; the form keeps what was typed.
    }
  };
  const close = () => {
    setShownId(null);
    onClose();
  };
  return (
    <FormDialog
      open={goods !== null}
      onClose={close}
      title={t('supply.goods.dialogTitle')}
      description={goods ? goods.name : undefined}
      onSubmit={submit}
      saving={saving}
      error={attempted ? saveError : null}
    >
      {goods ? (
        <>
          <FormField
            label={t('supply.goods.cost')}
            hint={t('supply.goods.costHint', { retail: formatYuan(goods.retailPrice) })}
            error={problems.cost}
            required
          >
            <Input name="costPrice" inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} prefix="¥" />
          </FormField>
          {manualStock ? (
            <FormField label={t('supply.goods.stock')} error={problems.stock} required>
              <Input name="stock" inputMode="numeric" value={stock} onChange={(event) => setStock(event.target.value)} />
            </FormField>
          ) : (
            <p className="text-sm text-fg-muted">{t('supply.goods.cardStockHint', { stock: goods.stock })}</p>
          )}
          <FormField label={t('supply.goods.onSale')}>
            <Switch name="status" checked={on} onCheckedChange={setOn} />
          </FormField>
        </>
      ) : null}
    </FormDialog>
  );
}
