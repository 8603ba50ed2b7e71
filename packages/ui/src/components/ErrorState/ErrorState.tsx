import type { ReactNode } from 'react';
import { IconCloudOff, IconRefresh } from '#ui/icons/common.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { Button } from '../Button/Button.tsx';

export interface ErrorStateProps {
  /** Default "Something went wrong". */
  title?: ReactNode;
  /** What happened, e.g. the server's `msg` or the HTTP status message. */
  description?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  /** The retry is under way: the button shows a spinner. */
  retrying?: boolean;
  /** More actions beside retry. */
  action?: ReactNode;
  illustration?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** A failed load with a way to try again. Announced once (role="alert"). */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
  action,
  illustration,
  size = 'md',
  className,
}: ErrorStateProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-center justify-center text-center',
        size === 'sm' ? 'gap-1.5 px-4 py-6' : 'gap-2 px-6 py-12',
        className,
      )}
    >
      {illustration ?? (
        <span
          aria-hidden="true"
          className={cx('flex items-center justify-center rounded-full bg-danger-soft text-danger', size === 'sm' ? 'size-10' : 'size-14')}
        >
          <IconCloudOff size={size === 'sm' ? 20 : 28} />
        </span>
      )}
      <p className={cx('font-medium text-fg', size === 'sm' ? 'text-sm' : 'mt-2 text-base')}>{title ?? t('ui.error.title')}</p>
      <p className="max-w-md text-sm text-fg-muted">{description ?? t('ui.error.description')}</p>
      {onRetry || action ? (
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="secondary" size={size === 'sm' ? 'sm' : 'md'} icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
              {retrying ? t('ui.error.retrying') : t('ui.error.retry')}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
