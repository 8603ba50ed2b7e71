import { useState } from 'react';
import type { VipCustomer } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconUsers } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { useOpening } from '#ui/page/useOpening.ts';
import { numberColumn } from '#ui/page/numberColumn.tsx';

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
  const { customers, filters, onFiltersChange, levels = [] } = props;
  const { onChange, saving = false, saveError } = props;
  const t = useT();
  const { field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_CUSTOMER_FILTERS);
  const [leveling, setLeveling] = useState<VipCustomer | null>(null);
  const [statusOf, setStatusOf] = useState<VipCustomer | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const [attempted, setAttempted] = useState(false);

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
    numberColumn('balance', t('vip.customer.col.balance'), (c) => formatYuan(c.balance), { mobile: 'amount', hideBelow: 'sm' }),
    numberColumn('spend', t('vip.customer.col.spend'), (c) => formatYuan(c.totalSpend), { mobile: 'meta', hideBelow: 'md' }),
    numberColumn('orders', t('vip.customer.col.orders'), (c) => c.orders, { mobile: 'meta', hideBelow: 'md' }),
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
    actionsColumn(t('vip.common.actions'), {
      render: (c) => (
        <RowButton
          variant={c.status === 'active' ? 'danger-secondary' : 'secondary'}
          onClick={() => {
            setAttempted(false);
            setStatusOf(c);
            setStatusOpen(true);
          }}
          ariaLabel={t(c.status === 'active' ? 'vip.customer.disableOne' : 'vip.customer.enableOne', { name: nameOf(c) })}
          label={t(c.status === 'active' ? 'vip.customer.disable' : 'vip.customer.enable')}
        />
      ),
    }),
  ];

  return (
    <ListScreen
      icon={<IconUsers size={20} />}
      title={t('route.vip.vipCustomer')}
      subtitle={t('vip.customer.subtitle')}
      filters={
        <FilterBar label={t('vip.customer.filters')} {...bar}>
          <KeywordFilter label={t('vip.customer.keyword')} {...field('keyword')} placeholder={t('vip.customer.keywordPlaceholder')} />
          <SelectFilter
            label={t('vip.customer.levelFilter')}
            {...field('levelId')}
            allLabel={t('vip.customer.levelAll')}
            options={levels.map((l) => ({ value: String(l.id), label: l.name }))}
          />
          <SelectFilter
            label={t('vip.customer.statusFilter')}
            {...field('status')}
            allLabel={t('vip.customer.statusAll')}
            options={[
              { value: 'active', label: t('vip.customer.status.active') },
              { value: 'disabled', label: t('vip.customer.status.disabled') },
            ]}
          />
        </FilterBar>
      }
      state={props}
      rows={customers}
      columns={columns}
      rowKey={(c) => String(c.id)}
      empty={
        filtered ? (
          <EmptyState title={t('vip.customer.emptySearch')} description={t('vip.customer.emptySearchText')} />
        ) : (
          <EmptyState title={t('vip.customer.empty')} description={t('vip.customer.emptyText')} />
        )
      }
    >
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
    </ListScreen>
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
  if (useOpening(customer, null) && customer) setLevelId(String(customer.level.id));
  const target = levels.find((l) => String(l.id) === levelId);
  const changed = customer !== null && target !== undefined && target.id !== customer.level.id;
  const submit = async () => {
    if (!changed || !target) return;
    try {
      await onConfirm(target.id);
    } catch {
      // error says why; the choice stays.
    }
  };
  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      size="sm"
      title={t('vip.customer.levelTitle')}
      description={
        customer ? t('vip.customer.levelText', { name: customer.nickname || customer.loginName, level: customer.level.name }) : undefined
      }
      onSubmit={submit}
      saving={saving}
      error={error}
      submitLabel={t('vip.customer.levelConfirm')}
      submitDisabled={!changed}
      formClassName="gap-3"
    >
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
    </FormDialog>
  );
}
