import { useState, type FormEvent } from 'react';
import type { DeliveryType, MarketGoods } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconPlus, IconSearch, IconStore } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import type { DirectoryOption } from '../Goods/VipGoodsView.tsx';
import { markupProblem, markupValue, PricePreview, type PreviewPrices } from '../shared/markup.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';

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
  const {
    goods,
    filters,
    onFiltersChange,
    directories = [],
    defaultMarkup = 10,
    previewPrices,
    page,
    pageSize,
    total = 0,
    onPageChange,
  } = props;
  const { error, goodsHref, onNavigate } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState<MarketGoods[] | null>(null);
  const rows = goods ?? [];
  const filtered = filters.keyword !== '' || filters.dirId !== '' || filters.deliveryType !== '';

  const search = () => {
    onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  };
  const selectedRows = rows.filter((r) => selected.includes(String(r.goodsId)));

  const columns: TableColumn<MarketGoods>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('vip.market.col.goods'),
      render: (row) => (
        <span className="flex items-center gap-2">
          <Image src={row.cover} alt="" className="size-10 shrink-0 rounded border border-line object-cover" />
          <span className="flex min-w-0 flex-col">
            <span className="max-w-64 truncate font-medium text-fg">{row.name}</span>
            <span className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">
              <span>{row.dirName}</span>
              <Tag size="sm" tone="neutral">
                {t(`ui.delivery.${row.deliveryType}`)}
              </Tag>
              <span>{row.supplierName}</span>
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'cost',
      mobile: 'amount',
      title: t('vip.market.col.cost'),
      align: 'right',
      render: (row) => <span className="tabular-nums">{formatYuan(row.cost)}</span>,
    },
    {
      key: 'retail',
      mobile: 'meta',
      title: t('vip.market.col.retail'),
      align: 'right',
      render: (row) => <span className="tabular-nums">{formatYuan(row.retail)}</span>,
    },
    {
      key: 'margin',
      mobile: 'meta',
      title: t('vip.market.col.margin'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => (
        <span className="text-success-fg tabular-nums">{formatYuan(Math.max(0, Math.round((row.retail - row.cost) * 100) / 100))}</span>
      ),
    },
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
    {
      key: 'sales',
      mobile: 'hidden',
      title: t('vip.market.col.sales'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => <span className="tabular-nums">{row.sales}</span>,
    },
    {
      key: 'actions',
      mobile: 'actions',
      title: t('vip.common.actions'),
      align: 'right',
      sticky: 'right',
      render: (row) =>
        row.added ? (
          <Tag size="sm" tone="success" data-added="true">
            {t('vip.market.added')}
          </Tag>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            icon={<IconPlus />}
            onClick={() => setAdding([row])}
            aria-label={t('vip.market.addOne', { name: row.name })}
          >
            {t('vip.market.add')}
          </Button>
        ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader
        icon={<IconStore size={20} />}
        title={t('route.vip.market')}
        subtitle={t('vip.market.subtitle')}
        actions={
          <a {...linkProps(goodsHref, onNavigate)} className="focus-ring rounded-xs text-sm font-medium text-primary-fg hover:underline">
            {t('vip.market.manage')}
          </a>
        }
      />
      <FilterBar
        label={t('vip.market.filters')}
        onSubmit={search}
        resettable={JSON.stringify(filters) !== JSON.stringify(EMPTY_MARKET_FILTERS)}
        onReset={() => onFiltersChange(EMPTY_MARKET_FILTERS)}
      >
        <FilterField label={t('vip.market.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            placeholder={t('vip.market.keywordPlaceholder')}
            maxLength={50}
            prefix={<IconSearch />}
          />
        </FilterField>
        <FilterField label={t('vip.goods.dirFilter')}>
          <Select
            aria-label={t('vip.goods.dirFilter')}
            name="dirId"
            value={draft.dirId}
            onChange={(value) => setDraft({ ...draft, dirId: value })}
            options={[
              { value: '', label: t('vip.goods.dirAll') },
              ...directories.map((d) => ({ value: String(d.id), label: `${'　'.repeat(d.depth)}${d.name}` })),
            ]}
          />
        </FilterField>
        <FilterField label={t('vip.market.typeFilter')}>
          <Select
            aria-label={t('vip.market.typeFilter')}
            name="deliveryType"
            value={draft.deliveryType}
            onChange={(value) => setDraft({ ...draft, deliveryType: value as VipMarketFilters['deliveryType'] })}
            options={[
              { value: '', label: t('vip.market.typeAll') },
              ...(['card', 'recharge', 'manual'] as const).map((type) => ({ value: type, label: t(`ui.delivery.${type}`) })),
            ]}
          />
        </FilterField>
        <FilterField label={t('vip.market.addedFilter')}>
          <Select
            aria-label={t('vip.market.addedFilter')}
            name="added"
            value={draft.added}
            onChange={(value) => setDraft({ ...draft, added: value as VipMarketFilters['added'] })}
            options={[
              { value: '0', label: t('vip.market.addedNo') },
              { value: '1', label: t('vip.market.addedYes') },
              { value: '', label: t('vip.market.addedAll') },
            ]}
          />
        </FilterField>
      </FilterBar>
      <StaleReadAlert error={error} rows={goods} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.vip.market')}
        columns={columns}
        rowKey={(row) => String(row.goodsId)}
        {...tableReadProps(props, goods)}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        isRowSelectable={(row) => !row.added}
        rowLabel={(row) => row.name}
        selectionActions={
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
        }
        empty={
          filtered || filters.added === '1' ? (
            <EmptyState title={t('vip.market.emptySearch')} description={t('vip.market.emptySearchText')} />
          ) : (
            <EmptyState title={t('vip.market.empty')} description={t('vip.market.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
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
    </Page>
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
  const [markup, setMarkup] = useState(String(defaultMarkup));
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<MarketGoods[] | null>(null);
  const [attempted, setAttempted] = useState(false);
  if (goods !== shownFor) {
    setShownFor(goods);
    if (goods) {
      setMarkup(String(defaultMarkup));
      setProblem(null);
      setAttempted(false);
    }
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const why = markupProblem(markup, t);
    setProblem(why);
    if (why) return;
    setAttempted(true);
    try {
      await onAdd(Number(markup.trim()));
    } catch {
      // error says why; the markup stays.
    }
  };
  const count = goods?.length ?? 0;
  const value = markupValue(markup);
  return (
    <Dialog
      open={goods !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(count === 1 ? 'vip.market.addTitleOne' : 'vip.market.addTitle', { count })}
      description={count === 1 && goods ? goods[0]?.name : t('vip.market.addText', { count })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-market-add" variant="primary" loading={busy}>
            {t('vip.market.addConfirm', { count })}
          </Button>
        </>
      }
    >
      <form id="vip-market-add" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormField label={t('vip.goods.markup')} hint={t('vip.market.markupHint')} error={problem} required>
          <Input name="markupPercent" inputMode="decimal" value={markup} onChange={(event) => setMarkup(event.target.value)} suffix="%" />
        </FormField>
        {(goods ?? []).slice(0, 3).map((g) => (
          <PricePreview
            key={g.goodsId}
            goods={count === 1 ? { retail: g.retail, cost: g.cost } : g}
            markup={value}
            previewPrices={previewPrices}
          />
        ))}
        {count > 3 ? <p className="text-sm text-fg-muted">{t('vip.market.andMore', { count: count - 3 })}</p> : null}
        {attempted && error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
