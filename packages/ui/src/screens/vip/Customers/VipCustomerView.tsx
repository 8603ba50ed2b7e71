import { useState, type FormEvent } from 'react';
import type { VipCustomer } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconSearch, IconUsers } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';

type Level = VipCustomer['level'];

export interface VipCustomerFilters {
  /** Login name, nickname or contact. */
  keyword: string;
  levelId: string;
  status: '' | VipCustomer['status'];
}

export const EMPTY_CUSTOMER_FILTERS: VipCustomerFilters = { keyword: '', levelId: '', status: '' };

export type CustomerChange = { customer: VipCustomer; levelId: number } | { customer: VipCustomer; status: VipCustomer['status'] };

export interface VipCustomerViewProps extends PagedListState {
  customers?: VipCustomer[];
  filters: VipCustomerFilters;
  onFiltersChange: (filters: VipCustomerFilters) => void;
  /** The levels a customer may be given (the list's `levels`). */
  levels?: Level[];
  /** A confirmed change (level or status); a returned promise keeps the dialog open until it settles (open on failure). */
  onChange: (change: CustomerChange) => unknown;
  saving?: boolean;
  saveError?: string | null;
}

/** Customers of my site (/vip/vipCustomer): level (changed with confirmation), balance, spend, orders, status (disable / enable with confirmation). */
export function VipCustomerView(props: VipCustomerViewProps) {
  const { customers, filters, onFiltersChange, levels = [], page, pageSize, total = 0, onPageChange } = props;
  const { error, onChange, saving = false, saveError } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const [leveling, setLeveling] = useState<VipCustomer | null>(null);
  const [statusOf, setStatusOf] = useState<VipCustomer | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_CUSTOMER_FILTERS);

  const search = () => {
    onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  };
  const nameOf = (c: VipCustomer) => c.nickname || c.loginName;
  const disabling = statusOf?.status === 'active';

  const columns: TableColumn<VipCustomer>[] = [
    {
      key: 'customer',
      mobile: 'title',
      title: t('vip.customer.col.customer'),
      render: (c) => (
        <span className="flex flex-col">
          <span className="font-medium text-fg">{c.nickname || c.loginName}</span>
          <span className="text-xs text-fg-muted">{c.loginName}</span>
        </span>
      ),
    },
    {
      key: 'level',
      mobile: 'meta',
      title: t('vip.customer.col.level'),
      render: (c) => (
        <span className="flex items-center gap-2">
          <Tag size="sm" tone={c.level.id > 1 ? 'primary' : 'neutral'} data-testid="level">
            {c.level.name}
          </Tag>
          <Button
            size="sm"
            variant="link"
            onClick={() => {
              setAttempted(false);
              setLeveling(c);
            }}
            aria-label={t('vip.customer.changeLevelOne', { name: nameOf(c) })}
          >
            {t('vip.customer.changeLevel')}
          </Button>
        </span>
      ),
    },
    {
      key: 'contact',
      mobile: 'meta',
      title: t('vip.customer.col.contact'),
      hideBelow: 'lg',
      render: (c) => <span className="tabular-nums">{c.contact || '—'}</span>,
    },
    {
      key: 'balance',
      mobile: 'amount',
      title: t('vip.customer.col.balance'),
      align: 'right',
      hideBelow: 'sm',
      render: (c) => <span className="tabular-nums">{formatYuan(c.balance)}</span>,
    },
    {
      key: 'spend',
      mobile: 'meta',
      title: t('vip.customer.col.spend'),
      align: 'right',
      hideBelow: 'md',
      render: (c) => <span className="tabular-nums">{formatYuan(c.totalSpend)}</span>,
    },
    {
      key: 'orders',
      mobile: 'meta',
      title: t('vip.customer.col.orders'),
      align: 'right',
      hideBelow: 'md',
      render: (c) => <span className="tabular-nums">{c.orders}</span>,
    },
    {
      key: 'registeredAt',
      mobile: 'time',
      title: t('vip.customer.col.registeredAt'),
      hideBelow: 'lg',
      render: (c) => <span className="tabular-nums">{c.registeredAt.slice(0, 10)}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('vip.customer.col.status'),
      hideBelow: 'sm',
      render: (c) => (
        <Tag size="sm" dot tone={c.status === 'active' ? 'success' : 'danger'} data-status={c.status}>
          {t(`vip.customer.status.${c.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      mobile: 'actions',
      title: t('vip.common.actions'),
      align: 'right',
      sticky: 'right',
      render: (c) => (
        <Button
          size="sm"
          variant={c.status === 'active' ? 'danger-secondary' : 'secondary'}
          onClick={() => {
            setAttempted(false);
            setStatusOf(c);
            setStatusOpen(true);
          }}
          aria-label={t(c.status === 'active' ? 'vip.customer.disableOne' : 'vip.customer.enableOne', { name: nameOf(c) })}
        >
          {t(c.status === 'active' ? 'vip.customer.disable' : 'vip.customer.enable')}
        </Button>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader icon={<IconUsers size={20} />} title={t('route.vip.vipCustomer')} subtitle={t('vip.customer.subtitle')} />
      <FilterBar
        label={t('vip.customer.filters')}
        onSubmit={search}
        resettable={filtered}
        onReset={() => onFiltersChange(EMPTY_CUSTOMER_FILTERS)}
      >
        <FilterField label={t('vip.customer.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            placeholder={t('vip.customer.keywordPlaceholder')}
            maxLength={50}
            prefix={<IconSearch />}
          />
        </FilterField>
        <FilterField label={t('vip.customer.levelFilter')}>
          <Select
            aria-label={t('vip.customer.levelFilter')}
            name="levelId"
            value={draft.levelId}
            onChange={(value) => setDraft({ ...draft, levelId: value })}
            options={[{ value: '', label: t('vip.customer.levelAll') }, ...levels.map((l) => ({ value: String(l.id), label: l.name }))]}
          />
        </FilterField>
        <FilterField label={t('vip.customer.statusFilter')}>
          <Select
            aria-label={t('vip.customer.statusFilter')}
            name="status"
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value as VipCustomerFilters['status'] })}
            options={[
              { value: '', label: t('vip.customer.statusAll') },
              { value: 'active', label: t('vip.customer.status.active') },
              { value: 'disabled', label: t('vip.customer.status.disabled') },
            ]}
          />
        </FilterField>
      </FilterBar>
      <StaleReadAlert error={error} rows={customers} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.vip.vipCustomer')}
        columns={columns}
        rowKey={(c) => String(c.id)}
        {...tableReadProps(props, customers)}
        empty={
          filtered ? (
            <EmptyState title={t('vip.customer.emptySearch')} description={t('vip.customer.emptySearchText')} />
          ) : (
            <EmptyState title={t('vip.customer.empty')} description={t('vip.customer.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
      <LevelDialog
        customer={leveling}
        levels={levels}
        onClose={() => setLeveling(null)}
        onConfirm={async (levelId) => {
          if (!leveling) return;
          setAttempted(true);
          await onChange({ customer: leveling, levelId });
          setLeveling(null);
        }}
        saving={saving}
        error={attempted ? saveError : null}
      />
      <ConfirmDialog
        open={statusOpen}
        onOpenChange={setStatusOpen}
        tone={disabling ? 'danger' : 'primary'}
        title={statusOf ? t(disabling ? 'vip.customer.disableTitle' : 'vip.customer.enableTitle', { name: nameOf(statusOf) }) : ''}
        description={
          statusOf ? t(disabling ? 'vip.customer.disableText' : 'vip.customer.enableText', { name: nameOf(statusOf) }) : undefined
        }
        confirmLabel={t(disabling ? 'vip.customer.disable' : 'vip.customer.enable')}
        onConfirm={() => {
          if (!statusOf) return undefined;
          setAttempted(true);
          return onChange({ customer: statusOf, status: disabling ? 'disabled' : 'active' });
        }}
      >
        {attempted && saveError ? (
          <Alert tone="danger" role="alert">
            {saveError}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Page>
  );
}

function LevelDialog({
  customer,
  levels,
  onClose,
  onConfirm,
  saving,
  error,
}: {
  customer: VipCustomer | null;
  levels: Level[];
  onClose: () => void;
  onConfirm: (levelId: number) => Promise<void>;
  saving: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [levelId, setLevelId] = useState('');
  const [shownFor, setShownFor] = useState<VipCustomer | null>(null);
  if (customer !== shownFor) {
    setShownFor(customer);
    if (customer) setLevelId(String(customer.level.id));
  }
  const target = levels.find((l) => String(l.id) === levelId);
  const changed = customer !== null && target !== undefined && target.id !== customer.level.id;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || !target) return;
    try {
      await onConfirm(target.id);
    } catch {
      // error says why; the choice stays.
    }
  };
  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      size="sm"
      title={t('vip.customer.levelTitle')}
      description={
        customer ? t('vip.customer.levelText', { name: customer.nickname || customer.loginName, level: customer.level.name }) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-customer-level" variant="primary" loading={saving} disabled={!changed}>
            {t('vip.customer.levelConfirm')}
          </Button>
        </>
      }
    >
      <form id="vip-customer-level" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormField label={t('vip.customer.newLevel')}>
          <Select
            name="levelId"
            value={levelId}
            onChange={setLevelId}
            options={levels.map((l) => ({ value: String(l.id), label: l.name }))}
          />
        </FormField>
        {changed && customer && target ? (
          <p className="text-sm text-fg" aria-live="polite">
            {t('vip.customer.levelChange', { from: customer.level.name, to: target.name })}
          </p>
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
