import { useState } from 'react';
import type { VipGoods, VipSite } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconEye, IconEyeOff, IconPackage, IconPlus, IconTag, IconTrash } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { DirectoryFilter, type DirectoryOption } from '../shared/DirectoryFilter.tsx';
import { MarkupField, PricePreview, useMarkupInput, type PreviewPrices } from '../shared/markup.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { GoodsCell } from '#ui/page/GoodsCell.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { useOpening } from '#ui/page/useOpening.ts';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';
import { numberColumn } from '#ui/page/numberColumn.tsx';

export type SiteRounding = VipSite['rounding'];

export interface VipGoodsFilters {
  keyword: string;
  /** A main directory id (its sub-directories included), '' for all. */
  dirId: string;
  /** '1' on sale on my site, '0' hidden, '' both. */
  visible: '' | '1' | '0';
}

export const EMPTY_GOODS_FILTERS: VipGoodsFilters = { keyword: '', dirId: '', visible: '' };

export type { DirectoryOption };

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
  const { goods, filters, onFiltersChange, directories = [], rounding, previewPrices, marketHref, onNavigate } = props;
  const t = useT();
  const { draft, set, field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_GOODS_FILTERS);
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
        <GoodsCell cover={row.cover} name={row.ownName || row.name} nameTestId="goods-name">
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
        </GoodsCell>
      ),
    },
    numberColumn('cost', t('vip.goods.col.cost'), (row) => formatYuan(row.cost), { mobile: 'meta', hideBelow: 'md' }),
    numberColumn('retail', t('vip.goods.col.retail'), (row) => formatYuan(row.retail), { mobile: 'hidden', hideBelow: 'lg' }),
    numberColumn('markup', t('vip.goods.col.markup'), (row) => t('vip.common.percent', { value: row.markupPercent }), {
      mobile: 'meta',
      testId: 'markup',
    }),
    numberColumn('memberPrice', t('vip.goods.col.memberPrice'), (row) => formatYuan(row.memberPrice), {
      mobile: 'meta',
      figureClassName: 'font-medium text-fg',
      testId: 'member-price',
    }),
    numberColumn('price', t('vip.goods.col.visitorPrice'), (row) => formatYuan(row.price), {
      mobile: 'amount',
      figureClassName: 'font-medium text-fg',
      testId: 'visitor-price',
    }),
    numberColumn('stock', t('vip.goods.col.stock'), (row) => row.stock, { mobile: 'meta', hideBelow: 'lg' }),
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
    actionsColumn(t('vip.common.actions'), {
      render: (row) => (
        <RowButton
          icon={<IconEdit />}
          onClick={() => setEditing(row)}
          ariaLabel={t('vip.goods.editOne', { name: row.ownName || row.name })}
          label={t('vip.goods.edit')}
        />
      ),
    }),
  ];

  return (
    <ListScreen
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
      filters={
        <>
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
          <FilterBar label={t('vip.goods.filters')} {...bar}>
            <KeywordFilter label={t('vip.goods.keyword')} {...field('keyword')} placeholder={t('vip.goods.keywordPlaceholder')} />
            <DirectoryFilter value={draft.dirId} onChange={(value) => set('dirId', value)} directories={directories} />
            <SelectFilter
              label={t('vip.goods.visibleFilter')}
              {...field('visible')}
              allLabel={t('vip.goods.visibleAll')}
              options={[
                { value: '1', label: t('vip.goods.visibleOn') },
                { value: '0', label: t('vip.goods.visibleOff') },
              ]}
            />
          </FilterBar>
        </>
      }
      state={props}
      rows={goods}
      columns={columns}
      rowKey={(row) => String(row.id)}
      table={{
        selectedKeys: selected,
        onSelectionChange: setSelected,
        rowLabel: (row) => row.ownName || row.name,
        selectionActions: (
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
        ),
      }}
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
    >
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
    </ListScreen>
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
  const markup = useMarkupInput();
  const [visible, setVisible] = useState(true);
  const save = useSaveAttempt();
  // A new goods opened: the form starts from its values (and keeps what was typed after a refusal).
  if (goods && goods.id !== shownId) {
    setShownId(goods.id);
    setOwnName(goods.ownName);
    markup.reset(String(goods.markupPercent));
    setVisible(goods.visible);
    save.reset();
  }
  const close = () => {
    setShownId(null);
    onClose();
  };
  const submit = async () => {
    if (!goods) return;
    const markupPercent = markup.check();
    if (markupPercent === null) return;
    if (await save.send(() => onSave({ id: goods.id, ownName: ownName.trim(), markupPercent, visible }))) close();
  };
  return (
    <FormDialog
      open={goods !== null}
      onClose={close}
      title={t('vip.goods.dialogTitle')}
      description={goods ? goods.name : undefined}
      onSubmit={submit}
      saving={saving}
      error={save.shown(saveError)}
    >
      {goods ? (
        <>
          <FormField label={t('vip.goods.ownName')} hint={t('vip.goods.ownNameHint')} optional>
            <Input
              name="ownName"
              value={ownName}
              maxLength={60}
              placeholder={goods.name}
              onChange={(event) => setOwnName(event.target.value)}
            />
          </FormField>
          <MarkupField {...markup.field} hint={t('vip.goods.markupHint')} />
          <PricePreview goods={goods} markup={markup.value} previewPrices={previewPrices} />
          <FormField label={t('vip.goods.visible')} hint={goods.goodsStatus === 'off' ? t('vip.goods.mainOffHint') : undefined}>
            <Switch
              name="visible"
              checked={visible}
              onCheckedChange={setVisible}
              disabled={goods.goodsStatus === 'off' && !goods.visible}
            />
          </FormField>
        </>
      ) : null}
    </FormDialog>
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
  const markup = useMarkupInput();
  const submit = async () => {
    const markupPercent = markup.check();
    if (markupPercent === null) return;
    try {
      await onConfirm(markupPercent);
      markup.reset('');
    } catch {
      // error says why; the value stays.
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('vip.goods.batchMarkupTitle')}
      description={t('vip.goods.batchMarkupText', { count })}
      onSubmit={submit}
      saving={busy}
      error={error}
      submitLabel={t('vip.goods.batchMarkupConfirm', { count })}
      formClassName="gap-3"
    >
      <MarkupField {...markup.field} hint={t('vip.goods.markupHint')} />
      {samples.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-fg-muted">{t('vip.goods.batchPreview')}</p>
          {samples.map((goods) => (
            <PricePreview
              key={goods.id}
              goods={{ ...goods, name: goods.ownName || goods.name }}
              markup={markup.value}
              previewPrices={previewPrices}
            />
          ))}
        </div>
      ) : null}
    </FormDialog>
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
  const save = useSaveAttempt();
  if (useOpening(open, false)) {
    setValue(current);
    save.reset();
  }
  const submit = () => save.send(() => onSave(value));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('vip.goods.roundingTitle')}
      description={t('vip.goods.roundingText')}
      onSubmit={submit}
      saving={saving}
      error={save.shown(error)}
      submitLabel={t('vip.goods.roundingSave')}
      submitDisabled={value === current}
      formClassName="gap-3"
    >
      <FormField label={t('vip.goods.rounding')} group>
        <RadioGroup
          name="rounding"
          value={value}
          onValueChange={(next) => setValue(next as SiteRounding)}
          options={(['none', 'round', 'up'] as const).map((r) => ({ value: r, label: t(`vip.rounding.${r}`) }))}
        />
      </FormField>
      <p className="text-sm text-fg-muted">{t('vip.goods.roundingNote')}</p>
    </FormDialog>
  );
}
