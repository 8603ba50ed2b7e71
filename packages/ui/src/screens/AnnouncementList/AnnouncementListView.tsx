import { useState, type FormEvent } from 'react';
import type { AnnouncementSummary } from '@shop/session/contract';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Input } from '../../components/Input/Input.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/Skeleton/Skeleton.tsx';
import { Tag } from '../../components/Tag/Tag.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { IconClock, IconMegaphone, IconSearch } from '../../icons/index.tsx';
import { linkProps, type Navigate } from '../shared/links.tsx';

export interface AnnouncementListViewProps {
  /** The current page (undefined until the first answer). */
  items?: readonly AnnouncementSummary[];
  total?: number;
  page: number;
  pageSize: number;
  /** The search the list answers (from the address). */
  keyword?: string;
  /** First load, nothing to show yet. */
  loading?: boolean;
  /** Another page or search is on its way while the last one stays shown. */
  refreshing?: boolean;
  /** Why the list could not be loaded. */
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  onPageChange: (page: number, pageSize: number) => void;
  onSearch: (keyword: string) => void;
  /** The detail address of an announcement. */
  hrefFor: (id: number) => string;
  onNavigate?: Navigate;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="divide-y divide-line">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex flex-col gap-2.5 px-4 py-4 sm:px-5">
          <Skeleton width="45%" height={18} />
          <SkeletonText lines={2} />
          <Skeleton width="7rem" shape="text" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** The announcements: pinned first, then newest, with a title search and paging. */
export function AnnouncementListView({
  items,
  total = 0,
  page,
  pageSize,
  keyword = '',
  loading = false,
  refreshing = false,
  error,
  retrying = false,
  onRetry,
  onPageChange,
  onSearch,
  hrefFor,
  onNavigate,
}: AnnouncementListViewProps) {
  const t = useT();
  const [draft, setDraft] = useState(keyword);
  // A new search from outside (back button, a link) shows in the box.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  let body;
  if (error && !items) {
    body = <ErrorState title={t('public.announcement.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !items) {
    body = <ListSkeleton label={t('public.announcement.loading')} />;
  } else if (items.length === 0) {
    body =
      keyword !== '' ? (
        <EmptyState
          title={t('public.announcement.emptySearchTitle')}
          description={t('public.announcement.emptySearchText', { keyword })}
          action={
            <Button variant="secondary" onClick={() => onSearch('')}>
              {t('public.announcement.showAll')}
            </Button>
          }
        />
      ) : (
        <EmptyState title={t('public.announcement.emptyTitle')} description={t('public.announcement.emptyText')} />
      );
  } else {
    body = (
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id}>
            <a
              {...linkProps(hrefFor(item.id), onNavigate)}
              className="focus-ring-inset group flex flex-col gap-1.5 px-4 py-4 hover:bg-surface-muted sm:px-5"
            >
              <span className="flex items-start gap-2">
                {item.pinned ? (
                  <Tag tone="danger" size="sm" className="mt-0.5 shrink-0">
                    {t('public.announcement.pinned')}
                  </Tag>
                ) : null}
                <span className="min-w-0 text-base font-medium text-fg group-hover:text-primary-fg">{item.title}</span>
              </span>
              {item.summary ? <span className="line-clamp-2 text-sm text-fg-muted">{item.summary}</span> : null}
              <span className="flex items-center gap-1 text-xs text-fg-subtle">
                <IconClock size={12} />
                <time dateTime={item.createdAt.replace(' ', 'T')}>{t('public.announcement.publishedAt', { time: item.createdAt })}</time>
              </span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-fg">
            <IconMegaphone size={20} />
          </span>
          <div>
            <h1 className="text-2xl font-semibold text-fg">{t('route.announcement')}</h1>
            <p className="text-sm text-fg-muted">{t('public.announcement.subtitle')}</p>
          </div>
        </div>
        <form role="search" onSubmit={submit} className="flex gap-2 sm:w-80">
          <Input
            type="search"
            aria-label={t('public.announcement.search')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onClear={() => {
              setDraft('');
              if (keyword !== '') onSearch('');
            }}
            maxLength={50}
            prefix={<IconSearch />}
            placeholder={t('public.announcement.searchPlaceholder')}
            wrapperClassName="flex-1"
          />
          <Button type="submit" variant="secondary">
            {t('public.announcement.searchSubmit')}
          </Button>
        </form>
      </header>
      {error && items ? (
        <Alert
          tone="danger"
          role="alert"
          title={t('public.announcement.errorTitle')}
          action={
            onRetry ? (
              <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
                {retrying ? t('ui.error.retrying') : t('ui.error.retry')}
              </Button>
            ) : null
          }
        >
          {error}
        </Alert>
      ) : null}
      <section
        aria-label={t('route.announcement')}
        aria-busy={loading || refreshing || undefined}
        className="relative overflow-hidden rounded-lg border border-line bg-surface shadow-xs"
      >
        {/* Another page or search on its way: a thin running bar; the list stays readable. */}
        {refreshing ? <span aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 animate-shimmer bg-primary" /> : null}
        {body}
      </section>
      {items && items.length > 0 && total > pageSize ? (
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} className="justify-center" />
      ) : null}
    </div>
  );
}
