import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '#ui/lib/cx.ts';

export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  /** `soft`: tinted fill and border (default); `solid`: filled; `outline`: border only. */
  variant?: 'soft' | 'solid' | 'outline';
  size?: 'sm' | 'md';
  /** A status dot before the text. */
  dot?: boolean;
  icon?: ReactNode;
}

const SOFT: Record<Tone, string> = {
  neutral: 'border-neutral-line bg-neutral-soft text-neutral-fg',
  primary: 'border-primary-line bg-primary-soft text-primary-fg',
  success: 'border-success-line bg-success-soft text-success-fg',
  warning: 'border-warning-line bg-warning-soft text-warning-fg',
  danger: 'border-danger-line bg-danger-soft text-danger-fg',
  info: 'border-info-line bg-info-soft text-info-fg',
};
const SOLID: Record<Tone, string> = {
  neutral: 'border-transparent bg-neutral-fg text-fg-on-solid',
  primary: 'border-transparent bg-primary text-fg-on-solid',
  success: 'border-transparent bg-success text-fg-on-solid',
  warning: 'border-transparent bg-warning text-fg-on-solid',
  danger: 'border-transparent bg-danger text-fg-on-solid',
  info: 'border-transparent bg-info text-fg-on-solid',
};
const OUTLINE: Record<Tone, string> = {
  neutral: 'border-line-strong bg-surface text-fg-muted',
  primary: 'border-primary-line bg-surface text-primary-fg',
  success: 'border-success-line bg-surface text-success-fg',
  warning: 'border-warning-line bg-surface text-warning-fg',
  danger: 'border-danger-line bg-surface text-danger-fg',
  info: 'border-info-line bg-surface text-info-fg',
};
export const TONE_DOT: Record<Tone, string> = {
  neutral: 'bg-fg-subtle',
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
};

/** A short label with a tone: categories, levels, statuses. */
export function Tag({ tone = 'neutral', variant = 'soft', size = 'md', dot = false, icon, className, children, ...rest }: TagProps) {
  const colours = variant === 'solid' ? SOLID[tone] : variant === 'outline' ? OUTLINE[tone] : SOFT[tone];
  return (
    <span
      className={cx(
        'inline-flex max-w-full items-center gap-1 rounded-sm border font-medium whitespace-nowrap',
        size === 'sm' ? 'h-5 px-1.5 text-xs' : 'h-6 px-2 text-xs',
        colours,
        className,
      )}
      {...rest}
    >
      {dot ? (
        <span
          aria-hidden="true"
          className={cx('size-1.5 shrink-0 rounded-full', variant === 'solid' ? 'bg-fg-on-solid' : TONE_DOT[tone])}
        />
      ) : null}
      {icon}
      <span className="truncate">{children}</span>
    </span>
  );
}
