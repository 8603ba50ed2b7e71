import type { AnnouncementSummary } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconClock, IconMegaphone } from '#ui/icons/common.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { ListPanel } from '#ui/page/ListPanel.tsx';
import { SearchBar } from '#ui/page/SearchBar.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface AnnouncementListViewProps extends PagedListState {
  /** The current page (undefined until the first answer). */
  items?: readonly AnnouncementSummary[];
  /** The search the list answers (from the address). */
  keyword?: string;
  onSearch: (keyword: string) => void;
  /** The detail address of an announcement. */
  hrefFor: (id: number) => string;
  onNavigate?: Navigate;
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
  return (
    <Page kind="list" frame="storefront">
      <PageHeader
        icon={<IconMegaphone size={20} />}
        title={t('route.announcement')}
        subtitle={t('public.announcement.subtitle')}
        actions={
          <SearchBar
            keyword={keyword}
            onSearch={onSearch}
            label={t('public.announcement.search')}
            placeholder={t('public.announcement.searchPlaceholder')}
            submitLabel={t('ui.action.query')}
            className="w-full sm:w-80"
          />
        }
      />
      <ListPanel
        label={t('route.announcement')}
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => (
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
        )}
        loading={loading}
        refreshing={refreshing}
        error={error}
        errorTitle={t('public.announcement.errorTitle')}
        retrying={retrying}
        onRetry={onRetry}
        loadingLabel={t('public.announcement.loading')}
        skeletonLines={2}
        empty={
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
          )
        }
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
      />
    </Page>
  );
}
