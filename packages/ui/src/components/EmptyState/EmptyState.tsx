import type { ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface EmptyStateProps {
  /** Default "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** What to do next: a button or a link. */
  action?: ReactNode;
  /** Replaces the default illustration. */
  illustration?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** The empty box illustration, drawn with the theme's colours (no image request). */
export function EmptyIllustration({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 128 96" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="64" cy="84" rx="46" ry="7" className="fill-surface-strong" />
      <path d="M24 44 38 22h52l14 22v30a4 4 0 0 1-4 4H28a4 4 0 0 1-4-4V44Z" className="fill-surface stroke-line-strong" strokeWidth="2" />
      <path
        d="M24 44h26l4 8h20l4-8h26v30a4 4 0 0 1-4 4H28a4 4 0 0 1-4-4V44Z"
        className="fill-surface-muted stroke-line-strong"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M52 30h24M56 36h16" className="stroke-primary-line" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** What a list or a page shows when there is nothing to show. */
export function EmptyState({ title, description, action, illustration, size = 'md', className }: EmptyStateProps) {
  const t = useT();
  return (
    <div
      className={cx(
        'flex flex-col items-center justify-center text-center',
        size === 'sm' ? 'gap-1.5 px-4 py-6' : 'gap-2 px-6 py-12',
        className,
      )}
    >
      {illustration ?? <EmptyIllustration size={size === 'sm' ? 72 : 112} />}
      <p className={cx('font-medium text-fg', size === 'sm' ? 'text-sm' : 'mt-1 text-base')}>{title ?? t('ui.empty.title')}</p>
      {description ? <p className="max-w-sm text-sm text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-3 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
