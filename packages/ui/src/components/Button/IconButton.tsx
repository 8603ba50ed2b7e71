import type { ReactNode } from 'react';
import { cx } from '#ui/lib/cx.ts';

export interface IconButtonProps {
  /** What it does, for screen readers (the icon says it to the eye). */
  label: string;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
  /** Its size, shape, colours and place (size-7 rounded-md text-fg-subtle …). */
  className: string;
}

/** A small square button with only an icon (close, clear): a control's or a notice's own, not an action of the page. */
export function IconButton({ label, onClick, children, className }: IconButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cx('focus-ring flex shrink-0 items-center justify-center', className)}
    >
      {children}
    </button>
  );
}
