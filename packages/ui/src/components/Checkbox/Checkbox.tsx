import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { IconCheck } from '#ui/icons/forms.tsx';
import { IconMinus } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'size'> {
  /** `lg`: a 24 px box, a comfortable touch target on its own (WCAG 2.5.8), e.g. a phone's list card. */
  size?: 'md' | 'lg';
  /** Visible label; without one give the checkbox an `aria-label`. */
  label?: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** The "some but not all" state (e.g. a table's select-all). */
  indeterminate?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox drawn with the tokens; keyboard, forms and screen readers work as usual. */
export function Checkbox({
  label,
  description,
  indeterminate = false,
  onCheckedChange,
  onChange,
  className,
  ref,
  disabled,
  size = 'md',
  ...rest
}: CheckboxProps) {
  const box = size === 'lg' ? 'size-6' : 'size-4';
  const mark = size === 'lg' ? 16 : 12;
  const inner = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRefs = (node: HTMLInputElement | null) => {
    inner.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const boxed = (
    <span className={cx('relative inline-flex shrink-0', box)}>
      <input
        ref={setRefs}
        type="checkbox"
        disabled={disabled}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        className={cx(
          'peer focus-ring cursor-pointer appearance-none rounded-sm border border-line-strong bg-surface transition-colors',
          'hover:border-primary checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
          'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-strong disabled:checked:bg-line-strong',
          'aria-invalid:border-danger',
          box,
        )}
        {...rest}
      />
      <IconCheck
        size={mark}
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden text-fg-on-solid peer-checked:block peer-indeterminate:hidden"
      />
      <IconMinus
        size={mark}
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden text-fg-on-solid peer-indeterminate:block"
      />
    </span>
  );
  if (!label) return <span className={cx('inline-flex', className)}>{boxed}</span>;
  return (
    <label
      className={cx(
        'inline-flex items-start gap-2 text-sm text-fg',
        disabled ? 'cursor-not-allowed text-fg-subtle' : 'cursor-pointer',
        className,
      )}
    >
      <span className="flex h-[var(--text-sm--line-height)] items-center">{boxed}</span>
      <span className="flex flex-col">
        <span>{label}</span>
        {description ? <span className="text-xs text-fg-subtle">{description}</span> : null}
      </span>
    </label>
  );
}
