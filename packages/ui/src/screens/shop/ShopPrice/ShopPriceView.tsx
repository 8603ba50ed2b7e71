import { useState, type FormEvent } from 'react';
import type { ShopPrice } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { yuanColumn } from '#ui/page/cells.tsx';
import { IconEdit, IconStore } from '#ui/icons/index.tsx';
import { SearchBar } from '#ui/page/SearchBar.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type ShopPriceMode = 'percent' | 'fixed' | 'clear';

export interface ShopPriceViewProps extends PagedListState {
  rows?: ShopPrice[];
  keyword: string;
  onSearch: (keyword: string) => void;
  /** My shop's address, to share. */
  shopLink?: string;
  /** What visitors would pay with this setting (the app's pricing rule); null while the value is not a number. */
  previewPrice: (row: ShopPrice, mode: ShopPriceMode, value: number) => number | null;
  /** Saves a price; a returned promise keeps the dialog open until it settles (and open on failure). */
  onSave: (change: { goodsId: number; mode: ShopPriceMode; value: number }) => unknown;
  saving?: boolean;
  saveError?: string | null;
}

/** My shop's prices (/inside/shop): my cost, retail, what my visitors pay; set a markup or a fixed price. */
export function ShopPriceView(props: ShopPriceViewProps) {
  const { rows, total = 0, page, pageSize, keyword, onSearch, onPageChange, shopLink } = props;
  const { error, previewPrice, onSave, saving = false, saveError } = props;
  const t = useT();
  const [editing, setEditing] = useState<ShopPrice | null>(null);
  const [mode, setMode] = useState<ShopPriceMode>('percent');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = (row: ShopPrice) => {
    setEditing(row);
    setMode(row.mode ?? 'percent');
    setValue(row.value === null ? '' : String(row.value));
    setProblem(null);
  };
  const number = value.trim() === '' ? NaN : Number(value);
  const preview = editing && mode !== 'clear' && Number.isFinite(number) ? previewPrice(editing, mode, number) : null;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    if (mode !== 'clear') {
      if (!/^\d+(\.\d{1,2})?$/.test(value.trim()))
        return setProblem(t(mode === 'percent' ? 'aftersale.shop.percentInvalid' : 'aftersale.shop.fixedInvalid'));
      if (mode === 'percent' && number > 300) return setProblem(t('aftersale.shop.percentRange'));
      if (mode === 'fixed' && number < editing.cost) return setProblem(t('aftersale.shop.belowCost', { cost: formatYuan(editing.cost) }));
    }
    setProblem(null);
    try {
      await onSave({ goodsId: editing.goodsId, mode, value: mode === 'clear' ? 0 : number });
      setEditing(null);
    } catch {
      // saveError says why; the dialog keeps the value.
    }
  };

  const columns: TableColumn<ShopPrice>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('aftersale.shop.col.goods'),
      render: (row) => (
        <span className="flex items-center gap-2">
          <Image src={row.cover} alt="" className="size-9 shrink-0 rounded border border-line object-cover" />
          <span className="min-w-0 truncate text-fg">{row.name}</span>
        </span>
      ),
    },
    yuanColumn('cost', t('aftersale.shop.col.cost'), (row) => row.cost),
    yuanColumn('retail', t('aftersale.shop.col.retail'), (row) => row.retail, { hideBelow: 'sm' }),
    {
      key: 'price',
      mobile: 'amount',
      title: t('aftersale.shop.col.price'),
      align: 'right',
      render: (row) => (
        <span className="inline-flex items-center justify-end gap-2" data-goods-id={row.goodsId}>
          {row.mode ? (
            <Tag size="sm" tone="primary">
              {row.mode === 'percent' ? t('aftersale.shop.markup', { value: row.value ?? 0 }) : t('aftersale.shop.fixed')}
            </Tag>
          ) : (
            <Tag size="sm" tone="neutral">
              {t('aftersale.shop.retailDefault')}
            </Tag>
          )}
          <span className="font-semibold text-fg tabular-nums">{formatYuan(row.price)}</span>
        </span>
      ),
    },
    yuanColumn('profit', t('aftersale.shop.col.profit'), (row) => Math.max(0, row.price - row.cost), {
      hideBelow: 'md',
      className: 'text-success-fg',
    }),
    {
      key: 'actions',
      mobile: 'actions',
      title: t('aftersale.common.actions'),
      align: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<IconEdit />}
          onClick={() => open(row)}
          aria-label={t('aftersale.shop.editOne', { name: row.name })}
        >
          {t('aftersale.shop.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader icon={<IconStore size={20} />} title={t('route.inside.shop')} subtitle={t('aftersale.shop.subtitle')} />
      {shopLink ? (
        <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-xs sm:flex-row sm:items-center">
          <span className="text-sm text-fg-muted">{t('aftersale.shop.link')}</span>
          <span className="min-w-0 flex-1 truncate font-mono text-sm text-fg">{shopLink}</span>
          <CopyButton text={shopLink} variant="secondary">
            {t('aftersale.shop.copyLink')}
          </CopyButton>
        </div>
      ) : null}
      <SearchBar
        keyword={keyword}
        onSearch={onSearch}
        label={t('aftersale.shop.search')}
        placeholder={t('aftersale.shop.searchPlaceholder')}
        submitLabel={t('ui.action.query')}
        className="sm:max-w-md"
      />
      <Table
        caption={t('route.inside.shop')}
        columns={columns}
        rowKey={(row) => String(row.goodsId)}
        {...tableReadProps(props, rows)}
        // Unlike the other lists, a failed reload shows the error in place of the rows (no stale alert).
        error={error ?? undefined}
        empty={<EmptyState title={t(keyword ? 'aftersale.shop.emptySearch' : 'aftersale.shop.emptyTitle', { keyword })} />}
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next) => onPageChange(next, pageSize) } : undefined}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next && !saving) setEditing(null);
        }}
        title={t('aftersale.shop.dialogTitle')}
        description={
          editing
            ? t('aftersale.shop.dialogText', { name: editing.name, cost: formatYuan(editing.cost), retail: formatYuan(editing.retail) })
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)} disabled={saving}>
              {t('aftersale.common.cancel')}
            </Button>
            <Button type="submit" form="shop-price-form" variant="primary" loading={saving}>
              {t('aftersale.shop.save')}
            </Button>
          </>
        }
      >
        <form id="shop-price-form" noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
          <FormField label={t('aftersale.shop.mode')} group>
            <RadioGroup
              name="mode"
              variant="button"
              value={mode}
              onValueChange={(next) => setMode(next as ShopPriceMode)}
              options={[
                { value: 'percent', label: t('aftersale.shop.mode.percent') },
                { value: 'fixed', label: t('aftersale.shop.mode.fixed') },
                { value: 'clear', label: t('aftersale.shop.mode.clear') },
              ]}
            />
          </FormField>
          {mode !== 'clear' ? (
            <FormField
              label={t(mode === 'percent' ? 'aftersale.shop.percentLabel' : 'aftersale.shop.fixedLabel')}
              hint={t(mode === 'percent' ? 'aftersale.shop.percentHint' : 'aftersale.shop.fixedHint')}
              error={problem}
              required
            >
              <Input
                name="value"
                inputMode="decimal"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                prefix={mode === 'fixed' ? '¥' : undefined}
                suffix={mode === 'percent' ? '%' : undefined}
              />
            </FormField>
          ) : (
            <p className="text-sm text-fg-muted">{t('aftersale.shop.clearText')}</p>
          )}
          <p className="text-sm text-fg" aria-live="polite">
            {mode === 'clear' && editing
              ? t('aftersale.shop.preview', { price: formatYuan(editing.retail) })
              : preview !== null
                ? t('aftersale.shop.preview', { price: formatYuan(preview) })
                : null}
          </p>
          {saveError ? (
            <Alert tone="danger" role="alert">
              {saveError}
            </Alert>
          ) : null}
        </form>
      </Dialog>
    </Page>
  );
}
