// The phone form of Table (below 640 px): each row a card, the columns placed by their `mobile` role, the
// row's actions in its foot (a menu when there are several), selection and sorting above the list.
import { memo, type ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconMoreHorizontal } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { useRevealedCount } from '#ui/lib/useRevealedCount.ts';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import type { TableColumn, TableMobileRole, TableRowAction, TableSort } from './Table.tsx';

/** A sortable column's next order on a press: ascending, then descending, then none. */
export function nextSort(key: string, active: TableSort['direction'] | null): TableSort | null {
  if (active === null) return { key, direction: 'asc' };
  return active === 'asc' ? { key, direction: 'desc' } : null;
}

/** The role a column plays on a card: its own, or the default (first column the title, a right-sticky one the actions). */
export function roleOf<T>(column: TableColumn<T>, index: number): TableMobileRole {
  if (column.mobile) return column.mobile;
  if (column.actions || column.sticky === 'right') return 'actions';
  return index === 0 ? 'title' : 'meta';
}

/** The row's actions as buttons: in a desktop cell, or a phone card's foot when there is one. */
export function ActionButtons({ actions, size = 'sm' }: { actions: TableRowAction[]; size?: 'sm' | 'md' }) {
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      {actions.map((action) => (
        <Button
          key={action.key}
          size={size}
          variant={action.danger ? 'danger-secondary' : 'secondary'}
          icon={action.icon}
          disabled={action.disabled}
          aria-label={action.ariaLabel}
          onClick={action.onSelect}
        >
          {action.label}
        </Button>
      ))}
    </span>
  );
}

/** A phone card's actions: one stays a button; several are a menu behind one 操作 button. */
export function CardActions({ actions, name }: { actions: TableRowAction[]; name?: string }) {
  const t = useT();
  if (actions.length === 0) return null;
  if (actions.length === 1) return <ActionButtons actions={actions} size="md" />;
  return (
    <DropdownMenu
      align="end"
      items={actions.map((action) => ({
        key: action.key,
        label: action.label,
        icon: action.icon,
        danger: action.danger,
        disabled: action.disabled,
        onSelect: action.onSelect,
      }))}
      trigger={
        <Button
          variant="secondary"
          icon={<IconMoreHorizontal size={16} />}
          aria-label={name ? t('ui.table.rowActionsOf', { name }) : undefined}
        >
          {t('ui.table.rowActions')}
        </Button>
      }
    />
  );
}

export interface CardPart<T> {
  column: TableColumn<T>;
  role: TableMobileRole;
}

export interface RowCardProps<T> {
  row: T;
  index: number;
  parts: CardPart<T>[];
  cell: (row: T, column: TableColumn<T>, index: number) => ReactNode;
  /** The selection checkbox, when rows are selectable. */
  select?: ReactNode;
  selected?: boolean;
  /** Names the row (its actions menu), from the table's `rowLabel`. */
  name?: string;
}

/** One row as a card: title and amount, status and time, labelled meta lines, actions at the foot. */
export function RowCard<T>({ row, index, parts, cell, select, selected = false, name }: RowCardProps<T>) {
  const of = (role: TableMobileRole) => parts.filter((p) => p.role === role);
  const [title, ...subtitles] = of('title');
  const amounts = of('amount');
  const statuses = of('status');
  const times = of('time');
  const metas = of('meta');
  // A row with nothing to do (a cell that renders nothing) gets no foot.
  const actionNodes = of('actions')
    .map((part) =>
      part.column.actions ? (
        <CardActions key={part.column.key} actions={part.column.actions(row)} name={name} />
      ) : (
        ([part.column.key, cell(row, part.column, index)] as const)
      ),
    )
    .filter((node) => !Array.isArray(node) || (node[1] !== null && node[1] !== undefined && node[1] !== false))
    .map((node) => (Array.isArray(node) ? <span key={node[0] as string}>{node[1] as ReactNode}</span> : node));
  const show = (part: CardPart<T>) => <span key={part.column.key}>{cell(row, part.column, index)}</span>;
  return (
    <div
      className={cx(
        'flex gap-3 rounded-lg border p-3 text-sm',
        selected ? 'border-primary-line bg-primary-soft' : 'border-line bg-surface',
      )}
      data-row-card=""
    >
      {select ? <div className="-mt-0.5 shrink-0">{select}</div> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {title || amounts.length > 0 ? (
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5 font-medium break-words text-fg">
              {title ? show(title) : null}
              {subtitles.map((part) => (
                <span key={part.column.key} className="text-xs font-normal text-fg-muted">
                  {cell(row, part.column, index)}
                </span>
              ))}
            </div>
            {amounts.length > 0 ? (
              <div className="flex shrink-0 flex-col items-end gap-0.5 font-semibold whitespace-nowrap text-fg tabular-nums">
                {amounts.map(show)}
              </div>
            ) : null}
          </div>
        ) : null}
        {statuses.length > 0 || times.length > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex flex-wrap items-center gap-2">{statuses.map(show)}</span>
            <span className="flex flex-wrap items-center gap-x-2 text-xs text-fg-muted tabular-nums">{times.map(show)}</span>
          </div>
        ) : null}
        {metas.length > 0 ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            {metas.map((part) => (
              <div key={part.column.key} className="contents">
                <dt className="text-fg-muted">{part.column.title}</dt>
                <dd className="min-w-0 break-words text-fg">{cell(row, part.column, index)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {actionNodes.length > 0 ? (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-2">{actionNodes}</div>
        ) : null}
      </div>
    </div>
  );
}

/** Above the cards: select all (the header's checkbox) and the sortable columns as buttons cycling as the headers do. */
export function CardToolbar<T>({
  selectAll,
  sortable,
  sort,
  onSortChange,
  glyph,
}: {
  selectAll?: ReactNode;
  sortable: TableColumn<T>[];
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  glyph: (direction: 'asc' | 'desc' | null) => ReactNode;
}) {
  const t = useT();
  if (!selectAll && sortable.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-1 text-sm">
      {selectAll ?? <span />}
      {sortable.length > 0 ? (
        <div role="group" aria-label={t('ui.table.sortBy')} className="flex flex-wrap items-center justify-end gap-1">
          <span aria-hidden="true" className="text-fg-muted">
            {t('ui.table.sortBy')}
          </span>
          {sortable.map((column) => {
            const active = sort?.key === column.key ? sort.direction : null;
            return (
              <button
                key={column.key}
                type="button"
                aria-pressed={active !== null}
                onClick={() => onSortChange?.(nextSort(column.key, active))}
                className={cx(
                  'focus-ring inline-flex h-control-sm items-center gap-1 rounded-md border px-2.5',
                  active ? 'border-primary-line bg-primary-soft text-primary-fg' : 'border-line bg-surface text-fg hover:border-primary',
                )}
              >
                {column.title}
                <span className="sr-only">
                  {t(active === 'asc' ? 'ui.table.sortAsc' : active === 'desc' ? 'ui.table.sortDesc' : 'ui.table.sortNone')}
                </span>
                {glyph(active)}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/** Cards drawn at a time (useRevealedCount): the first group, then one more each painted frame. */
const CARD_GROUP = 4;

/**
 * A list's cards, drawn a group at a time after the first (useRevealedCount); each group is drawn once,
 * not again as the next ones come (until the table itself draws again).
 */
export function RevealedCards({ count, group }: { count: number; group: (from: number, to: number) => ReactNode }) {
  const shown = useRevealedCount(count, CARD_GROUP);
  const groups: ReactNode[] = [];
  for (let from = 0; from < shown; from += CARD_GROUP)
    groups.push(<CardGroup key={from} from={from} to={Math.min(from + CARD_GROUP, shown)} group={group} />);
  return groups;
}

const CardGroup = memo(function CardGroup({
  from,
  to,
  group,
}: {
  from: number;
  to: number;
  group: (from: number, to: number) => ReactNode;
}) {
  return group(from, to);
});
