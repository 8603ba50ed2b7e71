import {
  cloneElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '#ui/lib/cx.ts';
import { useAnchoredPosition, type Align, type Side } from '#ui/lib/useAnchoredPosition.ts';
import { useControllableState } from '#ui/lib/useControllableState.ts';
import { useDismiss } from '#ui/lib/useDismiss.ts';

export type DropdownMenuItem =
  | {
      type?: 'item';
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      /** Right-aligned hint, e.g. a shortcut or a count. */
      extra?: ReactNode;
      /** A destructive action (logout, delete): drawn in the danger colour. */
      danger?: boolean;
      disabled?: boolean;
      onSelect?: () => void;
      /** Text used for type-ahead when the label is not plain text. */
      textValue?: string;
    }
  | { type: 'separator'; key: string }
  | { type: 'label'; key: string; label: ReactNode };

type TriggerProps = {
  id?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

/** The items keyboard navigation visits, in order (disabled ones are skipped). */
function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
}

export interface DropdownMenuProps {
  /** The button that opens the menu (a Button, an avatar button). It gets the ARIA menu-button wiring. */
  trigger: ReactElement<TriggerProps>;
  items: DropdownMenuItem[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: Side;
  align?: Align;
  /** Menu width at least this, px (default the trigger's width or 160). */
  minWidth?: number;
  /**
   * Open at a point instead of under the trigger (a context menu: the pointer's position). The
   * trigger still opens it from the keyboard.
   */
  anchorPoint?: { x: number; y: number } | null;
  /** Where focus goes when the menu closes (default the trigger), e.g. the tab a context menu was for. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  className?: string;
}

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓ move,
 * Home/End jump, typing a letter finds an item, Escape closes and returns focus to the button, Tab
 * closes and moves on. Rendered in place (no portal) so it works inside dialogs.
 */
export function DropdownMenu({
  trigger,
  items,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  minWidth,
  anchorPoint,
  returnFocusTo,
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const baseId = useId();
  const triggerId = trigger.props.id ?? `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const typeahead = useRef({ text: '', at: 0 });
  const px = anchorPoint?.x;
  const py = anchorPoint?.y;
  // A zero-size stand-in for the trigger at the pointer: all the positioning reads is its rectangle.
  const pointAnchor = useMemo(
    () => ({
      current: px === undefined || py === undefined ? null : ({ getBoundingClientRect: () => new DOMRect(px, py, 0, 0) } as HTMLElement),
    }),
    [px, py],
  );
  useAnchoredPosition({
    open,
    anchorRef: pointAnchor.current ? pointAnchor : anchorRef,
    floatingRef: menuRef,
    side,
    align: pointAnchor.current ? 'start' : align,
    offset: pointAnchor.current ? 2 : 4,
    matchWidth: minWidth === undefined && !pointAnchor.current,
  });

  const enabledItems = () => menuItemsOf(menuRef.current);
  const focusTrigger = () => (returnFocusTo?.() ?? document.getElementById(triggerId))?.focus();

  useEffect(() => {
    if (!open) return;
    const list = menuItemsOf(menuRef.current);
    (focusOnOpen === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open, focusOnOpen]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) focusTrigger();
  };

  // Outside presses and focus close it; a press on the trigger toggles through its click handler.
  useDismiss(open, {
    inside: [anchorRef, menuRef],
    onEscape: () => close(true),
    onPointerOutside: () => close(false),
    onFocusOutside: () => close(false),
  });

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    trigger.props.onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = enabledItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(at + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(at - 1);
        return;
      case 'Home':
        event.preventDefault();
        move(0);
        return;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        return;
      case 'Tab':
        close(false);
        return;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const state = typeahead.current;
      state.text = now - state.at < 600 ? state.text + event.key.toLowerCase() : event.key.toLowerCase();
      state.at = now;
      const start = state.text.length === 1 ? at + 1 : at;
      for (let i = 0; i < list.length; i += 1) {
        const candidate = list[(start + i) % list.length];
        const text = (candidate?.dataset.text ?? candidate?.textContent ?? '').trim().toLowerCase();
        if (text.startsWith(state.text)) {
          candidate?.focus();
          break;
        }
      }
    }
  };

  return (
    <span ref={anchorRef} className="relative inline-flex">
      {cloneElement(trigger, {
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: (event) => {
          trigger.props.onClick?.(event);
          setFocusOnOpen('first');
          setOpen(!open);
        },
        onKeyDown: onTriggerKeyDown,
      })}
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          onKeyDown={onMenuKeyDown}
          style={{ position: 'fixed', top: 0, left: 0, minWidth: minWidth ?? 160 }}
          className={cx(
            'z-(--z-dropdown) max-h-[min(24rem,calc(100vh-1rem))] max-w-[calc(100vw-1rem)] animate-fade-in overflow-y-auto rounded-lg border border-line bg-surface p-1 text-sm shadow-lg outline-none',
            className,
          )}
        >
          {items.map((item) => {
            if (item.type === 'separator') return <div key={item.key} role="separator" className="-mx-1 my-1 h-px bg-line" />;
            if (item.type === 'label')
              return (
                <div key={item.key} role="presentation" className="px-2.5 pt-2 pb-1 text-xs font-medium text-fg-subtle">
                  {item.label}
                </div>
              );
            return (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                data-text={item.textValue}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect?.();
                }}
                className={cx(
                  'flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left outline-none transition-colors select-none',
                  item.disabled
                    ? 'cursor-not-allowed text-fg-subtle opacity-60'
                    : item.danger
                      ? 'text-danger-fg hover:bg-danger-soft focus:bg-danger-soft'
                      : 'text-fg hover:bg-surface-strong focus:bg-surface-strong',
                )}
              >
                {item.icon ? (
                  <span className={cx('flex shrink-0', item.danger ? 'text-danger' : 'text-fg-subtle')}>{item.icon}</span>
                ) : null}
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                {item.extra ? <span className="shrink-0 text-xs text-fg-subtle">{item.extra}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </span>
  );
}
