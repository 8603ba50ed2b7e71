import type { ReactNode } from 'react';
import { Table, type TableColumn, type TableProps } from '../components/Table/Table.tsx';
import type { PagedListState } from './readState.ts';
import { StaleReadAlert, tableReadProps } from './TableRead.tsx';

export interface PagedTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  /** The list's read and paging (records beside a screen's main content: `read={records}`). */
  read: PagedListState;
  /** The current page (undefined until the first answer). */
  rows: readonly T[] | null | undefined;
  columns: TableColumn<T>[];
  rowKey: TableProps<T>['rowKey'];
  empty: ReactNode;
}

/**
 * A server-paged table inside a screen (a section's records, a tab's list): a failed reload's alert
 * above it (the rows stay), the table with its skeleton, error and empty states, and the pagination
 * while there is more than one page. A whole list page is `ListScreen`.
 */
export function PagedTable<T>({ caption, read, rows, columns, rowKey, empty }: PagedTableProps<T>) {
  const { page, pageSize, total = 0, onPageChange } = read;
  return (
    <>
      <StaleReadAlert error={read.error} rows={rows} onRetry={read.onRetry} retrying={read.retrying} />
      <Table
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        {...tableReadProps(read, rows)}
        empty={empty}
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
    </>
  );
}
