import { useCallback, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { cx } from '#ui/lib/cx.ts';
import { tabbables } from '#ui/lib/focus.ts';
import { useControllableState } from '#ui/lib/useControllableState.ts';

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
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

export interface DropdownMenuProps {
  /** The button that opens the menu (a Button, an avatar button). It gets the ARIA menu-button wiring. */
  trigger: ReactElement<TriggerProps>;
  items: DropdownMenuItem[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
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

/** Kept this far inside the viewport when the menu is flipped or shifted to fit. */
const COLLISION_PADDING = 8;

const enabledItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])') ?? []);

/**
 * A menu button (WAI-ARIA APG) on Radix's DropdownMenu: Enter, Space or ↓ open it on the first item
 * (↑ on the last); ↑/↓ move, Home/End jump, typing finds an item, Escape closes and returns focus to
 * the button, Tab closes and moves on. Radix places it (flipping and shifting to stay in view), layers
 * it (Escape and outside presses close the topmost layer only, so it works inside dialogs) and renders
 * it in a portal. Not modal: the page stays scrollable and a press outside goes through.
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  // How the menu last closed decides where focus goes once it is gone.
  const closing = useRef<{ how: 'select' | 'outside' | 'tab'; back: boolean; to: HTMLElement | null | undefined }>({
    how: 'select',
    back: false,
    to: null,
  });
  const openOnLast = useRef(false);
  // The content has just opened and not yet taken focus.
  const fresh = useRef(false);
  const onContentMount = useCallback((node: HTMLDivElement | null) => {
    if (node) fresh.current = true;
  }, []);

  const change = (next: boolean) => {
    if (next) closing.current = { how: 'select', back: false, to: null };
    // Read now: the caller's target may depend on state the close clears (the tab a context menu was for).
    else closing.current.to = returnFocusTo?.();
    setOpen(next);
  };

  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const { how, back, to } = closing.current;
    // A press or focus elsewhere keeps focus where it went.
    if (how === 'outside') return;
    const button = triggerRef.current;
    if (how === 'tab' && button) {
      // Tab moves on from the button, as if the menu had been right after it; Shift+Tab lands on the button.
      const list = tabbables(document.body);
      const next = back ? button : list[list.indexOf(button) + 1];
      (next ?? button).focus();
      return;
    }
    (to ?? button)?.focus();
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    // Radix keeps Tab inside the menu; the APG menu button closes on it.
    event.preventDefault();
    closing.current.how = 'tab';
    closing.current.back = event.shiftKey;
    change(false);
  };

  const content = (pointed: boolean) => (
    <Menu.Portal>
      <Menu.Content
        aria-labelledby={triggerId}
        side={pointed ? 'bottom' : side}
        align={pointed ? 'start' : align}
        sideOffset={pointed ? 2 : 4}
        collisionPadding={COLLISION_PADDING}
        loop
        onKeyDown={onContentKeyDown}
        onInteractOutside={() => {
          closing.current.how = 'outside';
        }}
        ref={onContentMount}
        onFocus={(event) => {
          // Radix focuses the content as it opens, then (opened from the keyboard) its first item. ↑ opens
          // on the last item instead; a context menu (a right click or the Menu key) on the first.
          if (event.target !== event.currentTarget || !fresh.current) return;
          fresh.current = false;
          const want = openOnLast.current ? 'last' : pointed ? 'first' : null;
          openOnLast.current = false;
          if (!want) return;
          event.preventDefault();
          const list = enabledItems(event.currentTarget);
          (want === 'last' ? list[list.length - 1] : list[0])?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        style={{
          minWidth: minWidth !== undefined ? minWidth : pointed ? 160 : 'max(160px, var(--radix-dropdown-menu-trigger-width))',
        }}
        className={cx(
          'z-(--z-dropdown) max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] max-w-[calc(100vw-1rem)] animate-fade-in overflow-y-auto rounded-lg border border-line bg-surface p-1 text-sm shadow-lg outline-none',
          className,
        )}
      >
        {items.map((item) => {
          if (item.type === 'separator') return <Menu.Separator key={item.key} className="-mx-1 my-1 h-px bg-line" />;
          if (item.type === 'label')
            return (
              <Menu.Label key={item.key} className="px-2.5 pt-2 pb-1 text-xs font-medium text-fg-subtle">
                {item.label}
              </Menu.Label>
            );
          return (
            <Menu.Item
              key={item.key}
              disabled={item.disabled}
              textValue={item.textValue}
              onSelect={() => {
                closing.current.how = 'select';
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
              {item.icon ? <span className={cx('flex shrink-0', item.danger ? 'text-danger' : 'text-fg-subtle')}>{item.icon}</span> : null}
              <span className="min-w-0 flex-1 truncate">{item.label}</span>
              {item.extra ? <span className="shrink-0 text-xs text-fg-subtle">{item.extra}</span> : null}
            </Menu.Item>
          );
        })}
      </Menu.Content>
    </Menu.Portal>
  );

  return (
    <>
      <Menu.Root open={open && !anchorPoint} onOpenChange={change} modal={false}>
        <Menu.Trigger
          asChild
          ref={triggerRef}
          id={triggerId}
          onKeyDown={(event) => {
            openOnLast.current = event.key === 'ArrowUp';
            if (event.key !== 'ArrowUp') return;
            event.preventDefault();
            change(true);
          }}
        >
          {trigger}
        </Menu.Trigger>
        {content(false)}
      </Menu.Root>
      {anchorPoint ? (
        // A context menu: the same menu, anchored to an empty box at the point (Radix's own anchor is its trigger).
        <Menu.Root open={open} onOpenChange={change} modal={false}>
          <Menu.Trigger asChild>
            <span
              aria-hidden="true"
              style={{ position: 'fixed', left: anchorPoint.x, top: anchorPoint.y, width: 0, height: 0, pointerEvents: 'none' }}
            />
          </Menu.Trigger>
          {content(true)}
        </Menu.Root>
      ) : null}
    </>
  );
}
