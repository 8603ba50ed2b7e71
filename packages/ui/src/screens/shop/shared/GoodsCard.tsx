import type { ReactNode } from 'react';
import type { GoodsSummary } from '@shop/session/contract';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { formatYuan } from '#ui/lib/format.ts';

export interface GoodsCardProps {
  goods: GoodsSummary;
  href: string;
  onNavigate?: Navigate;
  /** Rank on a hot list (1 = best seller), shown as a badge. */
  rank?: number;
  /** One of the first cards, in sight as the page opens: its cover loads at once (not lazily). */
  priority?: boolean;
}

/** One goods in a grid: cover, name, the caller's price (market price struck through), stock and sales. */
export function GoodsCard({ goods, href, onNavigate, rank, priority = false }: GoodsCardProps) {
  const t = useT();
  const soldOut = goods.status === 'soldout' || goods.stock === 0;
  return (
    <a
      {...linkProps(href, onNavigate)}
      className="focus-ring group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-xs transition-shadow hover:shadow-md"
    >
      <span className="relative block aspect-[4/3] overflow-hidden bg-surface-muted">
        <Image
          src={goods.cover}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className={cx('size-full object-cover', soldOut && 'opacity-60 grayscale')}
        />
        {rank !== undefined ? (
          <span className="absolute left-2 top-2 rounded-sm bg-danger px-1.5 py-0.5 text-xs font-semibold text-fg-on-solid">
            {t('shop.goods.rank', { rank })}
          </span>
        ) : null}
        {soldOut ? (
          <span className="absolute inset-x-0 bottom-0 bg-danger py-1 text-center text-sm font-medium text-fg-on-solid">
            {t('shop.goods.soldOut')}
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-1.5 p-3">
        <span className="line-clamp-2 min-h-10 text-sm font-medium text-fg group-hover:text-primary-fg">{goods.name}</span>
        <span className="flex flex-wrap gap-1">
          <Tag size="sm" tone={goods.deliveryType === 'card' ? 'success' : goods.deliveryType === 'recharge' ? 'info' : 'neutral'}>
            {t(`ui.delivery.${goods.deliveryType}`)}
          </Tag>
        </span>
        <span className="mt-auto flex items-baseline gap-2">
          <span className="text-lg font-semibold text-danger-fg">{formatYuan(goods.myPrice)}</span>
          {goods.marketPrice > goods.myPrice ? (
            <span className="text-xs text-fg-subtle line-through">
              <span className="sr-only">{t('shop.goods.marketPrice')}</span>
              {formatYuan(goods.marketPrice)}
            </span>
          ) : null}
        </span>
        <span className="flex justify-between text-xs text-fg-muted">
          <span>{soldOut ? t('shop.goods.soldOut') : t('shop.goods.stock', { stock: goods.stock })}</span>
          <span>{t('shop.goods.sales', { sales: goods.sales })}</span>
        </span>
      </span>
    </a>
  );
}

/**
 * A goods card's placeholder while the list loads: the same boxes (4:3 cover, two-line name, tag, price,
 * stock line), so the grid keeps its height when the cards arrive and nothing below it moves.
 */
export function GoodsCardSkeleton() {
  return (
    <span aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-xs">
      <span className="block aspect-[4/3] animate-shimmer bg-surface-strong" />
      <span className="flex flex-1 flex-col gap-1.5 p-3">
        <Skeleton height={40} />
        <Skeleton height={20} width={48} />
        <Skeleton height={28} width={80} className="mt-auto" />
        <Skeleton height={16} />
      </span>
    </span>
  );
}

/** Cards a phone shows in its first row, whose covers are in sight as the page opens. */
export const FIRST_ROW = 2;

/** A grid of goods cards (2 columns on phones, up to 5 on wide screens). */
export function GoodsGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5', className)}>{children}</ul>;
}
