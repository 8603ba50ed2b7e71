import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '#ui/lib/cx.ts';
import { useControllableState } from '#ui/lib/useControllableState.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A count or badge after the label (e.g. the number of orders in that status). */
  extra?: ReactNode;
  disabled?: boolean;
  /** The panel. Leave every item without content to use the tabs as a filter bar over one view. */
  content?: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `line`: underlined (page sections); `card`: boxed; `segment`: a compact pill switch. */
  variant?: 'line' | 'card' | 'segment';
  size?: 'sm' | 'md';
  /** Names the tab list for screen readers. */
  'aria-label'?: string;
  /** Extra content at the right end of the bar (a button, a search). */
  extra?: ReactNode;
  className?: string;
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: ←/→ move and select, Home/End jump, disabled tabs are
 * skipped; only the selected tab is in the Tab order. Scrolls sideways on narrow screens.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  variant = 'line',
  size = 'md',
  extra,
  className,
  panelClassName,
  ...aria
}: TabsProps) {
  const base = useId();
  const firstEnabled = items.find((i) => !i.disabled)?.value ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onValueChange);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const hasPanels = items.some((i) => i.content !== undefined);
  const tabId = (v: string) => `${base}-tab-${v}`;
  const panelId = (v: string) => `${base}-panel-${v}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = items.filter((i) => !i.disabled);
    const at = enabled.findIndex((i) => i.value === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = enabled[(at + 1) % enabled.length];
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    setSelected(next.value);
    const node = refs.current.get(next.value);
    node?.focus();
    node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const tabClass = (active: boolean) => {
    if (variant === 'segment')
      return cx(
        'focus-ring rounded-md px-3 font-medium transition-colors',
        size === 'sm' ? 'h-7 text-xs' : 'h-8 text-sm',
        active ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
      );
    if (variant === 'card')
      return cx(
        'focus-ring-inset -mb-px rounded-t-md border px-4 font-medium transition-colors',
        size === 'sm' ? 'h-8 text-xs' : 'h-10 text-sm',
        active
          ? 'border-line border-b-surface bg-surface text-primary-fg'
          : 'border-transparent bg-surface-muted text-fg-muted hover:text-fg',
      );
    return cx(
      'focus-ring-inset relative px-1 font-medium transition-colors after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full',
      size === 'sm' ? 'h-9 text-xs' : 'h-11 text-sm',
      active ? 'text-primary-fg after:bg-primary' : 'text-fg-muted after:bg-transparent hover:text-fg',
    );
  };

  return (
    <div className={cx('flex min-w-0 flex-col', className)}>
      <div
        className={cx(
          'flex min-w-0 items-center gap-3',
          variant === 'line' && 'border-b border-line',
          variant === 'card' && 'border-b border-line',
          variant === 'segment' && 'self-start rounded-lg bg-surface-strong p-1',
        )}
      >
        <div
          role="tablist"
          aria-label={aria['aria-label']}
          className={cx(
            'flex min-w-0 flex-1 [scrollbar-width:none] overflow-x-auto',
            variant === 'line' && 'gap-6',
            variant === 'card' && 'gap-1',
            variant === 'segment' && 'gap-1',
          )}
        >
          {items.map((item) => {
            const active = item.value === selected;
            return (
              <button
                key={item.value}
                ref={(node) => {
                  if (node) refs.current.set(item.value, node);
                  else refs.current.delete(item.value);
                }}
                type="button"
                role="tab"
                id={tabId(item.value)}
                aria-selected={active}
                aria-controls={hasPanels ? panelId(item.value) : undefined}
                tabIndex={active ? 0 : -1}
                disabled={item.disabled}
                onClick={() => setSelected(item.value)}
                onKeyDown={move}
                className={cx(
                  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50',
                  tabClass(active),
                )}
              >
                {item.icon}
                {item.label}
                {item.extra}
              </button>
            );
          })}
        </div>
        {extra ? <div className="flex shrink-0 items-center gap-2 pb-1">{extra}</div> : null}
      </div>
      {hasPanels
        ? items.map((item) =>
            item.value === selected ? (
              <div
                key={item.value}
                role="tabpanel"
                id={panelId(item.value)}
                aria-labelledby={tabId(item.value)}
                tabIndex={0}
                className={cx('focus-ring min-w-0 pt-4', panelClassName)}
              >
                {item.content}
              </div>
            ) : null,
          )
        : null}
    </div>
  );
}
