import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '#ui/lib/cx.ts';
import { useFormField } from '../FormField/FormField.tsx';

interface GroupContextValue {
  name: string;
  value: string | undefined;
  disabled: boolean;
  variant: 'default' | 'button';
  size: 'sm' | 'md';
  onSelect: (value: string) => void;
}
const GroupContext = createContext<GroupContextValue | null>(null);

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'size'> {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One choice; inside a RadioGroup it takes the group's name, value and change handler. */
export function Radio({ value, label, description, className, disabled, ref, ...rest }: RadioProps) {
  const group = useContext(GroupContext);
  const isDisabled = Boolean(disabled || group?.disabled);
  const groupProps = group
    ? { name: group.name, onChange: () => group.onSelect(value), ...(group.value !== undefined ? { checked: group.value === value } : {}) }
    : {};

  if (group?.variant === 'button') {
    return (
      <label
        className={cx(
          'relative -ml-px inline-flex items-center justify-center border border-line-strong bg-surface text-fg transition-colors first:ml-0 first:rounded-l-md last:rounded-r-md',
          group.size === 'sm' ? 'h-control-sm px-2.5 text-xs' : 'h-control-md px-4 text-sm',
          'has-checked:z-10 has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-fg',
          'has-focus-visible:z-20 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
          isDisabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:text-primary-fg',
          className,
        )}
      >
        <input ref={ref} type="radio" value={value} disabled={isDisabled} className="sr-only" {...groupProps} {...rest} />
        {label}
      </label>
    );
  }

  return (
    <label
      className={cx(
        'inline-flex items-start gap-2 text-sm text-fg',
        isDisabled ? 'cursor-not-allowed text-fg-subtle' : 'cursor-pointer',
        className,
      )}
    >
      <span className="flex h-[var(--text-sm--line-height)] items-center">
        <input
          ref={ref}
          type="radio"
          value={value}
          disabled={isDisabled}
          className={cx(
            'focus-ring size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-line-strong bg-surface transition-[border]',
            'hover:border-primary checked:border-[5px] checked:border-primary',
            'disabled:cursor-not-allowed disabled:bg-surface-strong disabled:checked:border-line-strong',
          )}
          {...groupProps}
          {...rest}
        />
      </span>
      <span className="flex flex-col">
        <span>{label}</span>
        {description ? <span className="text-xs text-fg-subtle">{description}</span> : null}
      </span>
    </label>
  );
}

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Choices; or pass `<Radio>` children. */
  options?: RadioGroupOption[];
  children?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  /** `button` draws a segmented control. */
  variant?: 'default' | 'button';
  size?: 'sm' | 'md';
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** Names the group when it is not inside a FormField with `group`. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Radios sharing one name: arrow keys move between them natively. Inside `<FormField group>` the
 * field's label, hint and error name and describe the group.
 */
export function RadioGroup({
  options,
  children,
  value,
  defaultValue,
  onValueChange,
  name,
  variant = 'default',
  size = 'md',
  orientation = 'horizontal',
  disabled = false,
  className,
  ...aria
}: RadioGroupProps) {
  const field = useFormField();
  const autoName = useId();
  // Uncontrolled groups let the native inputs keep their state; controlled ones render `checked`.
  const controlled = value !== undefined;
  const context: GroupContextValue = {
    name: name ?? autoName,
    value: controlled ? value : undefined,
    disabled: disabled || Boolean(field?.disabled),
    variant,
    size,
    onSelect: (next) => onValueChange?.(next),
  };
  return (
    <GroupContext.Provider value={context}>
      <div
        role="radiogroup"
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-label'] ? undefined : field?.labelId}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        aria-required={field?.required || undefined}
        className={cx(
          variant === 'button' ? 'inline-flex' : 'flex',
          variant !== 'button' && (orientation === 'vertical' ? 'flex-col gap-2' : 'flex-wrap gap-x-5 gap-y-2'),
          variant !== 'button' && field && orientation === 'horizontal' && 'min-h-control-md items-center',
          className,
        )}
      >
        {options
          ? options.map((o) => (
              <Radio
                key={o.value}
                value={o.value}
                label={o.label}
                description={o.description}
                disabled={o.disabled}
                {...(!controlled && defaultValue !== undefined ? { defaultChecked: o.value === defaultValue } : {})}
              />
            ))
          : children}
      </div>
    </GroupContext.Provider>
  );
}
