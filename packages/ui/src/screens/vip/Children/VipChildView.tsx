import { useState, type FormEvent } from 'react';
import type { ChildSite, VipVersion } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconGlobe, IconPlus } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { useOpening } from '#ui/page/useOpening.ts';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';
import { numberColumn } from '#ui/page/numberColumn.tsx';
import { SalePwdField, salePwdProblem, timesYears, yearOptions } from '../shared/pay.tsx';

export interface VipChildFilters {
  keyword: string;
  status: '' | ChildSite['status'];
}

export const EMPTY_CHILD_FILTERS: VipChildFilters = { keyword: '', status: '' };

export interface NewChild {
  ownerLoginName: string;
  name: string;
  path: string;
  versionId: number;
  years: number;
  commissionRate: number;
  salePwd?: string;
}

export interface VipChildViewProps extends PagedListState {
  children?: ChildSite[];
  filters: VipChildFilters;
  onFiltersChange: (filters: VipChildFilters) => void;
  /** How many child sites my version allows (0: none), and the highest commission. */
  limit?: number;
  maxCommission?: number;
  /** Versions a child may get (no higher than mine). */
  versions?: Pick<VipVersion, 'id' | 'name' | 'price'>[];
  balance?: number;
  /** My sale password check is on: opening a child asks for it. */
  salePwdOn?: boolean;
  /** My site has run out: nothing can be opened until it is renewed. */
  siteExpired?: boolean;
  renewHref: string;
  onCreate: (child: NewChild) => unknown;
  creating?: boolean;
  createError?: string | null;
  onSave: (change: { id: number; status: 'active' | 'disabled'; commissionRate: number }) => unknown;
  saving?: boolean;
  saveError?: string | null;
}

const STATUS_TONE = { active: 'success', expired: 'danger', disabled: 'neutral' } as const;

/** Child sites under my site (/vip/vipChild): owner, version, expiry (expired marked), commission; open a new one. */
export function VipChildView(props: VipChildViewProps) {
  const { children, filters, onFiltersChange, limit, maxCommission = 0, total = 0 } = props;

  const t = useT();
  const { field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_CHILD_FILTERS);
  const [editing, setEditing] = useState<ChildSite | null>(null);
  const [creating, setCreating] = useState(false);
  const full = limit !== undefined && total >= limit && !filtered;
  const canOpen = limit !== undefined && limit > 0 && !full && !props.siteExpired;

  const columns: TableColumn<ChildSite>[] = [
    {
      key: 'site',
      mobile: 'title',
      title: t('vip.child.col.site'),
      render: (c) => (
        <span className="flex flex-col">
          <span className="font-medium text-fg">{c.name}</span>
          <span className="font-mono text-xs text-fg-muted">/s/{c.path}</span>
        </span>
      ),
    },
    { key: 'owner', mobile: 'meta', title: t('vip.child.col.owner'), render: (c) => c.owner },
    {
      key: 'version',
      mobile: 'meta',
      title: t('vip.child.col.version'),
      hideBelow: 'sm',
      render: (c) => (
        <Tag size="sm" tone="primary">
          {c.version}
        </Tag>
      ),
    },
    {
      key: 'expiresAt',
      mobile: 'time',
      title: t('vip.child.col.expiresAt'),
      hideBelow: 'sm',
      render: (c) =>
        c.status === 'expired' ? (
          <span className="flex flex-col items-start gap-0.5">
            <span className="text-danger-fg tabular-nums">{c.expiresAt.slice(0, 10)}</span>
            <Tag size="sm" tone="danger" data-expired="true">
              {t('vip.child.expired')}
            </Tag>
          </span>
        ) : (
          <span className="tabular-nums">{c.expiresAt.slice(0, 10)}</span>
        ),
    },
    numberColumn('commission', t('vip.child.col.commission'), (c) => t('vip.common.percent', { value: c.commissionRate }), {
      mobile: 'meta',
      hideBelow: 'md',
    }),
    numberColumn('orders', t('vip.child.col.orders'), (c) => c.orders, { mobile: 'hidden', hideBelow: 'lg' }),
    numberColumn('turnover', t('vip.child.col.turnover'), (c) => formatYuan(c.turnover), { mobile: 'amount', hideBelow: 'lg' }),
    {
      key: 'status',
      mobile: 'status',
      title: t('vip.child.col.status'),
      hideBelow: 'sm',
      render: (c) => (
        <Tag size="sm" dot tone={STATUS_TONE[c.status]} data-status={c.status}>
          {t(`vip.site.status.${c.status}`)}
        </Tag>
      ),
    },
    actionsColumn(t('vip.common.actions'), {
      render: (c) => (
        <RowButton
          icon={<IconEdit />}
          onClick={() => setEditing(c)}
          ariaLabel={t('vip.child.editOne', { name: c.name })}
          label={t('vip.goods.edit')}
        />
      ),
    }),
  ];

  return (
    <ListScreen
      icon={<IconGlobe size={20} />}
      title={t('route.vip.vipChild')}
      subtitle={t('vip.child.subtitle')}
      actions={
        <Button variant="primary" icon={<IconPlus />} onClick={() => setCreating(true)} disabled={!canOpen}>
          {t('vip.child.create')}
        </Button>
      }
      filters={
        <>
          {limit !== undefined ? (
            <p className="text-sm text-fg-muted" data-testid="child-quota">
              {limit === 0 ? t('vip.child.noneAllowed') : t('vip.child.quota', { count: total, limit, commission: maxCommission })}
            </p>
          ) : null}
          {props.siteExpired ? (
            <Alert
              tone="warning"
              action={
                <a
                  href={props.renewHref}
                  className="focus-ring rounded-xs text-sm font-medium text-warning-fg underline underline-offset-4"
                >
                  {t('vip.desktop.renewNow')}
                </a>
              }
            >
              {t('vip.child.siteExpired')}
            </Alert>
          ) : null}
          <FilterBar label={t('vip.child.filters')} {...bar}>
            <KeywordFilter label={t('vip.child.keyword')} {...field('keyword')} placeholder={t('vip.child.keywordPlaceholder')} />
            <SelectFilter
              label={t('vip.child.statusFilter')}
              {...field('status')}
              allLabel={t('vip.customer.statusAll')}
              options={(['active', 'expired', 'disabled'] as const).map((s) => ({ value: s, label: t(`vip.site.status.${s}`) }))}
            />
          </FilterBar>
        </>
      }
      state={props}
      rows={children}
      columns={columns}
      rowKey={(c) => String(c.id)}
      empty={
        filtered ? (
          <EmptyState title={t('vip.child.emptySearch')} />
        ) : (
          <EmptyState title={t('vip.child.empty')} description={t(limit === 0 ? 'vip.child.noneAllowed' : 'vip.child.emptyText')} />
        )
      }
    >
      <EditDialog
        child={editing}
        maxCommission={maxCommission}
        onClose={() => setEditing(null)}
        onSave={props.onSave}
        saving={props.saving}
        error={props.saveError}
      />
      <CreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        versions={props.versions ?? []}
        maxCommission={maxCommission}
        balance={props.balance}
        salePwdOn={props.salePwdOn ?? false}
        onCreate={async (child) => {
          await props.onCreate(child);
          setCreating(false);
        }}
        busy={props.creating}
        error={props.createError}
      />
    </ListScreen>
  );
}

function commissionProblem(text: string, max: number, t: ReturnType<typeof useT>): string | null {
  const value = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value)) return t('vip.child.commissionInvalid');
  if (Number(value) > max) return t('vip.child.commissionMax', { max });
  return null;
}

function EditDialog({
  child,
  maxCommission,
  onClose,
  onSave,
  saving = false,
  error,
}: {
  child: ChildSite | null;
  maxCommission: number;
  onClose: () => void;
  onSave: VipChildViewProps['onSave'];
  saving?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [commission, setCommission] = useState('');
  const [active, setActive] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAttempt();
  if (useOpening(child, null) && child) {
    setCommission(String(child.commissionRate));
    setActive(child.status === 'active');
    setProblem(null);
    save.reset();
  }
  const expired = child?.status === 'expired';
  const submit = async () => {
    if (!child) return;
    const why = commissionProblem(commission, maxCommission, t);
    setProblem(why);
    if (why) return;
    const commissionRate = Number(commission.trim());
    if (await save.send(() => onSave({ id: child.id, status: active ? 'active' : 'disabled', commissionRate }))) onClose();
  };
  return (
    <FormDialog
      open={child !== null}
      onClose={onClose}
      size="sm"
      title={t('vip.child.editTitle')}
      description={child ? `${child.name}（/s/${child.path}）` : undefined}
      onSubmit={submit}
      saving={saving}
      error={save.shown(error)}
    >
      {expired ? <Alert tone="warning">{t('vip.child.expiredHint')}</Alert> : null}
      <FormField label={t('vip.child.commission')} hint={t('vip.child.commissionHint', { max: maxCommission })} error={problem} required>
        <Input
          name="commissionRate"
          inputMode="decimal"
          value={commission}
          onChange={(event) => setCommission(event.target.value)}
          suffix="%"
        />
      </FormField>
      <FormField label={t('vip.child.enabled')} hint={active ? undefined : t('vip.child.disableHint')}>
        <Switch name="active" checked={active} onCheckedChange={setActive} />
      </FormField>
    </FormDialog>
  );
}

function CreateDialog({
  open,
  onClose,
  versions,
  maxCommission,
  balance,
  salePwdOn,
  onCreate,
  busy = false,
  error,
}: {
  open: boolean;
  onClose: () => void;
  versions: Pick<VipVersion, 'id' | 'name' | 'price'>[];
  maxCommission: number;
  balance?: number;
  salePwdOn: boolean;
  onCreate: (child: NewChild) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const blank = { owner: '', name: '', path: '', versionId: '', years: '1', commission: String(maxCommission), salePwd: '' };
  const [form, setForm] = useState(blank);
  const [problems, setProblems] = useState<Partial<Record<keyof typeof blank, string>>>({});
  const save = useSaveAttempt();
  if (useOpening(open, false)) {
    setForm({ ...blank, versionId: String(versions[0]?.id ?? '') });
    setProblems({});
    save.reset();
  }
  const set = (field: keyof typeof blank) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const version = versions.find((v) => String(v.id) === form.versionId);
  const years = Number(form.years);
  const cost = version ? timesYears(version.price, years) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<keyof typeof blank, string>> = {};
    if (!form.owner.trim()) found.owner = t('vip.child.ownerRequired');
    if (!form.name.trim()) found.name = t('vip.child.nameRequired');
    else if (form.name.trim().length > 30) found.name = t('vip.child.nameTooLong');
    if (!/^[a-z0-9]{3,20}$/.test(form.path.trim().toLowerCase())) found.path = t('vip.child.pathInvalid');
    if (!version) found.versionId = t('vip.child.versionRequired');
    const commission = commissionProblem(form.commission, maxCommission, t);
    if (commission) found.commission = commission;
    const salePwd = salePwdProblem(salePwdOn, form.salePwd, t);
    if (salePwd) found.salePwd = salePwd;
    setProblems(found);
    if (Object.keys(found).length > 0 || !version) return;
    await save.send(() =>
      onCreate({
        ownerLoginName: form.owner.trim(),
        name: form.name.trim(),
        path: form.path.trim().toLowerCase(),
        versionId: version.id,
        years,
        commissionRate: Number(form.commission.trim()),
        ...(salePwdOn ? { salePwd: form.salePwd } : {}),
      }),
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={t('vip.child.createTitle')}
      description={t('vip.child.createText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-child-create" variant="primary" loading={busy}>
            {cost === null ? t('vip.child.createConfirm') : t('vip.child.createPay', { amount: formatYuan(cost) })}
          </Button>
        </>
      }
    >
      <form id="vip-child-create" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('vip.child.owner')} hint={t('vip.child.ownerHint')} error={problems.owner} required className="sm:col-span-2">
          <Input
            name="ownerLoginName"
            value={form.owner}
            maxLength={30}
            autoComplete="off"
            onChange={(event) => set('owner')(event.target.value)}
          />
        </FormField>
        <FormField label={t('vip.child.name')} error={problems.name} required>
          <Input name="name" value={form.name} maxLength={30} onChange={(event) => set('name')(event.target.value)} />
        </FormField>
        <FormField label={t('vip.child.path')} hint={t('vip.child.pathHint')} error={problems.path} required>
          <Input
            name="path"
            value={form.path}
            maxLength={20}
            prefix="/s/"
            autoComplete="off"
            onChange={(event) => set('path')(event.target.value)}
          />
        </FormField>
        <FormField label={t('vip.child.version')} error={problems.versionId} required>
          <Select
            name="versionId"
            value={form.versionId}
            onChange={set('versionId')}
            options={versions.map((v) => ({
              value: String(v.id),
              label: t('vip.child.versionOption', { name: v.name, price: formatYuan(v.price) }),
            }))}
          />
        </FormField>
        <FormField label={t('vip.child.years')} required>
          <Select name="years" value={form.years} onChange={set('years')} options={yearOptions(t)} />
        </FormField>
        <FormField
          label={t('vip.child.commission')}
          hint={t('vip.child.commissionHint', { max: maxCommission })}
          error={problems.commission}
          required
        >
          <Input
            name="commissionRate"
            inputMode="decimal"
            value={form.commission}
            onChange={(event) => set('commission')(event.target.value)}
            suffix="%"
          />
        </FormField>
        {salePwdOn ? <SalePwdField value={form.salePwd} onChange={set('salePwd')} problem={problems.salePwd} /> : null}
        <div className="rounded-md border border-line bg-surface-muted px-3 py-2 text-sm text-fg sm:col-span-2" aria-live="polite">
          {version && cost !== null
            ? t('vip.child.cost', { amount: formatYuan(cost), version: version.name, price: formatYuan(version.price), years })
            : null}
          {balance !== undefined ? (
            <span className="block text-fg-muted">{t('vip.version.balance', { balance: formatYuan(balance) })}</span>
          ) : null}
        </div>
        {save.attempted && error ? (
          <Alert tone="danger" role="alert" className="sm:col-span-2">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
