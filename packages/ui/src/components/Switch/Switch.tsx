import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '#ui/lib/cx.ts';
import { useFieldControl } from '../FormField/FormField.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'onChange'> {
  /** Visible label after the switch; inside a FormField the field's label names it. */
  label?: ReactNode;
  size?: 'sm' | 'md';
  /** The change is being saved: shows a spinner in the thumb and ignores input. */
  loading?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  ref?: Ref<HTMLInputElement>;
}

/** An on/off switch: a native checkbox with role="switch", so it is announced as on or off. */
export function Switch({ label, size = 'md', loading = false, onCheckedChange, onChange, className, ref, ...rest }: SwitchProps) {
  const { invalid: _invalid, ...wiring } = useFieldControl(rest);
  const disabled = wiring.disabled || loading;
  const track = size === 'sm' ? 'h-4 w-7' : 'h-5 w-9';
  const thumb = size === 'sm' ? 'size-3 peer-checked:translate-x-3' : 'size-4 peer-checked:translate-x-4';
  const control = (
    <span className={cx('relative inline-flex shrink-0 items-center', track)}>
      <input
        ref={ref}
        type="checkbox"
        role="switch"
        {...rest}
        {...wiring}
        disabled={disabled}
        aria-busy={loading || undefined}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        className={cx(
          'peer focus-ring absolute inset-0 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors',
          'checked:bg-primary hover:enabled:bg-fg-subtle hover:enabled:checked:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60',
        )}
      />
      <span
        aria-hidden="true"
        className={cx(
          'pointer-events-none relative ml-0.5 flex items-center justify-center rounded-full bg-surface text-primary shadow-sm transition-transform',
          thumb,
        )}
      >
        {loading ? <Spinner size={size === 'sm' ? 10 : 12} label={null} /> : null}
      </span>
    </span>
  );
  if (!label) return <span className={cx('inline-flex', className)}>{control}</span>;
  return (
    <label className={cx('inline-flex items-center gap-2 text-sm text-fg', disabled ? 'cursor-not-allowed' : 'cursor-pointer', className)}>
      {control}
      <span>{label}</span>
    </label>
  );
}
