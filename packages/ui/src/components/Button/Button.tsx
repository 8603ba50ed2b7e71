import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '#ui/lib/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'soft' | 'ghost' | 'link' | 'danger' | 'danger-secondary';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks; the button keeps focus (aria-disabled, not disabled). */
  loading?: boolean;
  /** An icon before the label (or the only content with `iconOnly`). */
  icon?: ReactNode;
  /** An icon after the label. */
  iconRight?: ReactNode;
  /** A square button with just the icon: give it an `aria-label`. */
  iconOnly?: boolean;
  /** Full width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-fg-on-solid shadow-xs hover:bg-primary-hover active:bg-primary-active',
  secondary: 'border border-line-strong bg-surface text-fg shadow-xs hover:border-primary hover:text-primary-fg active:bg-primary-soft',
  soft: 'bg-primary-soft text-primary-fg hover:bg-primary-line/40 active:bg-primary-line/60',
  ghost: 'text-fg-muted hover:bg-surface-strong hover:text-fg active:bg-surface-strong',
  link: 'text-primary-fg underline-offset-4 hover:underline',
  danger: 'bg-danger text-fg-on-solid shadow-xs hover:bg-danger-hover',
  'danger-secondary': 'border border-danger-line bg-surface text-danger-fg shadow-xs hover:border-danger hover:bg-danger-soft',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-control-sm gap-1 rounded-sm px-2.5 text-xs',
  md: 'h-control-md gap-1.5 rounded-md px-4 text-sm',
  lg: 'h-control-lg gap-2 rounded-md px-5 text-base',
};
const ICON_ONLY: Record<ButtonSize, string> = {
  sm: 'size-control-sm rounded-sm',
  md: 'size-control-md rounded-md',
  lg: 'size-control-lg rounded-md',
};
const ICON_SIZE: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 18 };

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  iconRight,
  iconOnly = false,
  block = false,
  className,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const lead = loading ? <Spinner size={ICON_SIZE[size]} label={null} /> : icon;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      className={cx(
        'focus-ring inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors select-none',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
        VARIANTS[variant],
        iconOnly ? ICON_ONLY[size] : SIZES[size],
        variant === 'link' && 'h-auto px-0',
        block && 'w-full',
        className,
      )}
      {...rest}
    >
      {lead}
      {iconOnly ? null : children}
      {iconOnly ? null : iconRight}
    </button>
  );
}
