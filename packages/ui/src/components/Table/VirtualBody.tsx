// A virtualised table body (Table's `virtualize`), in a module of its own so @tanstack/react-virtual loads
// with the first long list, not with every table.
import type { CSSProperties, ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualBodyProps<T> {
  className?: string;
  rows: readonly T[];
  rowHeight: number;
  overscan: number;
  scrollElement: HTMLDivElement | null;
  colCount: number;
  renderRow: (row: T, index: number, style?: CSSProperties) => ReactNode;
}

/** The rows in view (plus overscan) of a scrolled list, and the heights of the spacers before and after them. */
function useVirtualRows(count: number, estimate: number, overscan: number, scrollElement: HTMLDivElement | null) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself on scroll.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimate,
    overscan,
    // Where the list already is: it may have been scrolled while this module loaded (Table's fallback
    // keeps the full height).
    initialOffset: () => scrollElement?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? (items[0]?.start ?? 0) : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return { virtualizer, items, before, after };
}

/** Only the rows in view (plus overscan), between two spacer rows that keep the scroll height. */
export function VirtualBody<T>({ className, rows, rowHeight, overscan, scrollElement, colCount, renderRow }: VirtualBodyProps<T>) {
  const { items, before, after } = useVirtualRows(rows.length, rowHeight, overscan, scrollElement);
  return (
    <tbody className={className}>
      {before > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={colCount} style={{ height: before, padding: 0, border: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row, item.index, { height: rowHeight });
      })}
      {after > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={colCount} style={{ height: after, padding: 0, border: 0 }} />
        </tr>
      ) : null}
    </tbody>
  );
}

export interface VirtualCardsProps<T> {
  rows: readonly T[];
  /** A first guess of a card's height, px; each card is measured once drawn. */
  estimate: number;
  overscan: number;
  scrollElement: HTMLDivElement | null;
  renderCard: (row: T, index: number) => ReactNode;
  keyOf: (row: T) => string;
}

/** The phone form of a virtualised table: only the cards in view, measured (their heights vary), between two spacers. */
export function VirtualCards<T>({ rows, estimate, overscan, scrollElement, renderCard, keyOf }: VirtualCardsProps<T>) {
  const { virtualizer, items, before, after } = useVirtualRows(rows.length, estimate, overscan, scrollElement);
  return (
    <>
      {before > 0 ? <li aria-hidden="true" style={{ height: before }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : (
          <li key={keyOf(row)} data-index={item.index} ref={virtualizer.measureElement} className="pb-2">
            {renderCard(row, item.index)}
          </li>
        );
      })}
      {after > 0 ? <li aria-hidden="true" style={{ height: after }} /> : null}
    </>
  );
}
