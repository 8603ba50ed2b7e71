import { Children, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { IconChevronDown } from '../icons/forms.tsx';
import { IconChevronUp } from '../icons/index.tsx';
import { IconSearch } from '../icons/common.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';

export interface FilterBarProps {
  /** The filter form's accessible name. */
  label: string;
  onSubmit: () => void;
  /** Clears the filters; the 重置 button shows while something is filtered (`resettable`). */
  onReset?: () => void;
  resettable?: boolean;
  /** Labelled fields (FilterField, a DateRangePicker with its label shown …), in reading order. */
  children: ReactNode;
  /** How many fields a phone shows before 展开 (the rest collapse behind it). */
  phoneFields?: number;
  /** A message under the fields (a wrong date range …). */
  error?: ReactNode;
  /** Extra buttons after 查询 / 重置 (an export …). */
  extra?: ReactNode;
  className?: string;
}

/**
 * The filter bar of every list: labelled fields in a card, the buttons at the end (查询, 重置 while
 * filtered). On a phone the fields stack and all but the first `phoneFields` fold behind 展开.
 */
export function FilterBar({
  label,
  onSubmit,
  onReset,
  resettable = false,
  children,
  phoneFields = 1,
  error,
  extra,
  className,
}: FilterBarProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const fields = Children.toArray(children);
  const folding = fields.length > phoneFields;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      data-filter-bar=""
      className={cx(
        'flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-xs sm:flex-row sm:flex-wrap sm:items-end sm:p-4',
        className,
      )}
    >
      {fields.map((field, index) => (
        <div key={index} className={cx('flex min-w-0 flex-col sm:w-68', index >= phoneFields && !open && 'max-sm:hidden')}>
          {field}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <Button type="submit" icon={<IconSearch size={16} />} className="max-sm:flex-1">
          {t('ui.action.query')}
        </Button>
        {resettable && onReset ? (
          <Button type="button" variant="secondary" onClick={onReset} className="max-sm:flex-1">
            {t('ui.action.reset')}
          </Button>
        ) : null}
        {extra}
        {folding ? (
          <Button
            type="button"
            variant="ghost"
            aria-expanded={open}
            icon={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            onClick={() => setOpen((value) => !value)}
            className="sm:hidden"
          >
            {open ? t('ui.filter.less') : t('ui.filter.more')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="w-full text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One labelled field of a filter bar: the label over its control. */
export function FilterField({ label, children }: { label: ReactNode; children: ReactNode }) {
  // A wrapping label names the native control inside it; custom controls take an aria-label too.
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm text-fg-muted">
      {label}
      {children}
    </label>
  );
}
