import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { IconXCircle } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { controlFrame, controlInput, type ControlSize } from '#ui/lib/control.ts';
import { cx } from '#ui/lib/cx.ts';
import { IconButton } from '../Button/IconButton.tsx';
import { useFieldControl } from '../FormField/FormField.tsx';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: ControlSize;
  /** Marks the control invalid outside a FormField (inside one, the field's error does it). */
  invalid?: boolean;
  /** Content before the text: an icon or a unit such as "¥". Decorative unless it is text. */
  prefix?: ReactNode;
  /** Content after the text: an icon, a unit, a button. */
  suffix?: ReactNode;
  /** Shows a clear button while there is a value. */
  onClear?: () => void;
  /** Classes for the frame around the input (width, margins). */
  wrapperClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ size = 'md', invalid, prefix, suffix, onClear, wrapperClassName, className, ref, ...rest }: InputProps) {
  const t = useT();
  const { invalid: isInvalid, ...wiring } = useFieldControl(rest, invalid);
  const hasValue = rest.value !== undefined && rest.value !== null && String(rest.value) !== '';
  return (
    <div className={controlFrame(size, isInvalid, wiring.disabled, wrapperClassName)}>
      {prefix ? <span className="flex shrink-0 items-center text-fg-subtle">{prefix}</span> : null}
      <input ref={ref} className={cx(controlInput, className)} {...rest} {...wiring} />
      {onClear && hasValue && !wiring.disabled && !rest.readOnly ? (
        <IconButton label={t('ui.input.clear')} onClick={onClear} className="-mr-1 size-6 rounded-sm text-fg-subtle hover:text-fg">
          <IconXCircle size={14} />
        </IconButton>
      ) : null}
      {suffix ? <span className="flex shrink-0 items-center text-fg-subtle">{suffix}</span> : null}
    </div>
  );
}
