import type { Directory } from '@shop/session/contract';
import { DirectoryIcon } from '../shared/DirectoryIcon.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconChevronRight, IconStore } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';

export interface GoodsDirViewProps {
  directories?: readonly Directory[];
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** The goods list of a directory (null: all goods). */
  hrefFor: (dirId: number | null) => string;
  onNavigate?: Navigate;
}

const bySort = (a: Directory, b: Directory) => a.sort - b.sort;

/** `/inside/goodsdir`: the directory tree, each top directory a card with its children. */
export function GoodsDirView({ directories, loading = false, error, retrying = false, onRetry, hrefFor, onNavigate }: GoodsDirViewProps) {
  const t = useT();
  let body;
  if (error && !directories)
    body = <ErrorState title={t('shop.dir.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  else if (loading || !directories)
    body = (
      <SkeletonGroup label={t('shop.dir.loading')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={96} />
        ))}
      </SkeletonGroup>
    );
  else if (directories.length === 0) body = <EmptyState title={t('shop.dir.emptyTitle')} description={t('shop.dir.emptyText')} />;
  else {
    const top = directories.filter((d) => d.parentId === null).sort(bySort);
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {top.map((dir) => {
          const children = directories.filter((d) => d.parentId === dir.id).sort(bySort);
          return (
            <li key={dir.id} className="flex flex-col rounded-lg border border-line bg-surface shadow-xs">
              <a
                {...linkProps(hrefFor(dir.id), onNavigate)}
                className="focus-ring-inset group flex items-center gap-3 rounded-lg p-4 hover:bg-surface-muted"
              >
                <DirectoryIcon icon={dir.icon} size={48} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-fg group-hover:text-primary-fg">{dir.name}</span>
                  <span className="text-xs text-fg-muted">{t('shop.dir.goodsCount', { count: dir.goodsCount })}</span>
                </span>
                <IconChevronRight size={16} className="text-fg-subtle" />
              </a>
              {children.length > 0 ? (
                <ul aria-label={t('shop.dir.children', { name: dir.name })} className="flex flex-wrap gap-2 border-t border-line px-4 py-3">
                  {children.map((child) => (
                    <li key={child.id}>
                      <a
                        {...linkProps(hrefFor(child.id), onNavigate)}
                        className="focus-ring inline-flex items-center gap-1 rounded-full bg-surface-muted px-3 py-1 text-xs text-fg hover:text-primary-fg"
                      >
                        {child.name}
                        <span className="text-fg-muted">{child.goodsCount}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div data-page-kind="list" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        icon={<IconStore size={20} />}
        title={t('shop.dir.title')}
        subtitle={t('shop.dir.subtitle')}
        actions={
          <a
            {...linkProps(hrefFor(null), onNavigate)}
            className="focus-ring rounded-xs text-sm font-medium text-primary-fg hover:underline"
          >
            {t('shop.dir.allGoods')}
          </a>
        }
      />
      <StaleReadAlert error={error} rows={directories} onRetry={onRetry} retrying={retrying} />
      {body}
    </div>
  );
}
