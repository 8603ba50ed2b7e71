import type { Directory, GoodsSummary } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Pagination } from '#ui/components/Pagination/Pagination.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import type { Navigate } from '#ui/lib/links.tsx';
import { FIRST_ROW, GoodsCard, GoodsGrid } from '../shared/GoodsCard.tsx';
import { SearchBar } from '#ui/page/SearchBar.tsx';
import { IconShoppingBag } from '#ui/icons/index.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';

export const goodsSorts = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
export type GoodsSort = (typeof goodsSorts)[number];

export interface GoodsListQuery {
  keyword: string;
  dirId: number | null;
  sort: GoodsSort;
  inStock: boolean;
}

export interface GoodsListViewProps {
  items?: readonly GoodsSummary[];
  total?: number;
  page: number;
  pageSize: number;
  query: GoodsListQuery;
  /** The directories to filter by (flat list with parentId). */
  directories?: readonly Directory[];
  loading?: boolean;
  refreshing?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  onQueryChange: (query: GoodsListQuery) => void;
  onPageChange: (page: number, pageSize: number) => void;
  hrefFor: (goodsId: number) => string;
  onNavigate?: Navigate;
}

export function GridSkeleton({ label, count = 10 }: { label: string; count?: number }) {
  return (
    <SkeletonGroup label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
          <Skeleton height={110} />
          <Skeleton width="80%" shape="text" />
          <Skeleton width="40%" shape="text" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Directory options as an indented tree (children under their parent). */
export function directoryOptions(directories: readonly Directory[]): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const dir of directories.filter((d) => d.parentId === parentId).sort((a, b) => a.sort - b.sort)) {
      out.push({ value: String(dir.id), label: `${'\u3000'.repeat(depth)}${dir.name}（${dir.goodsCount}）` });
      walk(dir.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** `/inside/goodsList`: goods with search, directory filter, sort and paging. */
export function GoodsListView({
  items,
  total = 0,
  page,
  pageSize,
  query,
  directories = [],
  loading = false,
  refreshing = false,
  error,
  retrying = false,
  onRetry,
  onQueryChange,
  onPageChange,
  hrefFor,
  onNavigate,
}: GoodsListViewProps) {
  const t = useT();
  const filtered = query.keyword !== '' || query.dirId !== null || query.inStock;

  let body;
  if (error && !items) body = <ErrorState title={t('shop.list.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  else if (loading || !items) body = <GridSkeleton label={t('shop.list.loading')} />;
  else if (items.length === 0)
    body = filtered ? (
      <EmptyState
        title={t('shop.list.emptySearchTitle')}
        description={t('shop.list.emptySearchText')}
        action={
          <Button variant="secondary" onClick={() => onQueryChange({ keyword: '', dirId: null, sort: query.sort, inStock: false })}>
            {t('shop.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('shop.list.emptyTitle')} description={t('shop.list.emptyText')} />
    );
  else
    body = (
      <GoodsGrid>
        {items.map((goods, index) => (
          <li key={goods.id}>
            <GoodsCard goods={goods} href={hrefFor(goods.id)} onNavigate={onNavigate} priority={index < FIRST_ROW} />
          </li>
        ))}
      </GoodsGrid>
    );

  return (
    <div data-page-kind="list" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        icon={<IconShoppingBag size={20} />}
        title={t('shop.list.title')}
        subtitle={items ? t('shop.list.count', { total }) : t('shop.list.subtitle')}
      />
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-xs sm:flex-row sm:flex-wrap sm:items-center">
        <SearchBar
          keyword={query.keyword}
          onSearch={(keyword) => onQueryChange({ ...query, keyword })}
          label={t('shop.list.search')}
          placeholder={t('shop.list.searchPlaceholder')}
          submitLabel={t('shop.list.searchSubmit')}
          className="sm:min-w-72 sm:flex-1"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label={t('shop.list.directory')}
            value={query.dirId === null ? '' : String(query.dirId)}
            onChange={(value) => onQueryChange({ ...query, dirId: value === '' ? null : Number(value) })}
            options={[{ value: '', label: t('shop.list.allDirectories') }, ...directoryOptions(directories)]}
            wrapperClassName="w-44"
          />
          <Select
            aria-label={t('shop.list.sort')}
            value={query.sort}
            onChange={(value) => onQueryChange({ ...query, sort: value as GoodsSort })}
            options={goodsSorts.map((sort) => ({ value: sort, label: t(`shop.list.sort.${sort}`) }))}
            wrapperClassName="w-36"
          />
          <Checkbox
            label={t('shop.list.inStock')}
            checked={query.inStock}
            onCheckedChange={(checked) => onQueryChange({ ...query, inStock: checked })}
          />
        </div>
      </div>
      {error && items ? (
        <Alert
          tone="danger"
          role="alert"
          title={t('shop.list.errorTitle')}
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
      <section aria-label={t('shop.list.results')} aria-busy={loading || refreshing || undefined} className="relative">
        {refreshing ? <span aria-hidden="true" className="absolute inset-x-0 -top-2 h-0.5 animate-shimmer bg-primary" /> : null}
        {body}
      </section>
      {items && items.length > 0 && total > pageSize ? (
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} className="justify-center" />
      ) : null}
    </div>
  );
}
