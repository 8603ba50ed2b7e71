import { useId } from 'react';
import type { SitePage } from '@shop/session/contract';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { RichText } from '#ui/components/RichText/RichText.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconClock } from '#ui/icons/common.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';

export interface SitePageViewProps {
  page?: SitePage | null;
  /** `notFound`: the site has no such page (or hides it; `message` is the server's); `failed`: the load failed. */
  problem?: { kind: 'notFound' | 'failed'; message?: string | null } | null;
  retrying?: boolean;
  onRetry?: () => void;
  homeHref?: string;
  onNavigate?: Navigate;
}

/** A reseller site's custom page (/vip/pagePath, served at `/p/{path}`): its title and HTML, sanitised. */
export function SitePageView({ page, problem, retrying = false, onRetry, homeHref = '/', onNavigate }: SitePageViewProps) {
  const t = useT();
  const headingId = useId();
  let content;
  if (page && !problem) {
    content = (
      <article aria-labelledby={headingId} className="rounded-lg border border-line bg-surface shadow-xs">
        <header className="flex flex-col gap-2 border-b border-line px-4 py-5 sm:px-8">
          <h1 id={headingId} className="text-xl font-semibold text-fg sm:text-2xl">
            {page.title}
          </h1>
          <p className="inline-flex items-center gap-1 text-xs text-fg-subtle">
            <IconClock size={12} />
            <time dateTime={page.updatedAt.replace(' ', 'T')}>{t('site.page.updatedAt', { time: page.updatedAt })}</time>
          </p>
        </header>
        <RichText html={page.html} onInternalLink={onNavigate} className="px-4 py-5 sm:px-8 sm:py-6" />
      </article>
    );
  } else {
    const home = (
      <a
        {...linkProps(homeHref, onNavigate)}
        className="focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong px-4 text-sm font-medium text-fg hover:border-primary hover:text-primary-fg"
      >
        {t('site.page.back')}
      </a>
    );
    const state =
      problem?.kind === 'notFound' ? (
        <EmptyState title={t('site.page.notFound')} description={problem.message} action={home} />
      ) : problem?.kind === 'failed' ? (
        <ErrorState description={problem.message ?? undefined} onRetry={onRetry} retrying={retrying} />
      ) : (
        <SkeletonGroup label={t('site.page.loading')} className="flex flex-col gap-3 px-4 py-6 sm:px-8">
          <Skeleton width="50%" height={24} />
          <SkeletonText lines={6} className="mt-4" />
        </SkeletonGroup>
      );
    content = (
      <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface shadow-xs">
        <h1 id={headingId} className={problem ? 'px-4 pt-5 text-lg font-semibold text-fg sm:px-8' : 'sr-only'}>
          {t('route.sitePage')}
        </h1>
        {state}
      </section>
    );
  }
  return <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">{content}</div>;
}
