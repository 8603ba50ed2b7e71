import { useState, type KeyboardEvent } from 'react';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight, IconMoreHorizontal } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { Select } from '../Select/Select.tsx';
import { pageItems } from './pageItems.ts';

export interface PaginationProps {
  /** Current page, from 1. A page the user picks shows as current at once, until this moves. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** Offer these page sizes (a select); changing the size goes back to page 1. */
  pageSizeOptions?: number[];
  /** "共 N 条" at the left (default true). */
  showTotal?: boolean;
  /** A "go to page" box. */
  showJumper?: boolean;
  /** Pages either side of the current one. */
  siblings?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Page navigation. Below the `sm` breakpoint it folds to "‹ 3 / 20 ›" so it fits a 360 px phone; the
 * "…" buttons jump five pages, as in most admin UIs.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions,
  showTotal = true,
  showJumper = false,
  siblings = 1,
  disabled = false,
  size = 'md',
  className,
}: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // The page asked for is shown as the current one at once, until `page` moves: the owner draws the next
  // page in a transition (a router navigation), and at phone speed a click changed nothing on screen for
  // 150–250 ms, the next frame having nothing new to show (`pnpm bench`'s card stock page turn).
  const [asked, setAsked] = useState<{ from: number; to: number } | null>(null);
  // Once `page` moves the ask is done with (a later return to the page it was asked from shows that page).
  if (asked !== null && asked.from !== page) setAsked(null);
  const shown = asked !== null && asked.from === page ? asked.to : page;
  const current = Math.min(Math.max(1, shown), pages);
  const go = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pages);
    if (clamped === current) return;
    setAsked({ from: page, to: clamped });
    onChange(clamped, pageSize);
  };
  const box = size === 'sm' ? 'h-7 min-w-7 text-xs' : 'h-8 min-w-8 text-sm';
  const itemClass = (active = false) =>
    cx(
      'focus-ring inline-flex items-center justify-center rounded-md px-1.5 tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-40',
      box,
      active ? 'border border-primary bg-surface font-medium text-primary-fg' : 'text-fg hover:bg-surface-strong',
    );

  return (
    <nav
      aria-label={t('ui.pagination.label')}
      className={cx('flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm', className)}
    >
      {showTotal ? <p className="text-fg-muted">{t('ui.pagination.total', { total })}</p> : <span />}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ul className="flex items-center gap-1">
          <li>
            <button
              type="button"
              className={itemClass()}
              disabled={disabled || current <= 1}
              onClick={() => go(current - 1)}
              aria-label={t('ui.pagination.prev')}
            >
              <IconChevronLeft />
            </button>
          </li>
          {pageItems(current, pages, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item} className="hidden sm:block">
                <button
                  type="button"
                  className={itemClass(item === current)}
                  disabled={disabled}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={t('ui.pagination.page', { page: item })}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className="hidden sm:block">
                <button
                  type="button"
                  className={cx(itemClass(), 'group text-fg-subtle')}
                  disabled={disabled}
                  aria-label={t(item === 'prev-more' ? 'ui.pagination.morePrev' : 'ui.pagination.moreNext')}
                  onClick={() => go(item === 'prev-more' ? current - 5 : current + 5)}
                >
                  <IconMoreHorizontal className="group-hover:hidden group-focus-visible:hidden" />
                  {item === 'prev-more' ? (
                    <IconChevronsLeft className="hidden text-primary-fg group-hover:block group-focus-visible:block" />
                  ) : (
                    <IconChevronsRight className="hidden text-primary-fg group-hover:block group-focus-visible:block" />
                  )}
                </button>
              </li>
            ),
          )}
          <li className="px-2 text-fg tabular-nums sm:hidden" aria-current="page">
            {t('ui.pagination.compact', { page: current, pages })}
          </li>
          <li>
            <button
              type="button"
              className={itemClass()}
              disabled={disabled || current >= pages}
              onClick={() => go(current + 1)}
              aria-label={t('ui.pagination.next')}
            >
              <IconChevronRight />
            </button>
          </li>
        </ul>
        {pageSizeOptions && pageSizeOptions.length > 0 ? (
          <div className="w-28">
            <Select
              size="sm"
              aria-label={t('ui.pagination.pageSize')}
              value={String(pageSize)}
              disabled={disabled}
              onChange={(value) => onChange(1, Number(value))}
              options={pageSizeOptions.map((n) => ({ value: String(n), label: t('ui.pagination.pageSizeOption', { size: n }) }))}
            />
          </div>
        ) : null}
        {showJumper ? <Jumper pages={pages} disabled={disabled} onJump={go} /> : null}
      </div>
    </nav>
  );
}

function Jumper({ pages, disabled, onJump }: { pages: number; disabled: boolean; onJump: (page: number) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const submit = () => {
    const n = Number.parseInt(text, 10);
    if (Number.isFinite(n)) onJump(n);
    setText('');
  };
  return (
    <label className="hidden items-center gap-2 text-fg-muted sm:flex">
      {t('ui.pagination.jump')}
      <input
        inputMode="numeric"
        aria-label={t('ui.pagination.jumpLabel')}
        value={text}
        disabled={disabled}
        max={pages}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') submit();
        }}
        onBlur={() => text && submit()}
        className="focus-ring h-7 w-12 rounded-md border border-line-strong bg-surface px-2 text-center text-fg hover:border-primary"
      />
    </label>
  );
}
