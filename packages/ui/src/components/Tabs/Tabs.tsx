import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
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
 * WAI-ARIA tabs on Radix's Tabs, with automatic activation: ←/→ move and select (wrapping), Home/End
 * jump, disabled tabs are skipped; only the selected tab is in the Tab order. Scrolls sideways on
 * narrow screens, the focused tab kept in view.
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
  const firstEnabled = items.find((i) => !i.disabled)?.value ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onValueChange);
  const hasPanels = items.some((i) => i.content !== undefined);

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
    <RadixTabs.Root value={selected} onValueChange={setSelected} className={cx('flex min-w-0 flex-col', className)}>
      <div
        className={cx(
          'flex min-w-0 items-center gap-3',
          variant === 'line' && 'border-b border-line',
          variant === 'card' && 'border-b border-line',
          variant === 'segment' && 'self-start rounded-lg bg-surface-strong p-1',
        )}
      >
        <RadixTabs.List
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
              <RadixTabs.Trigger
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                // A filter bar has no panels to point at.
                {...(hasPanels ? {} : { 'aria-controls': undefined })}
                className={cx(
                  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50',
                  tabClass(active),
                )}
              >
                {item.icon}
                {item.label}
                {item.extra}
              </RadixTabs.Trigger>
            );
          })}
        </RadixTabs.List>
        {extra ? <div className="flex shrink-0 items-center gap-2 pb-1">{extra}</div> : null}
      </div>
      {hasPanels
        ? items.map((item) => (
            <RadixTabs.Content key={item.value} value={item.value} className={cx('focus-ring min-w-0 pt-4', panelClassName)}>
              {item.content}
            </RadixTabs.Content>
          ))
        : null}
    </RadixTabs.Root>
  );
}
