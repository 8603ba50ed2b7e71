import { lazy, Suspense, useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { PHONE_QUERY, useMediaQuery } from '#ui/lib/useMediaQuery.ts';
import { useOverflowOf } from '#ui/lib/useOverflow.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Pagination, type PaginationProps } from '../Pagination/Pagination.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { ActionButtons, CardToolbar, nextSort, RevealedCards, roleOf, RowCard, type CardPart } from './TableCards.tsx';
import type { VirtualBodyProps, VirtualCardsProps } from './VirtualBody.tsx';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  key: string;
  title: ReactNode;
  /** The cell; without it the cell shows `row[key]`. */
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Column width (px or any CSS length); set widths on virtualised tables so columns do not shift. */
  width?: number | string;
  /** Hide the column on narrow screens. */
  hideBelow?: 'sm' | 'md' | 'lg';
  /**
   * Let long text wrap (descriptions, addresses). By default cells stay on one line and a table wider
   * than the screen scrolls sideways, which reads better than CJK text broken every two characters.
   */
  wrap?: boolean;
  /** Keep the column visible while scrolling sideways (an actions column on the right). */
  sticky?: 'left' | 'right';
  /**
   * Where the column goes on a phone (below 640 px), where each row is a card (`TableMobileRole`).
   * Default: the first column is the title, a right-sticky column the actions, the others meta lines.
   */
  mobile?: TableMobileRole;
  /**
   * The row's actions as data: buttons in the cell on a desktop; on a phone one action stays a button and
   * several become a menu (WCAG 2.5.8: each a full-size target). Without it the cell's `render` shows.
   */
  actions?: (row: T) => TableRowAction[];
  className?: string;
}

/**
 * A column's place on a phone's card: what the row is (title, first; more title columns are lines under
 * it), how much (amount, right of the title), its status and time (the line under), other fields as
 * labelled lines (meta), the row's actions (the card's foot: a menu when there are several), or not shown.
 */
export type TableMobileRole = 'title' | 'amount' | 'status' | 'time' | 'meta' | 'actions' | 'hidden';

/** One action of a row (`TableColumn.actions`). */
export interface TableRowAction {
  key: string;
  label: string;
  /** A fuller name for screen readers ("编辑 公告 …"). */
  ariaLabel?: string;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

export interface TableVirtualOptions {
  /** Height of the scrolling body, px (default 480). */
  height?: number;
  /** Row height, px: rows are kept to one line at this height (default 44, or 36 when `size="sm"`). */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones (default 8). */
  overscan?: number;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: readonly T[];
  /** A stable key for each row: a field name or a function. */
  rowKey: (keyof T & string) | ((row: T) => string);
  /** Names the table for screen readers (visually hidden unless `showCaption`). */
  caption?: string;
  showCaption?: boolean;

  sort?: TableSort | null;
  /** Clicking a sortable header cycles ascending → descending → unsorted. The table does not sort. */
  onSortChange?: (sort: TableSort | null) => void;

  /** Row selection: the keys currently selected (they may include rows of other pages). */
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  /** Readable name of a row for its checkbox ("选择 订单 2024…"); default "select row n". */
  rowLabel?: (row: T) => string;
  isRowSelectable?: (row: T) => boolean;
  /** Bulk actions shown in a bar while rows are selected. */
  selectionActions?: ReactNode;

  /** Loading: skeleton rows when there are no rows yet, a spinner over the rows when refreshing. */
  loading?: boolean;
  skeletonRows?: number;
  /** A load failure: shown in place of the rows, with retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** What to show with no rows (default: an EmptyState saying "No data"). */
  empty?: ReactNode;

  pagination?: Omit<PaginationProps, 'className'>;
  /** Render only the visible rows: for long lists (10,000 rows scroll smoothly). */
  virtualize?: boolean | TableVirtualOptions;
  /** Limit the height and scroll the body under a sticky header. */
  maxHeight?: number | string;

  size?: 'sm' | 'md';
  /** A rounded border around the table (default true; false inside a Card with `padding="none"`). */
  framed?: boolean;
  /** Zebra stripes. */
  striped?: boolean;
  /**
   * `auto` (default): a table, and below 640 px a list of cards (one per row, `TableColumn.mobile`), so a
   * phone never scrolls a page's list sideways. `table` keeps the table at every width (a small table of
   * figures that fits a phone).
   */
  layout?: 'auto' | 'table' | 'cards';
  className?: string;
}

const HIDE = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;
/** A hidden column's <col> must go too, or its width stays reserved. */
const HIDE_COL = { sm: 'hidden sm:table-column', md: 'hidden md:table-column', lg: 'hidden lg:table-column' } as const;
/** The frame draws the outer edge: no bottom line under the last row. */
const LAST_ROW = '[&>tr:last-child>td]:border-b-0';
const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;
/** Rows drawn plainly while the virtualiser loads (a list long enough to virtualise shows its top at once). */
const ROWS_BEFORE_VIRTUAL = 20;

// The virtualiser (@tanstack/react-virtual) loads with the first virtualised table, not with every table.
const VirtualBody = lazy(() => import('./VirtualBody.tsx').then((m) => ({ default: m.VirtualBody })));
const VirtualCards = lazy(() => import('./VirtualBody.tsx').then((m) => ({ default: m.VirtualCards })));
/** A phone card's first guess of its height, px, in a virtualised list (each is measured once drawn). */
const CARD_ESTIMATE = 96;

function cellValue<T>(row: T, column: TableColumn<T>, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  if (column.actions) return <ActionButtons actions={column.actions(row)} />;
  const value = (row as Record<string, unknown>)[column.key];
  return value == null ? '' : (value as ReactNode);
}

/**
 * A data table: sortable headers (aria-sort), row selection with a select-all that knows "some",
 * loading skeleton, empty and error states, pagination, sticky header, and virtualised rows for long
 * lists. Presentational: it reports sort, selection and page changes and shows what it is given.
 */
export function Table<T>(props: TableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    caption,
    showCaption = false,
    sort,
    onSortChange,
    selectedKeys,
    onSelectionChange,
    rowLabel,
    isRowSelectable,
    selectionActions,
    loading = false,
    skeletonRows = 5,
    error,
    onRetry,
    retrying,
    empty,
    pagination,
    virtualize,
    maxHeight,
    size = 'md',
    framed = true,
    striped = false,
    layout = 'auto',
    className,
  } = props;
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const asCards = layout === 'cards' || (layout === 'auto' && phone);
  // The scrolling element: in state for the virtualiser only, which must render again once it exists;
  // other tables keep it in a ref, so its arrival does not draw every row a second time.
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const isVirtual = Boolean(virtualize);
  const attachScroller = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      if (isVirtual) setScrollElement(node);
    },
    [isVirtual],
  );
  // Whether it overflows matters where it can: a table's box, a virtualised list's; a plain list of
  // cards grows with its content and is never measured.
  const scrollable = useOverflowOf(scrollRef, asCards ? isVirtual && 'cards' : 'table');
  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  const selectable = Boolean(onSelectionChange);
  const selected = new Set(selectedKeys ?? []);
  const selectableRows = selectable ? rows.filter((r) => !isRowSelectable || isRowSelectable(r)) : [];
  const selectedHere = selectableRows.filter((r) => selected.has(keyOf(r))).length;
  const allHere = selectableRows.length > 0 && selectedHere === selectableRows.length;
  const virtual = virtualize ? (virtualize === true ? {} : virtualize) : null;
  const rowHeight = virtual?.rowHeight ?? (size === 'sm' ? 36 : 44);
  const colCount = columns.length + (selectable ? 1 : 0);
  const cellPad = size === 'sm' ? 'px-3 py-2' : 'px-4 py-3';
  const showRows = !error && rows.length > 0;
  const showSkeleton = !error && loading && rows.length === 0;

  const toggleAll = (checked: boolean) => {
    const here = new Set(selectableRows.map(keyOf));
    const others = [...selected].filter((k) => !here.has(k));
    onSelectionChange?.(checked ? [...others, ...here] : others);
  };
  const toggleRow = (key: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onSelectionChange?.([...next]);
  };

  const stickyClass = (column: TableColumn<T>) =>
    column.sticky === 'right'
      ? 'sticky right-0 z-[1] bg-inherit shadow-[inset_1px_0_0_var(--ui-line)]'
      : column.sticky === 'left'
        ? 'sticky left-0 z-[1] bg-inherit shadow-[inset_-1px_0_0_var(--ui-line)]'
        : '';

  const renderRow = (row: T, index: number, style?: CSSProperties) => {
    const key = keyOf(row);
    const isSelected = selected.has(key);
    const canSelect = !isRowSelectable || isRowSelectable(row);
    return (
      <tr
        key={key}
        style={style}
        aria-rowindex={virtual ? index + 2 : undefined}
        className={cx(
          // Virtualised rows move under a still pointer while scrolling: no hover transition to run on each.
          'bg-surface hover:bg-surface-muted',
          !virtual && 'transition-colors',
          striped && 'even:bg-surface-muted/60',
          isSelected && 'bg-primary-soft hover:bg-primary-soft',
        )}
      >
        {selectable ? (
          <td className={cx('w-10 border-b border-line pr-0', size === 'sm' ? 'pl-3' : 'pl-4')}>
            <Checkbox
              className="align-middle"
              checked={isSelected}
              disabled={!canSelect}
              onCheckedChange={(checked) => toggleRow(key, checked)}
              aria-label={rowLabel ? t('ui.table.selectRowLabel', { label: rowLabel(row) }) : t('ui.table.selectRow', { index: index + 1 })}
            />
          </td>
        ) : null}
        {columns.map((column) => (
          <td
            key={column.key}
            className={cx(
              cellPad,
              'border-b border-line text-fg',
              ALIGN[column.align ?? 'left'],
              column.hideBelow && HIDE[column.hideBelow],
              virtual ? 'overflow-hidden text-ellipsis whitespace-nowrap' : !column.wrap && 'whitespace-nowrap',
              stickyClass(column),
              column.className,
            )}
          >
            {cellValue(row, column, index)}
          </td>
        ))}
      </tr>
    );
  };

  const selectionBar =
    selectable && selected.size > 0 ? (
      <div
        className={cx(
          'flex flex-wrap items-center gap-3 border-b border-primary-line bg-primary-soft px-4 py-2 text-sm',
          asCards && 'rounded-lg border',
        )}
      >
        <span className="font-medium text-primary-fg" aria-live="polite">
          {t('ui.table.selected', { count: selected.size })}
        </span>
        <Button variant="link" size="sm" onClick={() => onSelectionChange?.([])}>
          {t('ui.table.clearSelection')}
        </Button>
        {selectionActions ? <div className="ml-auto flex flex-wrap gap-2">{selectionActions}</div> : null}
      </div>
    ) : null;

  if (asCards) {
    // A phone: one card per row, no sideways scrolling. Selection and sorting sit above the cards, each
    // checkbox is a 24 px target (WCAG 2.5.8).
    const parts: CardPart<T>[] = columns.map((column, i) => ({ column, role: roleOf(column, i) })).filter((p) => p.role !== 'hidden');
    const sortable = columns.filter((c) => c.sortable);
    const renderCard = (row: T, index: number) => {
      const key = keyOf(row);
      const canSelect = !isRowSelectable || isRowSelectable(row);
      return (
        <RowCard
          row={row}
          index={index}
          parts={parts}
          cell={cellValue}
          selected={selected.has(key)}
          name={rowLabel?.(row)}
          select={
            selectable ? (
              <Checkbox
                size="lg"
                checked={selected.has(key)}
                disabled={!canSelect}
                onCheckedChange={(checked) => toggleRow(key, checked)}
                aria-label={
                  rowLabel ? t('ui.table.selectRowLabel', { label: rowLabel(row) }) : t('ui.table.selectRow', { index: index + 1 })
                }
              />
            ) : undefined
          }
        />
      );
    };
    const listLabel = caption ? { 'aria-label': caption } : {};
    return (
      // A cell's `data-table-only` part repeats, for a table narrower than its columns, what a card shows anyway.
      <div
        className={cx('flex min-w-0 flex-col gap-2 [&_[data-table-only]]:hidden', !framed && 'p-3', className)}
        data-table-layout="cards"
      >
        {selectionBar}
        <CardToolbar
          selectAll={
            selectable ? (
              <Checkbox
                size="lg"
                label={t('ui.table.selectAll')}
                checked={allHere}
                indeterminate={selectedHere > 0 && !allHere}
                disabled={selectableRows.length === 0}
                onCheckedChange={toggleAll}
              />
            ) : undefined
          }
          sortable={sortable}
          sort={sort}
          onSortChange={onSortChange}
          glyph={(direction) => <SortGlyph direction={direction} />}
        />
        <div
          ref={attachScroller}
          className={cx('relative min-w-0', virtual && 'overflow-y-auto overscroll-contain')}
          // A height, not a maximum: the virtualiser draws what fits the box, so the box must not wait for its content.
          style={virtual ? { height: virtual.height ?? 480 } : undefined}
          // A virtualised list scrolls in its own box: keyboard users reach it (as the table's).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={virtual && scrollable ? 0 : undefined}
          {...(virtual && caption ? { role: 'region', 'aria-label': caption } : {})}
        >
          {showSkeleton ? (
            <>
              <ul aria-busy="true" className="flex flex-col gap-2" {...listLabel}>
                {Array.from({ length: Math.min(skeletonRows, 3) }, (_, i) => (
                  <li key={i} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
                    <Skeleton shape="text" width="60%" />
                    <Skeleton shape="text" width="40%" />
                    <Skeleton shape="text" width="80%" />
                  </li>
                ))}
              </ul>
              <span role="status" className="sr-only">
                {t('ui.table.loading')}
              </span>
            </>
          ) : showRows ? (
            <ul aria-busy={loading || undefined} {...listLabel}>
              {virtual ? (
                <Suspense
                  fallback={rows.slice(0, ROWS_BEFORE_VIRTUAL).map((row, index) => (
                    <li key={keyOf(row)} className="pb-2">
                      {renderCard(row, index)}
                    </li>
                  ))}
                >
                  <VirtualCards
                    rows={rows as readonly unknown[]}
                    estimate={CARD_ESTIMATE}
                    overscan={virtual.overscan ?? 8}
                    scrollElement={scrollElement}
                    renderCard={renderCard as VirtualCardsProps<unknown>['renderCard']}
                    keyOf={keyOf as VirtualCardsProps<unknown>['keyOf']}
                  />
                </Suspense>
              ) : (
                // A card out of sight is laid out and painted only when it comes near the screen (its height
                // guessed until then, and remembered once drawn): on the card stock at 4× CPU the frames adding
                // the groups after the first took 80–120 ms each, laying out the whole list, and 27–47 ms now
                //.
                <RevealedCards
                  count={rows.length}
                  group={(from, to) =>
                    rows.slice(from, to).map((row, i) => (
                      <li key={keyOf(row)} className="pb-2 [contain-intrinsic-size:auto_12rem] [content-visibility:auto] last:pb-0">
                        {renderCard(row, from + i)}
                      </li>
                    ))
                  }
                />
              )}
            </ul>
          ) : (
            <div className="rounded-lg border border-line bg-surface">
              {error ? (
                <ErrorState size="sm" title={t('ui.table.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
              ) : (
                (empty ?? <EmptyState size="sm" title={t('ui.table.empty')} />)
              )}
            </div>
          )}
          {loading && rows.length > 0 && !error ? (
            <div className="absolute inset-0 z-[3] flex items-center justify-center bg-surface/60">
              <Spinner size={24} className="text-primary" label={t('ui.table.loading')} />
            </div>
          ) : null}
        </div>
        {pagination ? <Pagination {...pagination} className="rounded-lg border border-line bg-surface px-3 py-2" /> : null}
      </div>
    );
  }

  const scrollStyle: CSSProperties | undefined = virtual
    ? { height: virtual.height ?? 480 }
    : maxHeight !== undefined
      ? { maxHeight }
      : undefined;

  return (
    <div className={cx('flex min-w-0 flex-col', framed && 'overflow-hidden rounded-lg border border-line bg-surface', className)}>
      {selectionBar}
      <div
        ref={attachScroller}
        className={cx(
          'focus-ring-inset relative min-w-0 overflow-auto',
          (virtual || maxHeight !== undefined) && 'overscroll-contain',
          // An opaque scroller lets the browser scroll it on the compositor (no repaint per frame on
          // low-DPI screens), which keeps long virtualised lists smooth.
          virtual && 'bg-surface [will-change:scroll-position]',
        )}
        style={scrollStyle}
        // When it scrolls, keyboard users can focus it to scroll with the arrow keys (WCAG 2.1.1, axe
        // scrollable-region-focusable); it is a tab stop only while its content overflows.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrollable ? 0 : undefined}
        {...(caption ? { role: 'region', 'aria-label': caption } : {})}
      >
        <table
          className={cx('w-full border-separate border-spacing-0 text-sm', virtual && 'table-fixed')}
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          {caption ? (
            <caption className={showCaption ? 'px-4 py-3 text-left text-base font-semibold text-fg' : 'sr-only'}>{caption}</caption>
          ) : null}
          {columns.some((c) => c.width !== undefined) || selectable ? (
            <colgroup>
              {selectable ? <col style={{ width: size === 'sm' ? 40 : 48 }} /> : null}
              {columns.map((c) => (
                <col
                  key={c.key}
                  className={c.hideBelow && HIDE_COL[c.hideBelow]}
                  style={c.width !== undefined ? { width: c.width } : undefined}
                />
              ))}
            </colgroup>
          ) : null}
          <thead className={cx((virtual || maxHeight !== undefined) && 'sticky top-0 z-[2]')}>
            <tr aria-rowindex={virtual ? 1 : undefined} className="bg-surface-muted">
              {selectable ? (
                <th scope="col" className={cx('w-10 border-b border-line bg-surface-muted pr-0', size === 'sm' ? 'pl-3' : 'pl-4')}>
                  <Checkbox
                    className="align-middle"
                    checked={allHere}
                    indeterminate={selectedHere > 0 && !allHere}
                    disabled={selectableRows.length === 0}
                    onCheckedChange={toggleAll}
                    aria-label={t('ui.table.selectAll')}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const active = sort?.key === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none') : undefined}
                    className={cx(
                      'border-b border-line bg-surface-muted font-medium whitespace-nowrap text-fg',
                      cellPad,
                      ALIGN[column.align ?? 'left'],
                      column.hideBelow && HIDE[column.hideBelow],
                      stickyClass(column),
                      column.className,
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={() => onSortChange?.(nextSort(column.key, active))}
                        className={cx(
                          'focus-ring -mx-1 inline-flex items-center gap-1 rounded-sm px-1 font-medium hover:text-primary-fg',
                          column.align === 'right' && 'flex-row-reverse',
                        )}
                      >
                        {column.title}
                        <SortGlyph direction={active} />
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {showSkeleton ? (
            <tbody>
              {Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i}>
                  {Array.from({ length: colCount }, (_, j) => (
                    <td key={j} className={cx(cellPad, 'border-b border-line')}>
                      <Skeleton shape="text" width={j === 0 && selectable ? 16 : `${55 + ((i * 7 + j * 13) % 40)}%`} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : showRows ? (
            virtual ? (
              <Suspense
                fallback={
                  // The top rows at once, and the list's full height so it scrolls as it will.
                  <tbody className={LAST_ROW}>
                    {rows.slice(0, ROWS_BEFORE_VIRTUAL).map((row, index) => renderRow(row, index, { height: rowHeight }))}
                    {rows.length > ROWS_BEFORE_VIRTUAL ? (
                      <tr aria-hidden="true">
                        <td colSpan={colCount} style={{ height: (rows.length - ROWS_BEFORE_VIRTUAL) * rowHeight, padding: 0, border: 0 }} />
                      </tr>
                    ) : null}
                  </tbody>
                }
              >
                <VirtualBody
                  className={LAST_ROW}
                  rows={rows as readonly unknown[]}
                  rowHeight={rowHeight}
                  overscan={virtual.overscan ?? 8}
                  scrollElement={scrollElement}
                  colCount={colCount}
                  renderRow={renderRow as VirtualBodyProps<unknown>['renderRow']}
                />
              </Suspense>
            ) : (
              <tbody className={LAST_ROW}>{rows.map((row, index) => renderRow(row, index))}</tbody>
            )
          ) : (
            <tbody>
              <tr>
                <td colSpan={colCount} className="bg-surface">
                  {error ? (
                    <ErrorState size="sm" title={t('ui.table.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
                  ) : (
                    (empty ?? <EmptyState size="sm" title={t('ui.table.empty')} />)
                  )}
                </td>
              </tr>
            </tbody>
          )}
        </table>
        {loading && rows.length > 0 && !error ? (
          <div className="absolute inset-0 z-[3] flex items-center justify-center bg-surface/60">
            <Spinner size={24} className="text-primary" label={t('ui.table.loading')} />
          </div>
        ) : null}
        {showSkeleton ? (
          <span role="status" className="sr-only">
            {t('ui.table.loading')}
          </span>
        ) : null}
      </div>
      {pagination ? <Pagination {...pagination} className={cx('px-4 py-3', (framed || showRows) && 'border-t border-line')} /> : null}
    </div>
  );
}

function SortGlyph({ direction }: { direction: SortDirection | null }) {
  return (
    <svg width="8" height="12" viewBox="0 0 8 12" aria-hidden="true" focusable="false" className="shrink-0">
      <path d="M4 0.5 7.5 4.5h-7Z" className={direction === 'asc' ? 'fill-primary' : 'fill-line-strong'} />
      <path d="M4 11.5 0.5 7.5h7Z" className={direction === 'desc' ? 'fill-primary' : 'fill-line-strong'} />
    </svg>
  );
}
