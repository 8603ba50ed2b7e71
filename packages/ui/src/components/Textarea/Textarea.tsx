import { useId, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { controlFrame, controlInput } from '#ui/lib/control.ts';
import { cx } from '#ui/lib/cx.ts';
import { useFieldControl } from '../FormField/FormField.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  /** Show "n / maxLength" under the text (needs `maxLength`). */
  showCount?: boolean;
  /** Let the user drag the height (default true). */
  resizable?: boolean;
  wrapperClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  invalid,
  showCount = false,
  resizable = true,
  rows = 4,
  wrapperClassName,
  className,
  ref,
  onChange,
  ...rest
}: TextareaProps) {
  const t = useT();
  const countId = useId();
  const counting = showCount && rest.maxLength !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(String(rest.defaultValue ?? '').length);
  const length = rest.value !== undefined ? String(rest.value).length : uncontrolledLength;
  const withCount = counting ? { ...rest, 'aria-describedby': [rest['aria-describedby'], countId].filter(Boolean).join(' ') } : rest;
  const { invalid: isInvalid, ...wiring } = useFieldControl(withCount, invalid);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <div className={cx('flex flex-col gap-1', !/(^|\s)w-/.test(wrapperClassName ?? '') && 'w-full', wrapperClassName)}>
      <div className={controlFrame('auto', isInvalid, wiring.disabled, 'px-3 py-1.5 text-base sm:text-sm')}>
        <textarea
          ref={ref}
          rows={rows}
          onChange={handleChange}
          className={cx(controlInput, 'py-0.5', resizable ? 'resize-y' : 'resize-none', className)}
          {...rest}
          {...wiring}
        />
      </div>
      {counting ? (
        <span id={countId} className="self-end text-xs text-fg-subtle tabular-nums">
          <span aria-hidden="true">
            {length} / {rest.maxLength}
          </span>
          <span className="sr-only">{t('ui.input.count', { count: length, max: rest.maxLength ?? 0 })}</span>
        </span>
      ) : null}
    </div>
  );
}
