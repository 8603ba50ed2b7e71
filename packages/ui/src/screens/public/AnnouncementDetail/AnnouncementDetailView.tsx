import { useId } from 'react';
import type { Announcement } from '@shop/session/contract';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { RichText } from '#ui/components/RichText/RichText.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconClock } from '#ui/icons/common.tsx';
import { IconEye } from '#ui/icons/forms.tsx';
import { IconChevronLeft } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';

export interface AnnouncementDetailViewProps {
  announcement?: Announcement | null;
  loading?: boolean;
  /**
   * Why there is nothing to show: `missing` (no id in the address), `notFound` (the server has no
   * such announcement; `message` is its msg) or `failed` (the load failed; retry).
   */
  problem?: { kind: 'missing' | 'notFound' | 'failed'; message?: string | null } | null;
  /** Why a refresh failed while the announcement stays shown (said above it, with the retry). */
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  listHref?: string;
  onNavigate?: Navigate;
}

/** One announcement: title, time, views and its HTML, sanitised. */
export function AnnouncementDetailView({
  announcement,
  loading = false,
  problem,
  error,
  retrying = false,
  onRetry,
  listHref = '/announcement',
  onNavigate,
}: AnnouncementDetailViewProps) {
  const t = useT();
  const headingId = useId();
  const back = (
    <a
      {...linkProps(listHref, onNavigate)}
      className="focus-ring inline-flex items-center gap-1 self-start rounded-sm text-sm text-fg-muted hover:text-primary-fg"
    >
      <IconChevronLeft size={16} />
      {t('public.announcement.back')}
    </a>
  );
  const listLink = (
    <a
      {...linkProps(listHref, onNavigate)}
      className="focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong px-4 text-sm font-medium text-fg hover:border-primary hover:text-primary-fg"
    >
      {t('public.announcement.back')}
    </a>
  );

  let content;
  if (announcement && !problem) {
    content = (
      <article aria-labelledby={headingId} className="rounded-lg border border-line bg-surface shadow-xs">
        <header className="flex flex-col gap-2 border-b border-line px-4 py-5 sm:px-8">
          <h1 id={headingId} className="text-xl font-semibold text-fg sm:text-2xl">
            {announcement.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-subtle">
            {announcement.pinned ? (
              <Tag tone="danger" size="sm">
                {t('public.announcement.pinned')}
              </Tag>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <IconClock size={12} />
              <time dateTime={announcement.createdAt.replace(' ', 'T')}>
                {t('public.announcement.publishedAt', { time: announcement.createdAt })}
              </time>
            </span>
            <span className="inline-flex items-center gap-1">
              <IconEye size={12} />
              {t('public.announcement.views', { count: announcement.views })}
            </span>
          </p>
        </header>
        <RichText html={announcement.html} onInternalLink={onNavigate} className="px-4 py-5 sm:px-8 sm:py-6" />
      </article>
    );
  } else {
    let state;
    if (problem?.kind === 'missing') {
      state = (
        <EmptyState title={t('public.announcement.missingTitle')} description={t('public.announcement.missingText')} action={listLink} />
      );
    } else if (problem?.kind === 'notFound') {
      state = <EmptyState title={t('public.announcement.notFoundTitle')} description={problem.message} action={listLink} />;
    } else if (problem?.kind === 'failed') {
      state = (
        <ErrorState
          title={t('public.announcement.errorTitle')}
          description={problem.message ?? undefined}
          onRetry={onRetry}
          retrying={retrying}
        />
      );
    } else {
      state = (
        <SkeletonGroup label={t('ui.common.loading')} className="flex flex-col gap-3 px-4 py-6 sm:px-8">
          <Skeleton width="60%" height={24} />
          <Skeleton width="12rem" shape="text" />
          <SkeletonText lines={6} className="mt-4" />
        </SkeletonGroup>
      );
    }
    // Until there is an announcement, the page's heading is the route's title.
    content = (
      <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface shadow-xs">
        <h1 id={headingId} className={loading || !problem ? 'sr-only' : 'px-4 pt-5 text-lg font-semibold text-fg sm:px-8'}>
          {t('route.viewAnnouncementInfo')}
        </h1>
        {state}
      </section>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      {back}
      <StaleReadAlert error={error} shown={problem ? undefined : announcement} onRetry={onRetry} retrying={retrying} />
      {content}
    </div>
  );
}
