import type { ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface DescriptionItem {
  /** A stable key (defaults to the label when it is a string). */
  key?: string;
  label: ReactNode;
  /** Empty values (null, undefined, '') show a dash. */
  value: ReactNode;
  /** Columns the item spans; `full` takes the whole row. */
  span?: 1 | 2 | 3 | 'full';
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  /** Columns on wide screens (1 on phones, at most 2 on tablets). */
  columns?: 1 | 2 | 3;
  /** `horizontal`: label beside value; `vertical`: label above value. */
  layout?: 'horizontal' | 'vertical';
  /** Cells with lines, like a form printout. */
  bordered?: boolean;
  /** Label column width in the horizontal layout. */
  labelWidth?: string;
  className?: string;
}

const COLS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;
const SPAN = { 1: '', 2: 'sm:col-span-2', 3: 'sm:col-span-2 lg:col-span-3', full: 'col-span-full' } as const;

/** Label–value pairs (order details, account facts), as a real `<dl>`. */
export function DescriptionList({
  items,
  columns = 3,
  layout = 'horizontal',
  bordered = false,
  labelWidth = '6.5rem',
  className,
}: DescriptionListProps) {
  const t = useT();
  return (
    <dl
      className={cx(
        'grid grid-cols-1 text-sm',
        COLS[columns],
        bordered ? 'overflow-hidden rounded-lg border border-line bg-line gap-px' : 'gap-x-6 gap-y-3',
        className,
      )}
    >
      {items.map((item, index) => {
        const empty = item.value === null || item.value === undefined || item.value === '';
        return (
          <div
            key={item.key ?? (typeof item.label === 'string' ? item.label : index)}
            className={cx(
              'flex min-w-0',
              layout === 'horizontal' ? 'flex-row gap-3' : 'flex-col gap-1',
              bordered && 'bg-surface',
              bordered && layout === 'vertical' && 'px-4 py-3',
              item.span && SPAN[item.span],
            )}
          >
            <dt
              className={cx('shrink-0 text-fg-muted', bordered && layout === 'horizontal' && 'self-stretch bg-surface-muted px-4 py-2.5')}
              style={layout === 'horizontal' ? { width: labelWidth } : undefined}
            >
              {item.label}
            </dt>
            <dd
              className={cx('min-w-0 break-words text-fg', bordered && layout === 'horizontal' && 'py-2.5 pr-4', empty && 'text-fg-subtle')}
            >
              {empty ? t('ui.common.empty') : item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
