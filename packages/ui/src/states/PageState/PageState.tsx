import type { ReactNode } from 'react';
import { IconClock, IconHome } from '#ui/icons/common.tsx';
import { IconLock } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { UiLink } from '#ui/lib/link.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';

const PANEL = 'rounded-lg border border-line bg-surface shadow-xs';

export interface PageSkeletonProps {
  /** The shape of the page coming: a list (filters + table), a form, or a detail page. */
  variant?: 'list' | 'form' | 'detail';
  /** Read once by screen readers (default "Loading the page"). */
  label?: string;
  className?: string;
}

/** A whole page loading: placeholders in the page's shape, announced once. */
export function PageSkeleton({ variant = 'list', label, className }: PageSkeletonProps) {
  const t = useT();
  return (
    <SkeletonGroup label={label ?? t('ui.page.loading')} className={cx('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-2">
        <Skeleton width="10rem" height="1.5rem" />
        <Skeleton width="min(24rem, 80%)" shape="text" />
      </div>
      {variant === 'list' ? (
        <>
          <div className={cx(PANEL, 'flex flex-wrap gap-3 p-4')}>
            <Skeleton width="12rem" height="2.25rem" />
            <Skeleton width="9rem" height="2.25rem" />
            <Skeleton width="14rem" height="2.25rem" className="hidden sm:block" />
            <Skeleton width="5rem" height="2.25rem" className="ml-auto" />
          </div>
          <div className={cx(PANEL, 'overflow-hidden')}>
            <div className="flex gap-6 border-b border-line bg-surface-muted px-4 py-3">
              {[28, 20, 14, 12].map((w, i) => (
                <Skeleton key={i} width={`${w}%`} shape="text" />
              ))}
            </div>
            {Array.from({ length: 6 }, (_, row) => (
              <div key={row} className="flex items-center gap-6 border-b border-line px-4 py-4 last:border-0">
                {[28, 20, 14, 12].map((w, i) => (
                  <Skeleton key={i} width={`${w - ((row + i) % 3) * 2}%`} shape="text" />
                ))}
              </div>
            ))}
          </div>
        </>
      ) : variant === 'form' ? (
        <div className={cx(PANEL, 'flex max-w-2xl flex-col gap-5 p-5')}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton width="5rem" shape="text" />
              <Skeleton height="2.25rem" />
            </div>
          ))}
          <Skeleton width="6rem" height="2.25rem" />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className={cx(PANEL, 'grid gap-4 p-5 sm:grid-cols-2 lg:col-span-2')}>
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="flex flex-col gap-2">
                <Skeleton width="4rem" shape="text" />
                <Skeleton width={`${60 + (i % 3) * 12}%`} shape="text" />
              </div>
            ))}
          </div>
          <div className={cx(PANEL, 'flex flex-col gap-3 p-5')}>
            <Skeleton width="6rem" shape="text" />
            <SkeletonText lines={4} />
          </div>
        </div>
      )}
    </SkeletonGroup>
  );
}

export interface PageEmptyProps {
  /** Default "No data". */
  title?: ReactNode;
  description?: ReactNode;
  /** What to do next (a button or a link). */
  action?: ReactNode;
  className?: string;
}

/** A page with nothing to show yet. */
export function PageEmpty({ title, description, action, className }: PageEmptyProps) {
  return (
    <div className={cx(PANEL, className)}>
      <EmptyState title={title} description={description} action={action} />
    </div>
  );
}

export interface PageErrorProps {
  title?: ReactNode;
  /** What happened: the server's `msg` or the HTTP status message. */
  description?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A page that failed to load, with retry. */
export function PageError({ title, description, onRetry, retrying, className }: PageErrorProps) {
  return (
    <div className={cx(PANEL, className)}>
      <ErrorState title={title} description={description} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

export interface PageForbiddenProps {
  /** Replaces the default text (e.g. the server's message). */
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Content this account may not see (an element-level rule, R6.2, or a 403 inside a page). */
export function PageForbidden({ message, action, className }: PageForbiddenProps) {
  const t = useT();
  return (
    <div className={cx(PANEL, 'flex flex-col items-center gap-2 px-6 py-12 text-center', className)}>
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
        <IconLock size={26} />
      </span>
      <h2 className="mt-2 text-base font-medium text-fg">{t('ui.page.forbiddenTitle')}</h2>
      <p className="max-w-md text-sm text-fg-muted">{message ?? t('ui.page.forbiddenText')}</p>
      {action ? <div className="mt-3 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

export interface ComingSoonProps {
  /** The page's title (the route's). */
  title: string;
  description?: ReactNode;
  /** "Back to home" (default `/`); null hides it. */
  homeHref?: string | null;
  className?: string;
}

/** A route whose screen comes in a later issue, clearly marked as such (`data-coming-soon`). */
export function ComingSoon({ title, description, homeHref = '/', className }: ComingSoonProps) {
  const t = useT();
  return (
    <div data-coming-soon="" className={cx(PANEL, 'flex flex-col items-center gap-3 px-6 py-14 text-center', className)}>
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <IconClock size={28} />
      </span>
      <p className="rounded-full border border-warning-line bg-warning-soft px-2.5 py-0.5 text-xs font-medium text-warning-fg">
        {t('ui.page.comingSoonBadge')}
      </p>
      <h1 className="text-xl font-semibold text-fg">{title}</h1>
      <p className="max-w-md text-sm text-fg-muted">{description ?? t('ui.page.comingSoonText')}</p>
      {homeHref ? (
        <UiLink
          href={homeHref}
          className="focus-ring mt-2 inline-flex h-control-md items-center gap-1.5 rounded-md border border-line-strong bg-surface px-4 text-sm font-medium text-fg shadow-xs transition-colors hover:border-primary hover:text-primary-fg"
        >
          <IconHome />
          {t('ui.page.home')}
        </UiLink>
      ) : null}
    </div>
  );
}
