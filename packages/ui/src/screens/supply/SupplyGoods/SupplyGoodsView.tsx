import { useState, type FormEvent } from 'react';
import type { SupplierGoods } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconPackage, IconSearch, IconUpload } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';

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
  const { goods, filters, onFiltersChange, page, pageSize, total = 0, onPageChange, importHref, onNavigate } = props;
  const { error } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const [editing, setEditing] = useState<SupplierGoods | null>(null);
  const filtered = filters.keyword !== '' || filters.status !== '' || filters.deliveryType !== '';
  const search = () => onFiltersChange({ ...draft, keyword: draft.keyword.trim() });

  const columns: TableColumn<SupplierGoods>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('supply.goods.col.goods'),
      render: (row) => (
        <span className="flex items-center gap-2">
          <Image src={row.cover} alt="" className="size-10 shrink-0 rounded border border-line object-cover" />
          <span className="flex min-w-0 flex-col">
            <span className="max-w-64 truncate font-medium text-fg" data-testid="goods-name">
              {row.name}
            </span>
            <span className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">
              <span>{row.dirName}</span>
              <Tag size="sm" tone="neutral">
                {t(`ui.delivery.${row.deliveryType}`)}
              </Tag>
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'cost',
      mobile: 'amount',
      title: t('supply.goods.col.cost'),
      align: 'right',
      render: (row) => (
        <span className="font-medium text-fg tabular-nums" data-testid="cost-price">
          {formatYuan(row.costPrice)}
        </span>
      ),
    },
    {
      key: 'retail',
      mobile: 'meta',
      title: t('supply.goods.col.retail'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{formatYuan(row.retailPrice)}</span>,
    },
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
    {
      key: 'actions',
      mobile: 'actions',
      title: t('supply.common.actions'),
      align: 'right',
      sticky: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<IconEdit />}
          onClick={() => setEditing(row)}
          aria-label={t('supply.goods.editOne', { name: row.name })}
        >
          {t('supply.goods.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader icon={<IconPackage size={20} />} title={t('route.supply.supplyGoods')} subtitle={t('supply.goods.subtitle')} />
      <FilterBar
        label={t('supply.goods.filters')}
        onSubmit={search}
        resettable={filtered}
        onReset={() => onFiltersChange(EMPTY_SUPPLY_GOODS_FILTERS)}
      >
        <FilterField label={t('supply.goods.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            placeholder={t('supply.goods.keywordPlaceholder')}
            maxLength={50}
            prefix={<IconSearch />}
          />
        </FilterField>
        <FilterField label={t('supply.goods.statusFilter')}>
          <Select
            aria-label={t('supply.goods.statusFilter')}
            name="status"
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value as SupplyGoodsFilters['status'] })}
            options={[
              { value: '', label: t('supply.goods.statusAll') },
              ...(['on', 'off', 'soldout'] as const).map((s) => ({ value: s, label: t(`supply.goods.status.${s}`) })),
            ]}
          />
        </FilterField>
        <FilterField label={t('supply.goods.deliveryFilter')}>
          <Select
            aria-label={t('supply.goods.deliveryFilter')}
            name="deliveryType"
            value={draft.deliveryType}
            onChange={(value) => setDraft({ ...draft, deliveryType: value as SupplyGoodsFilters['deliveryType'] })}
            options={[
              { value: '', label: t('supply.goods.deliveryAll') },
              ...(['card', 'recharge', 'manual'] as const).map((d) => ({ value: d, label: t(`ui.delivery.${d}`) })),
            ]}
          />
        </FilterField>
      </FilterBar>
      <StaleReadAlert error={error} rows={goods} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.supply.supplyGoods')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...tableReadProps(props, goods)}
        empty={
          filtered ? (
            // 重置 sits in the filter bar just above: no second button for it here.
            <EmptyState title={t('supply.goods.emptySearch')} description={t('supply.common.emptySearchText')} />
          ) : (
            <EmptyState title={t('supply.goods.empty')} description={t('supply.goods.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
      <GoodsDialog
        goods={editing}
        onClose={() => setEditing(null)}
        onSave={props.onSave}
        saving={props.saving}
        saveError={props.saveError}
      />
    </Page>
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
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
  return (
    <Dialog
      open={goods !== null}
      onOpenChange={(open) => {
        if (!open && !saving) {
          setShownId(null);
          onClose();
        }
      }}
      title={t('supply.goods.dialogTitle')}
      description={goods ? goods.name : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('supply.common.cancel')}
          </Button>
          <Button type="submit" form="supply-goods-form" variant="primary" loading={saving}>
            {t('supply.common.save')}
          </Button>
        </>
      }
    >
      {goods ? (
        <form id="supply-goods-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
          {attempted && saveError ? (
            <Alert tone="danger" role="alert">
              {saveError}
            </Alert>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
