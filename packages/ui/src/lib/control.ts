import { cx } from './cx.ts';

export type ControlSize = 'sm' | 'md' | 'lg';

/** The frame Input, PasswordInput, Select and Textarea share: border, focus ring, invalid and disabled looks. */
export function controlFrame(size: ControlSize | 'auto' | 'bare', invalid: boolean, disabled: boolean | undefined, extra?: string): string {
  // Full width unless the caller sets a width (two width utilities would fight over the order).
  const ownWidth = extra !== undefined && /(^|\s)w-/.test(extra);
  return cx(
    !ownWidth && 'w-full',
    'relative flex items-center rounded-md border bg-surface text-fg shadow-xs transition-[border-color,box-shadow]',
    size === 'sm' && 'min-h-control-sm gap-1.5 px-2 text-sm',
    size === 'md' && 'min-h-control-md gap-2 px-3 text-base sm:text-sm',
    size === 'lg' && 'min-h-control-lg gap-2 px-3.5 text-base',
    size === 'bare' && 'text-base sm:text-sm',
    invalid
      ? 'border-danger focus-within:ring-3 focus-within:ring-danger/20'
      : 'border-line-strong hover:border-primary focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/20',
    disabled && 'cursor-not-allowed bg-surface-muted text-fg-subtle hover:border-line-strong',
    extra,
  );
}

/** The bare element inside the frame. */
export const controlInput =
  'min-w-0 flex-1 self-stretch bg-transparent outline-none placeholder:text-fg-subtle disabled:cursor-not-allowed read-only:cursor-default';
