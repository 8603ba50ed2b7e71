import type { CSSProperties, ReactNode } from 'react';
import type { AnnouncementSummary, DecorationBlock, Directory, GoodsSummary } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { IconMegaphone, IconReceipt, IconSearch, IconTag } from '#ui/icons/common.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { DirectoryIcon } from '../shared/DirectoryIcon.tsx';
import { GoodsCard, GoodsCardSkeleton } from '../shared/GoodsCard.tsx';

/**
 * A part's read. A failure with nothing to show takes the part's place; a refresh that failed while the
 * last answer stays shown says so in the part, above it, when the part can be read again (`onRetry`).
 */
interface Part<T> {
  data?: readonly T[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The goods of each goods block, by block id (one read for them all). */
export interface HomeGoods {
  data?: Readonly<Record<string, readonly GoodsSummary[]>>;
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

export interface ShopHomeViewProps extends Omit<HomeBlocksProps, 'footer'> {
  siteTitle?: string;
  /**
   * The published layout's read, when a refresh of it failed while its blocks stay shown (its first
   * failure is the goods blocks' `goods.error`, drawn where the goods would be).
   */
  layout?: ReadState;
  onSearch: (keyword: string) => void;
  /** Under the search: a reseller site's own notice (`SiteNotice`); the main site has none. */
  notice?: ReactNode;
}

/** Announcements the notice block shows (the app asks for this many). */
export const ANNOUNCEMENTS = 5;

/** `/`: the storefront landing — search and look-ups, then the published layout's blocks (the decoration). */
export function ShopHomeView({ siteTitle, onSearch, notice, layout, ...blocks }: ShopHomeViewProps) {
  const t = useT();
  return (
    <div data-page-kind="list" className="@container mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
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
            {t('shop.list.searchSubmit')}
          </button>
        </form>
        <nav aria-label={t('shop.home.quickLinks')} className="flex flex-wrap gap-2 text-sm">
          <a
            {...linkProps('/chadan', blocks.onNavigate)}
            className="focus-ring inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-fg hover:text-primary-fg"
          >
            <IconReceipt size={14} />
            {t('shop.home.queryOrder')}
          </a>
          <a
            {...linkProps('/chajia', blocks.onNavigate)}
            className="focus-ring inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-fg hover:text-primary-fg"
          >
            <IconTag size={14} />
            {t('shop.home.queryPrice')}
          </a>
        </nav>
      </section>

      {notice}
      <StaleReadAlert error={layout?.error} shown={blocks.blocks} onRetry={layout?.onRetry} retrying={layout?.retrying} />
      <HomeBlocks {...blocks} footer={false} />
    </div>
  );
}

export interface HomeBlocksProps {
  /** The published layout's blocks in order; undefined while it loads (the default layout's places are kept). */
  blocks?: readonly DecorationBlock[];
  announcements: Part<AnnouncementSummary>;
  directories: Part<Directory>;
  goods: HomeGoods;
  onNavigate?: Navigate;
  /**
   * Draw the footer block (the decoration editor's preview). `/` leaves it to the storefront frame's
   * footer, so the page has one footer.
   */
  footer?: boolean;
}

/** While the layout loads: the default layout's shape, so nothing moves when it arrives. */
const PLACES: DecorationBlock[] = [
  { id: 'b', type: 'banner', visible: true, images: [], autoplay: false },
  { id: 'n', type: 'notice', visible: true, text: '' },
  { id: 'c', type: 'categories', visible: true, dirIds: [], columns: 6 },
  { id: 'g', type: 'goods', visible: true, title: '', dirId: null, limit: 8, columns: 4 },
];
/** Columns from a block's setting: fewer on narrow containers (the preview draws at a device's width). */
const cols = (n: number, narrow: number) => ({ '--c': n, '--m': Math.min(n, narrow) }) as CSSProperties;
const GRID = 'home-grid';

/**
 * The home page's blocks (banner, notice, categories, goods, footer) the way `/` draws them; the
 * decoration editor's preview draws the same inside a box of a device's width (container queries).
 */
export function HomeBlocks({ blocks, announcements, directories, goods, onNavigate, footer = true }: HomeBlocksProps) {
  const t = useT();
  const loading = !blocks;
  const dirs = directories.data ?? [];
  return (blocks ?? PLACES)
    .filter((block) => block.visible && (footer || block.type !== 'footer'))
    .map((block) => {
      const key = block.id;
      switch (block.type) {
        case 'banner':
          return <Banner key={key} block={block} label={t('shop.home.banner')} onNavigate={onNavigate} />;
        case 'notice':
          return (
            <section
              key={key}
              aria-label={t('shop.home.notices')}
              className="flex flex-col gap-2 rounded-lg border border-warning-line bg-warning-soft px-4 py-3"
            >
              <div className="flex items-start gap-2 text-sm text-fg">
                <IconMegaphone className="mt-0.5 shrink-0 text-warning-fg" />
                {/* Two lines kept on phones for the text, which may arrive after the page is drawn. */}
                <p className="min-h-10 min-w-0 flex-1 whitespace-pre-line @2xl:min-h-5">
                  {loading ? <Skeleton height={14} width="60%" className="mt-[3px]" /> : block.text}
                </p>
              </div>
              {announcements.error && announcements.data && announcements.onRetry ? <NoticesFailed part={announcements} /> : null}
              {announcements.data === undefined && !announcements.error ? (
                <ul aria-hidden="true" className="flex flex-col gap-1 ps-6 text-sm @2xl:flex-row @2xl:flex-wrap @2xl:gap-x-5">
                  {Array.from({ length: ANNOUNCEMENTS + 1 }, (_, i) => (
                    <li key={i} className="flex h-5 items-center">
                      <Skeleton height={12} width={i === ANNOUNCEMENTS ? 56 : 160} />
                    </li>
                  ))}
                </ul>
              ) : announcements.error && !announcements.data ? (
                <NoticesFailed part={announcements} />
              ) : announcements.data && announcements.data.length > 0 ? (
                <ul className="flex flex-col gap-1 ps-6 text-sm @2xl:flex-row @2xl:flex-wrap @2xl:gap-x-5">
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
                    <a
                      {...linkProps('/announcement', onNavigate)}
                      className="focus-ring rounded-xs font-medium text-primary-fg hover:underline"
                    >
                      {t('shop.home.allNotices')}
                    </a>
                  </li>
                </ul>
              ) : null}
            </section>
          );
        case 'categories': {
          const shown = block.dirIds.flatMap((id) => dirs.filter((d) => d.id === id));
          return (
            <section key={key} aria-labelledby={`home-${key}`} className="flex flex-col gap-3">
              <SectionHeader
                id={`home-${key}`}
                title={t('shop.home.directories')}
                more={t('shop.home.allDirectories')}
                href="/inside/goodsdir"
                onNavigate={onNavigate}
              />
              {directories.onRetry ? (
                <StaleReadAlert
                  error={directories.error}
                  rows={directories.data}
                  onRetry={directories.onRetry}
                  retrying={directories.retrying}
                />
              ) : null}
              {directories.error && !directories.data ? (
                <ErrorState size="sm" title={t('shop.dir.errorTitle')} description={directories.error} onRetry={directories.onRetry} />
              ) : loading || !directories.data ? (
                // The tiles' size (80 px: padding, 40 px icon, one line of name), so the blocks below do not move.
                <SkeletonGroup label={t('shop.dir.loading')}>
                  <span className={GRID} style={cols(8, 4)}>
                    {Array.from({ length: 8 }, (_, i) => (
                      <Skeleton key={i} height={80} className="rounded-lg" />
                    ))}
                  </span>
                </SkeletonGroup>
              ) : shown.length === 0 ? (
                <EmptyState size="sm" title={t('shop.dir.emptyTitle')} />
              ) : (
                <ul className={GRID} style={cols(block.columns, 4)}>
                  {shown.map((dir) => (
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
          );
        }
        case 'goods': {
          const list = goods.data?.[key];
          return (
            <section key={key} aria-labelledby={`home-${key}`} className="below-fold flex flex-col gap-3">
              <SectionHeader
                id={`home-${key}`}
                title={block.title || t('shop.home.hot')}
                more={t('shop.home.allGoods')}
                href={`/inside/goodsList?sort=sales${block.dirId === null ? '' : `&dirId=${block.dirId}`}`}
                onNavigate={onNavigate}
              />
              {goods.onRetry ? <StaleReadAlert error={goods.error} rows={list} onRetry={goods.onRetry} retrying={goods.retrying} /> : null}
              {goods.error && !list ? (
                <ErrorState size="sm" title={t('shop.list.errorTitle')} description={goods.error} onRetry={goods.onRetry} />
              ) : !list ? (
                <SkeletonGroup label={t('shop.list.loading')}>
                  <ul className={GRID} style={cols(block.columns, 2)}>
                    {Array.from({ length: block.limit }, (_, i) => (
                      <li key={i}>
                        <GoodsCardSkeleton />
                      </li>
                    ))}
                  </ul>
                </SkeletonGroup>
              ) : list.length === 0 ? (
                <EmptyState size="sm" title={t('shop.list.emptyTitle')} description={t('shop.list.emptyText')} />
              ) : (
                <ul className={GRID} style={cols(block.columns, 2)}>
                  {list.map((item, index) => (
                    <li key={item.id}>
                      <GoodsCard
                        goods={item}
                        rank={block.dirId === null && index < 3 ? index + 1 : undefined}
                        href={`/inside/buyGoods?id=${item.id}`}
                        onNavigate={onNavigate}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        }
        case 'footer':
          return (
            <footer key={key} className="flex flex-col items-center gap-2 border-t border-line pt-4 text-center text-xs text-fg-muted">
              {block.links.length > 0 ? (
                <nav aria-label={t('shop.home.footerLinks')} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
                  {block.links.map((link, i) => (
                    <a
                      key={i}
                      {...linkProps(link.href, onNavigate)}
                      className="focus-ring rounded-xs text-fg hover:text-primary-fg hover:underline"
                    >
                      {link.label}
                    </a>
                  ))}
                </nav>
              ) : null}
              {block.text ? <p>{block.text}</p> : null}
            </footer>
          );
      }
    });
}

/** The notice strip's own failure (a strip too small for an error state): why, with a retry. */
function NoticesFailed({ part }: { part: Part<AnnouncementSummary> }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 ps-6 text-sm text-fg-muted">
      <span>
        {t('shop.home.noticesFailed')} {part.error}
      </span>
      {part.onRetry ? (
        <Button size="sm" variant="secondary" loading={part.retrying} onClick={part.onRetry}>
          {part.retrying ? t('ui.error.retrying') : t('ui.error.retry')}
        </Button>
      ) : null}
    </div>
  );
}

type BannerBlock = Extract<DecorationBlock, { type: 'banner' }>;

/**
 * Images side by side, one per view. Autoplay moves them every 5 s in CSS (no script on the first
 * page), paused while hovered or focused; with reduced motion the strip scrolls by hand instead.
 */
function Banner({ block: { images, autoplay }, label, onNavigate }: { block: BannerBlock; label: string; onNavigate?: Navigate }) {
  const play = autoplay && images.length > 1;
  return (
    <section aria-label={label} className="group">
      <ul
        style={{ '--n': images.length } as CSSProperties}
        className={cx(
          'flex aspect-[10/3] snap-x snap-mandatory rounded-xl bg-surface-strong [scrollbar-width:none]',
          play ? 'overflow-hidden motion-reduce:overflow-x-auto' : 'overflow-x-auto',
        )}
      >
        {images.map((image, i) => {
          const img = <img src={image.src} alt={image.alt} className="size-full object-cover" />;
          return (
            <li key={i} className={cx('w-full shrink-0 snap-start', play && 'banner-slide')}>
              {image.link ? (
                <a {...linkProps(image.link, onNavigate)} className="focus-ring block size-full">
                  {img}
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
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
