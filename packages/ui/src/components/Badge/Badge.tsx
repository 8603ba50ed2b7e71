import type { ReactNode } from 'react';
import { cx } from '#ui/lib/cx.ts';

export interface BadgeProps {
  /** A number in a pill; above `max` it shows "max+". */
  count?: number;
  max?: number;
  /** Show the pill at 0 too (hidden by default). */
  showZero?: boolean;
  /** A small dot instead of a number. */
  dot?: boolean;
  tone?: 'danger' | 'primary' | 'success' | 'warning' | 'neutral';
  /**
   * The element the badge sits on (an icon button, an avatar). The badge is drawn over its top-right
   * corner and hidden from screen readers: put the count in the element's own label
   * (e.g. `aria-label="通知，3 条未读"`).
   */
  children?: ReactNode;
  className?: string;
}

const TONES = {
  danger: 'bg-danger text-fg-on-solid',
  primary: 'bg-primary text-fg-on-solid',
  success: 'bg-success text-fg-on-solid',
  warning: 'bg-warning text-fg-on-solid',
  neutral: 'bg-neutral-fg text-fg-on-solid',
} as const;

/** An unread count or a dot, alone or on the corner of another element. */
export function Badge({ count = 0, max = 99, showZero = false, dot = false, tone = 'danger', children, className }: BadgeProps) {
  const visible = dot || count > 0 || showZero;
  const text = count > max ? `${max}+` : String(count);
  const pill = visible ? (
    <span
      aria-hidden={children ? true : undefined}
      className={cx(
        'inline-flex items-center justify-center rounded-full font-medium tabular-nums ring-2 ring-surface',
        dot ? 'size-2' : 'h-[18px] min-w-[18px] px-1 text-[11px] leading-none',
        TONES[tone],
        children && 'absolute top-0 right-0 translate-x-1/2 -translate-y-1/2',
        !children && className,
      )}
    >
      {dot ? null : text}
    </span>
  ) : null;
  if (!children) return pill;
  return (
    <span className={cx('relative inline-flex', className)}>
      {children}
      {pill}
    </span>
  );
}
