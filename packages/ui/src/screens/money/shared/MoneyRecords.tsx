import type { ReactNode } from 'react';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { PagedTable } from '#ui/page/PagedTable.tsx';
import { SectionTitle } from './MoneyParts.tsx';

/**
 * A money screen's records under its main content (transfers, withdrawals, the fund log): the title, its
 * filters, a failed reload's alert (the rows stay), the table with its states and, past one page, paging.
 */
export function RecordsSection<T extends { id: number | string }>({
  title,
  read,
  rows,
  columns,
  empty,
  filters,
}: {
  /** The section's heading, also the table's caption. */
  title: string;
  read: PagedListState;
  /** The current page (undefined until the first answer). */
  rows: readonly T[] | null | undefined;
  columns: TableColumn<T>[];
  empty: ReactNode;
  /** Between the title and the table: tabs or a filter bar. */
  filters?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <SectionTitle>{title}</SectionTitle>
      {filters}
      <PagedTable caption={title} read={read} rows={rows} columns={columns} rowKey={(row) => String(row.id)} empty={empty} />
    </div>
  );
}

/** Tabs that filter records by one field; '' (all) is the tab `all`. */
export function FilterTabs<V extends string>({
  label,
  value,
  values,
  onChange,
  labelOf,
}: {
  label: string;
  value: V | '';
  /** The tabs in order, '' for all. */
  values: readonly (V | '')[];
  onChange: (value: V | '') => void;
  labelOf: (value: V | 'all') => string;
}) {
  return (
    <Tabs
      aria-label={label}
      value={value || 'all'}
      onValueChange={(next) => onChange(next === 'all' ? '' : (next as V))}
      items={values.map((v) => ({ value: v || 'all', label: labelOf(v || 'all') }))}
    />
  );
}

/** A filtered list with no rows offers to show all; an unfiltered one just says there is nothing yet. */
export function RecordsEmpty({
  filtered,
  title,
  text,
  filteredTitle,
  filteredText,
  onShowAll,
}: {
  filtered: boolean;
  title: string;
  text: string;
  filteredTitle: string;
  filteredText: string;
  onShowAll: () => void;
}) {
  const t = useT();
  return filtered ? (
    <EmptyState
      title={filteredTitle}
      description={filteredText}
      action={
        <Button variant="secondary" onClick={onShowAll}>
          {t('money.filter.showAll')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={title} description={text} />
  );
}
