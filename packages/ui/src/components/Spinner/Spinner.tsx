import { IconSpinner } from '#ui/icons/common.tsx';
import { cx } from '#ui/lib/cx.ts';
import { useT } from '#ui/i18n/I18nProvider.tsx';

export interface SpinnerProps {
  size?: number;
  /** Read by screen readers; defaults to "loading". Pass `null` when the surrounding text says it already. */
  label?: string | null;
  className?: string;
}

/** A spinning ring in the current text colour. */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const t = useT();
  const text = label === undefined ? t('ui.common.loading') : label;
  return (
    <span className={cx('inline-flex shrink-0', className)} {...(text ? { role: 'status' } : {})}>
      <IconSpinner size={size} strokeWidth={2.25} className="animate-spin" />
      {text ? <span className="sr-only">{text}</span> : null}
    </span>
  );
}
