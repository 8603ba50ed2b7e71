import { useState, type FormEvent } from 'react';
import type { VipGoods, VipSite } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconEye, IconEyeOff, IconPackage, IconPlus, IconSearch, IconTag, IconTrash } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { markupProblem, markupValue, PricePreview, type PreviewPrices } from '../shared/markup.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';

export type SiteRounding = VipSite['rounding'];

export interface VipGoodsFilters {
  keyword: string;
  /** A main directory id (its sub-directories included), '' for all. */
  dirId: string;
  /** '1' on sale on my site, '0' hidden, '' both. */
  visible: '' | '1' | '0';
}

export const EMPTY_GOODS_FILTERS: VipGoodsFilters = { keyword: '', dirId: '', visible: '' };

/** A directory for the filter, indented by its depth in the tree. */
export interface DirectoryOption {
  id: number;
  name: string;
  depth: number;
}

export type GoodsBatchAction = 'show' | 'hide' | 'markup' | 'remove';

export interface VipGoodsViewProps extends PagedListState {
  goods?: VipGoods[];
  filters: VipGoodsFilters;
  onFiltersChange: (filters: VipGoodsFilters) => void;
  directories?: DirectoryOption[];
  /** The site's rounding rule (undefined until the site is read). */
  rounding?: SiteRounding;
  /** The site's prices of a goods at a markup (the app's rule with the site's rounding). */
  previewPrices: PreviewPrices;
  /** Saves one goods (dialog); a returned promise keeps the dialog open until it settles, and open on failure. */
  onSave: (change: { id: number; ownName: string; markupPercent: number; visible: boolean }) => unknown;
  saving?: boolean;
  saveError?: string | null;
  /** The row's on/off switch. */
  onToggleVisible: (goods: VipGoods, visible: boolean) => unknown;
  /** The goods whose switch is being saved. */
  togglingId?: number | null;
  /** A bulk action over the selection, after the merchant confirmed it; resolves when done. */
  onBatch: (batch: { ids: number[]; action: GoodsBatchAction; markupPercent?: number }) => unknown;
  batching?: boolean;
  batchError?: string | null;
  /** Changes the site's rounding (every price follows); a returned promise keeps the dialog open until it settles. */
  onRoundingChange: (rounding: SiteRounding) => unknown;
  roundingSaving?: boolean;
  roundingError?: string | null;
  /** The market, to take goods into the site. */
  marketHref: string;
  onNavigate?: Navigate;
}

/** Goods of my site (/vip/vipGoods): own name, markup, member and visitor price, on/off; bulk show / hide / markup / remove. */
export function VipGoodsView(props: VipGoodsViewProps) {
  const { goods, filters, onFiltersChange, directories = [], rounding, previewPrices, page, pageSize, total = 0, onPageChange } = props;
  const { error, marketHref, onNavigate } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<VipGoods | null>(null);
  // The action asked about stays set while its dialog closes (its words do not change mid-animation).
  const [asking, setAsking] = useState<GoodsBatchAction | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  // A refusal is shown in the dialog of the attempt that got it, not in the next one asked.
  const [attempted, setAttempted] = useState(false);
  const batchError = attempted ? props.batchError : null;
  const ask = (action: GoodsBatchAction) => {
    setAsking(action);
    setAskOpen(true);
    setAttempted(false);
  };
  const [roundingOpen, setRoundingOpen] = useState(false);
  const rows = goods ?? [];
  const selectedIds = selected.map(Number);
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_GOODS_FILTERS);

  const search = () => {
    onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  };
  const batch = async (action: GoodsBatchAction, markupPercent?: number) => {
    setAttempted(true);
    await props.onBatch({ ids: selectedIds, action, ...(markupPercent === undefined ? {} : { markupPercent }) });
    setSelected([]);
    setAskOpen(false);
  };

  const columns: TableColumn<VipGoods>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('vip.goods.col.goods'),
      render: (row) => (
        <span className="flex items-center gap-2">
          <Image src={row.cover} alt="" className="size-10 shrink-0 rounded border border-line object-cover" />
          <span className="flex min-w-0 flex-col">
            <span className="max-w-64 truncate font-medium text-fg" data-testid="goods-name">
              {row.ownName || row.name}
            </span>
            <span className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">
              {row.ownName ? <span className="max-w-48 truncate">{t('vip.goods.mainName', { name: row.name })}</span> : null}
              <span>{row.dirName}</span>
              <Tag size="sm" tone="neutral">
                {t(`ui.delivery.${row.deliveryType}`)}
              </Tag>
              {row.goodsStatus !== 'on' ? (
                <Tag size="sm" tone={row.goodsStatus === 'off' ? 'danger' : 'warning'}>
                  {t(row.goodsStatus === 'off' ? 'vip.goods.mainOff' : 'vip.goods.soldOut')}
                </Tag>
              ) : null}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'cost',
      mobile: 'meta',
      title: t('vip.goods.col.cost'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{formatYuan(row.cost)}</span>,
    },
    {
      key: 'retail',
      mobile: 'hidden',
      title: t('vip.goods.col.retail'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => <span className="tabular-nums">{formatYuan(row.retail)}</span>,
    },
    {
      key: 'markup',
      mobile: 'meta',
      title: t('vip.goods.col.markup'),
      align: 'right',
      render: (row) => (
        <span className="tabular-nums" data-testid="markup">
          {t('vip.common.percent', { value: row.markupPercent })}
        </span>
      ),
    },
    {
      key: 'memberPrice',
      mobile: 'meta',
      title: t('vip.goods.col.memberPrice'),
      align: 'right',
      render: (row) => (
        <span className="font-medium text-fg tabular-nums" data-testid="member-price">
          {formatYuan(row.memberPrice)}
        </span>
      ),
    },
    {
      key: 'price',
      mobile: 'amount',
      title: t('vip.goods.col.visitorPrice'),
      align: 'right',
      render: (row) => (
        <span className="font-medium text-fg tabular-nums" data-testid="visitor-price">
          {formatYuan(row.price)}
        </span>
      ),
    },
    {
      key: 'stock',
      mobile: 'meta',
      title: t('vip.goods.col.stock'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => <span className="tabular-nums">{row.stock}</span>,
    },
    {
      key: 'sales',
      mobile: 'hidden',
      title: t('vip.goods.col.sales'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => (
        <span className="tabular-nums" title={t('vip.goods.salesTitle')}>
          {row.salesToday} / {row.salesWeek} / {row.salesTotal}
        </span>
      ),
    },
    {
      key: 'visible',
      mobile: 'meta',
      title: t('vip.goods.col.visible'),
      render: (row) => (
        <Switch
          size="sm"
          checked={row.visible}
          loading={props.togglingId === row.id}
          disabled={!row.visible && row.goodsStatus === 'off'}
          aria-label={t('vip.goods.visibleOne', { name: row.ownName || row.name })}
          onCheckedChange={(next) => void props.onToggleVisible(row, next)}
        />
      ),
    },
    {
      key: 'actions',
      mobile: 'actions',
      title: t('vip.common.actions'),
      align: 'right',
      sticky: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<IconEdit />}
          onClick={() => setEditing(row)}
          aria-label={t('vip.goods.editOne', { name: row.ownName || row.name })}
        >
          {t('vip.goods.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader
        icon={<IconPackage size={20} />}
        title={t('route.vip.vipGoods')}
        subtitle={t('vip.goods.subtitle')}
        actions={
          <a
            {...linkProps(marketHref, onNavigate)}
            className="focus-ring inline-flex h-control-md items-center gap-1.5 rounded-md bg-primary px-4 text-sm font-medium text-fg-on-solid hover:bg-primary-hover"
          >
            <IconPlus size={16} />
            {t('vip.goods.addFromMarket')}
          </a>
        }
      />
      <section
        aria-label={t('vip.goods.rule')}
        className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-xs sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-fg-muted">
          <span className="font-medium text-fg">{t('vip.goods.rule')}</span> {t('vip.goods.ruleText')}
          {rounding ? (
            <>
              {' '}
              <span className="text-fg">{t('vip.goods.roundingNow', { rule: t(`vip.rounding.${rounding}`) })}</span>
            </>
          ) : null}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setRoundingOpen(true)} disabled={!rounding}>
          {t('vip.goods.changeRounding')}
        </Button>
      </section>
      <FilterBar
        label={t('vip.goods.filters')}
        onSubmit={search}
        resettable={filtered}
        onReset={() => onFiltersChange(EMPTY_GOODS_FILTERS)}
      >
        <FilterField label={t('vip.goods.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            placeholder={t('vip.goods.keywordPlaceholder')}
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
        <FilterField label={t('vip.goods.visibleFilter')}>
          <Select
            aria-label={t('vip.goods.visibleFilter')}
            name="visible"
            value={draft.visible}
            onChange={(value) => setDraft({ ...draft, visible: value as VipGoodsFilters['visible'] })}
            options={[
              { value: '', label: t('vip.goods.visibleAll') },
              { value: '1', label: t('vip.goods.visibleOn') },
              { value: '0', label: t('vip.goods.visibleOff') },
            ]}
          />
        </FilterField>
      </FilterBar>
      <StaleReadAlert error={error} rows={goods} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.vip.vipGoods')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...tableReadProps(props, goods)}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        rowLabel={(row) => row.ownName || row.name}
        selectionActions={
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="secondary" icon={<IconEye />} onClick={() => ask('show')}>
              {t('vip.goods.batch.show')}
            </Button>
            <Button size="sm" variant="secondary" icon={<IconEyeOff />} onClick={() => ask('hide')}>
              {t('vip.goods.batch.hide')}
            </Button>
            <Button size="sm" variant="primary" icon={<IconTag />} onClick={() => ask('markup')}>
              {t('vip.goods.batch.markup')}
            </Button>
            <Button size="sm" variant="danger-secondary" icon={<IconTrash />} onClick={() => ask('remove')}>
              {t('vip.goods.batch.remove')}
            </Button>
          </div>
        }
        empty={
          filtered ? (
            <EmptyState title={t('vip.goods.emptySearch')} description={t('vip.goods.emptySearchText')} />
          ) : (
            <EmptyState
              title={t('vip.goods.empty')}
              description={t('vip.goods.emptyText')}
              action={
                <a
                  {...linkProps(marketHref, onNavigate)}
                  className="focus-ring rounded-xs text-sm font-medium text-primary-fg hover:underline"
                >
                  {t('vip.goods.addFromMarket')}
                </a>
              }
            />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
      <GoodsDialog
        goods={editing}
        onClose={() => setEditing(null)}
        previewPrices={previewPrices}
        onSave={props.onSave}
        saving={props.saving}
        saveError={props.saveError}
      />
      <ConfirmDialog
        open={askOpen && asking !== 'markup'}
        onOpenChange={setAskOpen}
        tone={asking === 'remove' ? 'danger' : 'primary'}
        title={asking ? t(`vip.goods.confirm.${asking === 'markup' ? 'show' : asking}.title`) : ''}
        description={asking ? t(`vip.goods.confirm.${asking === 'markup' ? 'show' : asking}.text`, { count: selected.length }) : undefined}
        confirmLabel={asking ? t(`vip.goods.batch.${asking}`) : undefined}
        onConfirm={() => (asking && asking !== 'markup' ? batch(asking) : undefined)}
      >
        {batchError ? (
          <Alert tone="danger" role="alert">
            {batchError}
          </Alert>
        ) : null}
      </ConfirmDialog>
      <BatchMarkupDialog
        open={askOpen && asking === 'markup'}
        onClose={() => setAskOpen(false)}
        count={selected.length}
        samples={rows.filter((r) => selected.includes(String(r.id))).slice(0, 3)}
        previewPrices={previewPrices}
        onConfirm={(markup) => batch('markup', markup)}
        busy={props.batching}
        error={batchError}
      />
      <RoundingDialog
        open={roundingOpen}
        current={rounding ?? 'none'}
        onClose={() => setRoundingOpen(false)}
        onSave={async (next) => {
          await props.onRoundingChange(next);
          setRoundingOpen(false);
        }}
        saving={props.roundingSaving}
        error={props.roundingError}
      />
    </Page>
  );
}

function GoodsDialog({
  goods,
  onClose,
  previewPrices,
  onSave,
  saving = false,
  saveError,
}: {
  goods: VipGoods | null;
  onClose: () => void;
  previewPrices: PreviewPrices;
  onSave: VipGoodsViewProps['onSave'];
  saving?: boolean;
  saveError?: string | null;
}) {
  const t = useT();
  const [shownId, setShownId] = useState<number | null>(null);
  const [ownName, setOwnName] = useState('');
  const [markup, setMarkup] = useState('');
  const [visible, setVisible] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  // A new goods opened: the form starts from its values (and keeps what was typed after a refusal).
  if (goods && goods.id !== shownId) {
    setShownId(goods.id);
    setOwnName(goods.ownName);
    setMarkup(String(goods.markupPercent));
    setVisible(goods.visible);
    setProblem(null);
    setAttempted(false);
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!goods) return;
    const why = markupProblem(markup, t);
    setProblem(why);
    if (why) return;
    setAttempted(true);
    try {
      await onSave({ id: goods.id, ownName: ownName.trim(), markupPercent: Number(markup.trim()), visible });
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
      title={t('vip.goods.dialogTitle')}
      description={goods ? goods.name : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-goods-form" variant="primary" loading={saving}>
            {t('vip.common.save')}
          </Button>
        </>
      }
    >
      {goods ? (
        <form id="vip-goods-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField label={t('vip.goods.ownName')} hint={t('vip.goods.ownNameHint')} optional>
            <Input
              name="ownName"
              value={ownName}
              maxLength={60}
              placeholder={goods.name}
              onChange={(event) => setOwnName(event.target.value)}
            />
          </FormField>
          <FormField label={t('vip.goods.markup')} hint={t('vip.goods.markupHint')} error={problem} required>
            <Input name="markupPercent" inputMode="decimal" value={markup} onChange={(event) => setMarkup(event.target.value)} suffix="%" />
          </FormField>
          <PricePreview goods={goods} markup={markupValue(markup)} previewPrices={previewPrices} />
          <FormField label={t('vip.goods.visible')} hint={goods.goodsStatus === 'off' ? t('vip.goods.mainOffHint') : undefined}>
            <Switch
              name="visible"
              checked={visible}
              onCheckedChange={setVisible}
              disabled={goods.goodsStatus === 'off' && !goods.visible}
            />
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

function BatchMarkupDialog({
  open,
  onClose,
  count,
  samples,
  previewPrices,
  onConfirm,
  busy = false,
  error,
}: {
  open: boolean;
  onClose: () => void;
  count: number;
  samples: VipGoods[];
  previewPrices: PreviewPrices;
  onConfirm: (markup: number) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [markup, setMarkup] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const why = markupProblem(markup, t);
    setProblem(why);
    if (why) return;
    try {
      await onConfirm(Number(markup.trim()));
      setMarkup('');
    } catch {
      // error says why; the value stays.
    }
  };
  const value = markupValue(markup);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={t('vip.goods.batchMarkupTitle')}
      description={t('vip.goods.batchMarkupText', { count })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-batch-markup" variant="primary" loading={busy}>
            {t('vip.goods.batchMarkupConfirm', { count })}
          </Button>
        </>
      }
    >
      <form id="vip-batch-markup" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormField label={t('vip.goods.markup')} hint={t('vip.goods.markupHint')} error={problem} required>
          <Input name="markupPercent" inputMode="decimal" value={markup} onChange={(event) => setMarkup(event.target.value)} suffix="%" />
        </FormField>
        {samples.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-fg-muted">{t('vip.goods.batchPreview')}</p>
            {samples.map((goods) => (
              <PricePreview
                key={goods.id}
                goods={{ ...goods, name: goods.ownName || goods.name }}
                markup={value}
                previewPrices={previewPrices}
              />
            ))}
          </div>
        ) : null}
        {error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

function RoundingDialog({
  open,
  current,
  onClose,
  onSave,
  saving = false,
  error,
}: {
  open: boolean;
  current: SiteRounding;
  onClose: () => void;
  onSave: (rounding: SiteRounding) => Promise<void>;
  saving?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [value, setValue] = useState<SiteRounding>(current);
  const [wasOpen, setWasOpen] = useState(false);
  const [attempted, setAttempted] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(current);
      setAttempted(false);
    }
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    try {
      await onSave(value);
    } catch {
      // error says why; the choice stays.
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={t('vip.goods.roundingTitle')}
      description={t('vip.goods.roundingText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-rounding" variant="primary" loading={saving} disabled={value === current}>
            {t('vip.goods.roundingSave')}
          </Button>
        </>
      }
    >
      <form id="vip-rounding" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormField label={t('vip.goods.rounding')} group>
          <RadioGroup
            name="rounding"
            value={value}
            onValueChange={(next) => setValue(next as SiteRounding)}
            options={(['none', 'round', 'up'] as const).map((r) => ({ value: r, label: t(`vip.rounding.${r}`) }))}
          />
        </FormField>
        <p className="text-sm text-fg-muted">{t('vip.goods.roundingNote')}</p>
        {attempted && error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
