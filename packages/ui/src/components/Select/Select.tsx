import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { IconChevronDown } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { controlFrame, type ControlSize } from '#ui/lib/control.ts';
import { cx } from '#ui/lib/cx.ts';
import { useFieldControl } from '../FormField/FormField.tsx';

const SIZE_HEIGHT = { sm: 'min-h-control-sm', md: 'min-h-control-md', lg: 'min-h-control-lg' } as const;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectOptionGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'onChange'> {
  options: Array<SelectOption | SelectOptionGroup>;
  size?: ControlSize;
  invalid?: boolean;
  /**
   * Text of an empty first choice (value ""). `true` uses "Please select". The empty choice can be
   * picked again only when the field is not `required`.
   */
  placeholder?: string | boolean;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  wrapperClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The native select, styled: every platform's own picker (a wheel on phones), keyboard and screen
 * reader support for free, and no bytes of JavaScript to open it.
 */
export function Select({ options, size = 'md', invalid, placeholder, onChange, wrapperClassName, className, ref, ...rest }: SelectProps) {
  const t = useT();
  const { invalid: isInvalid, ...wiring } = useFieldControl(rest, invalid);
  const placeholderText = placeholder === true ? t('ui.select.placeholder') : placeholder || null;
  // Controlled and on the empty choice: show it in placeholder grey.
  const empty = rest.value === '';
  return (
    <div className={controlFrame('bare', isInvalid, wiring.disabled, cx(SIZE_HEIGHT[size], size === 'sm' && 'text-sm', wrapperClassName))}>
      <select
        ref={ref}
        onChange={(event) => onChange?.(event.target.value, event)}
        className={cx(
          'self-stretch w-full min-w-0 cursor-pointer appearance-none rounded-[inherit] bg-transparent pr-8 outline-none disabled:cursor-not-allowed',
          size === 'sm' ? 'pl-2' : size === 'lg' ? 'pl-3.5' : 'pl-3',
          placeholderText && empty && 'text-fg-subtle',
          className,
        )}
        {...(placeholderText && rest.value === undefined && rest.defaultValue === undefined ? { defaultValue: '' } : {})}
        {...rest}
        {...wiring}
      >
        {placeholderText ? (
          <option value="" disabled={Boolean(wiring.required)}>
            {placeholderText}
          </option>
        ) : null}
        {options.map((item) =>
          'options' in item ? (
            <optgroup key={item.label} label={item.label}>
              {item.options.map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled} className="text-fg">
                  {o.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value} disabled={item.disabled} className="text-fg">
              {item.label}
            </option>
          ),
        )}
      </select>
      <IconChevronDown className="pointer-events-none absolute right-2.5 text-fg-subtle" />
    </div>
  );
}
