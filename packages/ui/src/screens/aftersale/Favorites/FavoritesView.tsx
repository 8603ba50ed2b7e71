import type { Favorite } from '@shop/session/contract';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Pagination } from '#ui/components/Pagination/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconHeart, IconShoppingCart, IconTrash } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';
import type { ReadState } from '#ui/page/readState.ts';

export interface FavoritesViewProps extends ReadState {
  items?: Favorite[];
  total?: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Removes a goods from my favourites; a returned promise keeps the question open until it settles. */
  onRemove: (goodsId: number) => unknown;
  /** The buying page of a goods. */
  hrefForGoods: (goodsId: number) => string;
  /** Where to find goods when the list is empty. */
  browseHref: string;
  onNavigate?: Navigate;
}

const GOODS_STATUS = { on: 'onSale', off: 'off', soldout: 'soldOut' } as const;

/** My favourite goods (/inside/myFavorites): price for my level, stock, buy, remove. */
export function FavoritesView({
  items,
  total = 0,
  page,
  pageSize,
  onPageChange,
  loading = false,
  error,
  retrying,
  onRetry,
  onRemove,
  hrefForGoods,
  browseHref,
  onNavigate,
}: FavoritesViewProps) {
  const t = useT();
  let body;
  if (error && !items) {
    body = <ErrorState title={t('aftersale.favorites.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !items) {
    body = (
      <SkeletonGroup label={t('aftersale.favorites.loading')} className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex gap-3">
            <Skeleton width={64} height={64} />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton width="80%" shape="text" />
              <Skeleton width="40%" shape="text" />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={t('aftersale.favorites.emptyTitle')}
        description={t('aftersale.favorites.emptyText')}
        action={
          <a
            {...linkProps(browseHref, onNavigate)}
            className="focus-ring inline-flex h-control-md items-center rounded-md bg-primary px-4 text-sm font-medium text-fg-on-solid hover:bg-primary-hover"
          >
            {t('aftersale.favorites.browse')}
          </a>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ id, goods, createdAt }) => {
          const buyable = goods.status === 'on';
          return (
            <li key={id} className="flex gap-3 bg-surface p-4">
              <Image src={goods.cover} alt="" className="size-16 shrink-0 rounded-md border border-line object-cover" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <a
                  {...linkProps(hrefForGoods(goods.id), onNavigate)}
                  className="focus-ring line-clamp-2 text-sm font-medium text-fg hover:text-primary-fg"
                >
                  {goods.name}
                </a>
                <div className="flex flex-wrap items-baseline gap-2">
                  <span className="text-base font-semibold text-danger-fg tabular-nums">{formatYuan(goods.myPrice)}</span>
                  {goods.myPrice < goods.price ? (
                    <span className="text-xs text-fg-subtle line-through tabular-nums">{formatYuan(goods.price)}</span>
                  ) : null}
                  <StatusTag kind="goods" status={GOODS_STATUS[goods.status]} size="sm" />
                </div>
                <p className="text-xs text-fg-muted">
                  {t('aftersale.favorites.stock', { stock: goods.stock })} ·{' '}
                  {t('aftersale.favorites.savedAt', { time: createdAt.slice(0, 10) })}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  {buyable ? (
                    <a
                      {...linkProps(hrefForGoods(goods.id), onNavigate)}
                      className="focus-ring inline-flex h-control-sm items-center gap-1 rounded-md bg-primary-soft px-2.5 text-xs font-medium text-primary-fg hover:bg-primary-line/40"
                      aria-label={t('aftersale.favorites.buyOne', { name: goods.name })}
                    >
                      <IconShoppingCart size={14} />
                      {t('aftersale.favorites.buy')}
                    </a>
                  ) : null}
                  <ConfirmDialog
                    tone="danger"
                    title={t('aftersale.favorites.removeTitle')}
                    description={t('aftersale.favorites.removeText', { name: goods.name })}
                    confirmLabel={t('aftersale.favorites.remove')}
                    onConfirm={() => onRemove(goods.id)}
                    trigger={
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={<IconTrash />}
                        aria-label={t('aftersale.favorites.removeOne', { name: goods.name })}
                      >
                        {t('aftersale.favorites.remove')}
                      </Button>
                    }
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Page kind="list">
      <PageHeader
        icon={<IconHeart size={20} />}
        title={t('route.inside.myFavorites')}
        subtitle={items ? t('aftersale.favorites.count', { count: total }) : t('aftersale.favorites.subtitle')}
      />
      <StaleReadAlert error={error} rows={items} onRetry={onRetry} retrying={retrying} />
      <section
        aria-label={t('route.inside.myFavorites')}
        aria-busy={loading || undefined}
        className="overflow-hidden rounded-lg border border-line bg-surface shadow-xs"
      >
        {body}
      </section>
      {items && total > pageSize ? (
        <Pagination page={page} pageSize={pageSize} total={total} onChange={(next) => onPageChange(next)} className="justify-center" />
      ) : null}
    </Page>
  );
}
