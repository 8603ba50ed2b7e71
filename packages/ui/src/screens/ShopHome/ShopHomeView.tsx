import type { AnnouncementSummary, Directory, GoodsSummary } from '@shop/session/contract';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { IconMegaphone, IconReceipt, IconSearch, IconTag } from '../../icons/common.tsx';
import { linkProps, type Navigate } from '../shared/links.tsx';
import { DirectoryIcon } from '../shopShared/DirectoryIcon.tsx';
import { GoodsCard, GoodsCardSkeleton, GoodsGrid } from '../shopShared/GoodsCard.tsx';

interface Part<T> {
  data?: readonly T[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

export interface ShopHomeViewProps {
  siteTitle?: string;
  /** The site's announcement bar (plain text). */
  notice?: string;
  announcements: Part<AnnouncementSummary>;
  directories: Part<Directory>;
  hotGoods: Part<GoodsSummary>;
  onSearch: (keyword: string) => void;
  onNavigate?: Navigate;
}

const DIRECTORY_GRID = 'grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8';
/** Best sellers and announcements the home page shows (the app asks for this many). */
export const HOT_GOODS = 10;
export const ANNOUNCEMENTS = 5;

/** `/`: the storefront landing — notices, the goods directories, the best sellers, order and price look-ups. */
export function ShopHomeView({ siteTitle, notice, announcements, directories, hotGoods, onSearch, onNavigate }: ShopHomeViewProps) {
  const t = useT();
  const top = (directories.data ?? []).filter((d) => d.parentId === null).sort((a, b) => a.sort - b.sort);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <section className="flex flex-col gap-4 rounded-xl bg-primary-soft px-5 py-6 sm:px-8 sm:py-8" aria-labelledby="shop-home-title">
        <div>
          <h1 id="shop-home-title" className="text-2xl font-semibold text-fg sm:text-3xl">
            {siteTitle || t('shop.home.title')}
          </h1>
          <p className="mt-1 text-sm text-fg-muted">{t('shop.home.subtitle')}</p>
        </div>
        <form
          role="search"
          className="flex max-w-xl gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('keyword');
            onSearch(typeof value === 'string' ? value.trim() : '');
          }}
        >
          <label className="flex h-control-lg flex-1 items-center gap-2 rounded-md border border-line-strong bg-surface px-3 focus-within:border-primary">
            <IconSearch className="text-fg-subtle" />
            <span className="sr-only">{t('shop.home.search')}</span>
            <input
              name="keyword"
              type="search"
              maxLength={50}
              placeholder={t('shop.home.searchPlaceholder')}
              className="min-w-0 flex-1 bg-transparent text-base outline-none sm:text-sm"
            />
          </label>
          <button
            type="submit"
            className="focus-ring h-control-lg shrink-0 rounded-md bg-primary px-4 text-sm font-medium whitespace-nowrap text-fg-on-solid hover:bg-primary-hover sm:px-5"
          >
            {t('shop.home.searchSubmit')}
          </button>
        </form>
        <nav aria-label={t('shop.home.quickLinks')} className="flex flex-wrap gap-2 text-sm">
          <a
            {...linkProps('/chadan', onNavigate)}
            className="focus-ring inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-fg hover:text-primary-fg"
          >
            <IconReceipt size={14} />
            {t('shop.home.queryOrder')}
          </a>
          <a
            {...linkProps('/chajia', onNavigate)}
            className="focus-ring inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-fg hover:text-primary-fg"
          >
            <IconTag size={14} />
            {t('shop.home.queryPrice')}
          </a>
        </nav>
      </section>

      <section
        aria-label={t('shop.home.notices')}
        className="flex flex-col gap-2 rounded-lg border border-warning-line bg-warning-soft px-4 py-3"
      >
        <div className="flex items-start gap-2 text-sm text-fg">
          <IconMegaphone className="mt-0.5 shrink-0 text-warning-fg" />
          {/* Lines are kept for the site's notice (two on phones), which arrives after the page is drawn. */}
          <p className="min-h-10 min-w-0 flex-1 sm:min-h-5">
            {notice === undefined ? <Skeleton height={14} width="60%" className="mt-[3px]" /> : notice || t('shop.home.noticeFallback')}
          </p>
        </div>
        {announcements.data === undefined && !announcements.error ? (
          // The list's place while it loads (the newest ANNOUNCEMENTS and the "all" link), so the sections
          // below do not move when it arrives.
          <ul aria-hidden="true" className="flex flex-col gap-1 ps-6 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
            {Array.from({ length: ANNOUNCEMENTS + 1 }, (_, i) => (
              <li key={i} className="flex h-5 items-center">
                <Skeleton height={12} width={i === ANNOUNCEMENTS ? 56 : 160} />
              </li>
            ))}
          </ul>
        ) : announcements.data && announcements.data.length > 0 ? (
          <ul className="flex flex-col gap-1 ps-6 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
            {announcements.data.map((item) => (
              <li key={item.id} className="min-w-0">
                <a
                  {...linkProps(`/viewAnnouncementInfo?id=${item.id}`, onNavigate)}
                  className="focus-ring block truncate rounded-xs text-fg hover:text-primary-fg hover:underline"
                >
                  {item.pinned ? <span className="me-1 text-danger-fg">[{t('shop.home.pinned')}]</span> : null}
                  {item.title}
                </a>
              </li>
            ))}
            <li>
              <a {...linkProps('/announcement', onNavigate)} className="focus-ring rounded-xs font-medium text-primary-fg hover:underline">
                {t('shop.home.allNotices')}
              </a>
            </li>
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="shop-home-dirs" className="flex flex-col gap-3">
        <SectionHeader
          id="shop-home-dirs"
          title={t('shop.home.directories')}
          more={t('shop.home.allDirectories')}
          href="/inside/goodsdir"
          onNavigate={onNavigate}
        />
        {directories.error && !directories.data ? (
          <ErrorState size="sm" title={t('shop.dir.errorTitle')} description={directories.error} onRetry={directories.onRetry} />
        ) : !directories.data ? (
          // The tiles' grid and size (80 px: padding, 40 px icon, one line of name), so the goods below
          // do not move when the directories arrive.
          <SkeletonGroup label={t('shop.dir.loading')} className={DIRECTORY_GRID}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={80} className="rounded-lg" />
            ))}
          </SkeletonGroup>
        ) : top.length === 0 ? (
          <EmptyState size="sm" title={t('shop.dir.emptyTitle')} />
        ) : (
          <ul className={DIRECTORY_GRID}>
            {top.map((dir) => (
              <li key={dir.id}>
                <a
                  {...linkProps(`/inside/goodsList?dirId=${dir.id}`, onNavigate)}
                  className="focus-ring flex flex-col items-center gap-1.5 rounded-lg border border-line bg-surface p-2 text-center hover:border-primary-line"
                >
                  <DirectoryIcon icon={dir.icon} size={40} />
                  <span className="line-clamp-1 text-xs text-fg">{dir.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="shop-home-hot" className="flex flex-col gap-3">
        <SectionHeader
          id="shop-home-hot"
          title={t('shop.home.hot')}
          more={t('shop.home.allGoods')}
          href="/inside/goodsList?sort=sales"
          onNavigate={onNavigate}
        />
        {hotGoods.error && !hotGoods.data ? (
          <ErrorState size="sm" title={t('shop.list.errorTitle')} description={hotGoods.error} onRetry={hotGoods.onRetry} />
        ) : !hotGoods.data ? (
          <SkeletonGroup label={t('shop.list.loading')}>
            <GoodsGrid>
              {Array.from({ length: HOT_GOODS }, (_, i) => (
                <li key={i}>
                  <GoodsCardSkeleton />
                </li>
              ))}
            </GoodsGrid>
          </SkeletonGroup>
        ) : hotGoods.data.length === 0 ? (
          <EmptyState size="sm" title={t('shop.list.emptyTitle')} description={t('shop.list.emptyText')} />
        ) : (
          <GoodsGrid>
            {hotGoods.data.map((goods, index) => (
              <li key={goods.id}>
                <GoodsCard
                  goods={goods}
                  rank={index < 3 ? index + 1 : undefined}
                  href={`/inside/buyGoods?id=${goods.id}`}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </GoodsGrid>
        )}
      </section>
    </div>
  );
}

function SectionHeader({
  id,
  title,
  more,
  href,
  onNavigate,
}: {
  id: string;
  title: string;
  more: string;
  href: string;
  onNavigate?: Navigate;
}) {
  return (
    <div className="flex items-center justify-between">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <a {...linkProps(href, onNavigate)} className="focus-ring rounded-xs text-sm text-primary-fg hover:underline">
        {more}
      </a>
    </div>
  );
}
