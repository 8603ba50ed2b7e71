import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { cx } from '#ui/lib/cx.ts';
import { useAnchoredPosition, type Align, type Side } from '#ui/lib/useAnchoredPosition.ts';
import { useDismiss } from '#ui/lib/useDismiss.ts';

export interface TooltipProps {
  /** Short help text. Not for essential information: touch users may never see it. */
  content: ReactNode;
  /** One focusable element (a button, a link); it gets `aria-describedby` while the tip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: Side;
  align?: Align;
  /** Hover delay before showing, ms (focus shows at once). */
  delay?: number;
  disabled?: boolean;
}

/**
 * A tip on hover and keyboard focus. Stays while the pointer moves onto it and hides on Escape
 * (WCAG 1.4.13); flips below when there is no room above.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', delay = 300, disabled = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useAnchoredPosition({ open, anchorRef, floatingRef: tipRef, side, align, offset: 6 });
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (after: number) => {
    if (disabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), after);
  };
  const hide = (after = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), after);
  };
  const visible = open && !disabled;
  useDismiss(visible, { inside: [anchorRef, tipRef], onEscape: () => hide(), onPointerOutside: () => hide() });
  const describedBy = [children.props['aria-describedby'], visible ? id : null].filter(Boolean).join(' ') || undefined;

  return (
    <span
      ref={anchorRef}
      className="inline-flex"
      onPointerEnter={(e) => e.pointerType === 'mouse' && show(delay)}
      onPointerLeave={() => hide(100)}
      onFocus={(e) => {
        // Only keyboard focus: a click that focuses a button should not pop a tip.
        if ((e.target as HTMLElement).matches?.(':focus-visible')) show(0);
      }}
      onBlur={() => hide()}
      onPointerDown={() => hide()}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {visible ? (
        <div
          ref={tipRef}
          id={id}
          role="tooltip"
          onPointerEnter={() => clearTimeout(timer.current)}
          onPointerLeave={() => hide(100)}
          style={{ position: 'fixed', top: 0, left: 0 }}
          className={cx(
            'z-(--z-tooltip) max-w-64 animate-fade-in rounded-md bg-fg px-2.5 py-1.5 text-xs leading-5 text-surface shadow-md',
            'break-words',
          )}
        >
          {content}
        </div>
      ) : null}
    </span>
  );
}
