import type { ReactNode } from 'react';
import type { TableColumn } from '../components/Table/Table.tsx';
import { cx } from '../lib/cx.ts';

export interface NumberColumnOptions<T> extends Pick<TableColumn<T>, 'mobile' | 'hideBelow' | 'width' | 'sortable'> {
  /** More classes of the figure (its weight, a tone). */
  figureClassName?: string;
  /** The figure's data-testid, for the stories that read it. */
  testId?: string;
}

/** A column of figures (an amount, a count, a percentage): right-aligned, in tabular digits. */
export function numberColumn<T>(
  key: string,
  title: ReactNode,
  value: (row: T) => ReactNode,
  { figureClassName, testId, ...column }: NumberColumnOptions<T> = {},
): TableColumn<T> {
  return {
    key,
    title,
    align: 'right',
    ...column,
    render: (row) => (
      <span className={cx(figureClassName, 'tabular-nums')} data-testid={testId}>
        {value(row)}
      </span>
    ),
  };
}
