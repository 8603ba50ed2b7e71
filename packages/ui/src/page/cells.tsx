import type { ReactNode } from 'react';
import type { TableColumn } from '../components/Table/Table.tsx';
import { cx } from '../lib/cx.ts';
import { formatYuan } from '../lib/format.ts';

export interface YuanColumnOptions {
  /** The row's own sum: bold, and the amount beside a phone card's title. */
  main?: boolean;
  hideBelow?: TableColumn<unknown>['hideBelow'];
  /** The figure's colour (a profit in green …). */
  className?: string;
  /** The figure's test id. */
  testId?: string;
}

/** A column of a sum in yuan: right-aligned, its figures of one width so that the column lines up. */
export function yuanColumn<T>(key: string, title: ReactNode, amount: (row: T) => number, options: YuanColumnOptions = {}): TableColumn<T> {
  const { main = false, hideBelow, className, testId } = options;
  return {
    key,
    mobile: main ? 'amount' : 'meta',
    title,
    align: 'right',
    ...(hideBelow ? { hideBelow } : {}),
    render: (row) => (
      <span className={cx(main && 'font-medium', className, 'tabular-nums')} data-testid={testId}>
        {formatYuan(amount(row))}
      </span>
    ),
  };
}

export interface TwoLineCellProps {
  /** The first line: what the row is (an order number, a goods name …). */
  first: ReactNode;
  firstClassName?: string;
  /** The muted line under it (its time, its goods …). */
  children: ReactNode;
  className?: string;
}

/** A cell of two lines: what the row is, and a small muted line of detail under it. */
export function TwoLineCell({ first, firstClassName, children, className }: TwoLineCellProps) {
  return (
    <span className="flex flex-col">
      <span className={firstClassName}>{first}</span>
      <span className={cx(className, 'text-xs text-fg-muted')}>{children}</span>
    </span>
  );
}
