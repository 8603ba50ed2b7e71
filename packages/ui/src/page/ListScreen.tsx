import type { ReactNode } from 'react';
import { Table, type TableColumn, type TableProps } from '../components/Table/Table.tsx';
import { Page } from './Page.tsx';
import { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
import type { PageState, ReadState } from './readState.ts';
import { StaleReadAlert, tableReadProps } from './TableRead.tsx';

/** What a list screen passes on to its table besides rows, read state and paging (selection, sort …). */
export type ListTableProps<T> = Omit<
  TableProps<T>,
  'columns' | 'rows' | 'rowKey' | 'loading' | 'error' | 'onRetry' | 'retrying' | 'pagination'
>;

export interface ListScreenProps<T> extends PageHeaderProps {
  /** The page's heading; also the table's caption unless `caption` says otherwise. */
  title: string;
  caption?: string;
  /** The screen's read and paging (a list view's own props: `state={props}`); no paging without page. */
  state: ReadState & Partial<PageState>;
  /** The current page (undefined until the first answer). */
  rows: readonly T[] | null | undefined;
  columns: TableColumn<T>[];
  rowKey: TableProps<T>['rowKey'];
  /** What the table shows with no rows (a filtered list says so: 重置 is in the filter bar). */
  empty: ReactNode;
  /** The filter bar, under the header. */
  filters?: ReactNode;
  /** Between the filters and the table: tabs, a notice, a summary. */
  above?: ReactNode;
  /** More of the table's props: selection, sort, size, layout … */
  table?: ListTableProps<T>;
  /** After the table: its dialogs, a footnote. */
  children?: ReactNode;
  frame?: 'backoffice' | 'storefront';
}

/**
 * The list screen every back-office list is: the page header, the filter bar, a failed reload's alert
 * (the rows stay), the table that becomes cards on a phone with its skeleton, error and empty states,
 * and the pagination while there is more than one page; the screen's dialogs after it. The model is
 * Ant Design Pro's PageContainer with a ProTable.
 */
export function ListScreen<T>({
  title,
  subtitle,
  icon,
  actions,
  caption,
  state,
  rows,
  columns,
  rowKey,
  empty,
  filters,
  above,
  table,
  children,
  frame,
}: ListScreenProps<T>) {
  const { page, pageSize, total = 0, onPageChange } = state;
  const paged = page !== undefined && pageSize !== undefined && onPageChange !== undefined && total > pageSize;
  return (
    <Page kind="list" frame={frame}>
      <PageHeader icon={icon} title={title} subtitle={subtitle} actions={actions} />
      {filters}
      {above}
      <StaleReadAlert error={state.error} rows={rows} onRetry={state.onRetry} retrying={state.retrying} />
      <Table
        caption={caption ?? title}
        columns={columns}
        rowKey={rowKey}
        {...table}
        {...tableReadProps(state, rows)}
        empty={empty}
        pagination={paged ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
      {children}
    </Page>
  );
}
