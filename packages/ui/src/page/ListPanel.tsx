import type { ReactNode } from 'react';
import { Alert } from '../components/Alert/Alert.tsx';
import { Button } from '../components/Button/Button.tsx';
import { ErrorState } from '../components/ErrorState/ErrorState.tsx';
import { Pagination } from '../components/Pagination/Pagination.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '../components/Skeleton/Skeleton.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';

export interface ListPanelProps<T> {
  /** The panel's accessible name (the list's heading). */
  label: string;
  /** The current page (undefined until the first answer). */
  items?: readonly T[];
  itemKey: (item: T) => string | number;
  /** One row's content (a link or a button that fills the row). */
  renderItem: (item: T) => ReactNode;
  /** Extra classes of a row (e.g. an unread one). */
  itemClassName?: (item: T) => string | false | undefined;
  /** First load, nothing to show yet. */
  loading?: boolean;
  /** Another page or filter on its way while the last one stays shown. */
  refreshing?: boolean;
  /** Why the list could not be loaded (a full error state, or an alert above the list still shown). */
  error?: string | null;
  errorTitle: string;
  retrying?: boolean;
  onRetry?: () => void;
  /** What the loading skeleton announces, and its shape. */
  loadingLabel: string;
  skeletonRows?: number;
  skeletonLines?: number;
  /** Shown when the page has no rows (a filtered empty state may offer "show all"). */
  empty: ReactNode;
  /** A bar inside the panel above the rows (batch actions), shown while there are rows. */
  toolbar?: ReactNode;
  page: number;
  pageSize: number;
  total?: number;
  onPageChange: (page: number, pageSize: number) => void;
}

/**
 * A paged list of a screen: the rows in a panel, with its loading skeleton, error (with retry) and
 * empty states, a thin running bar while the next page loads (the rows stay readable), and the
 * pagination under it. Shared by announcements, messages and complaints.
 */
export function ListPanel<T>({
  label,
  items,
  itemKey,
  renderItem,
  itemClassName,
  loading = false,
  refreshing = false,
  error,
  errorTitle,
  retrying = false,
  onRetry,
  loadingLabel,
  skeletonRows = 5,
  skeletonLines = 1,
  empty,
  toolbar,
  page,
  pageSize,
  total = 0,
  onPageChange,
}: ListPanelProps<T>) {
  const t = useT();
  let body;
  if (error && !items) {
    body = <ErrorState title={errorTitle} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !items) {
    body = (
      <SkeletonGroup label={loadingLabel} className="divide-y divide-line">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <div key={i} className="flex flex-col gap-2.5 px-4 py-4 sm:px-5">
            <Skeleton width="45%" height={18} />
            <SkeletonText lines={skeletonLines} />
          </div>
        ))}
      </SkeletonGroup>
    );
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={itemKey(item)} className={cx(itemClassName?.(item) || undefined)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {error && items ? (
        <Alert
          tone="danger"
          role="alert"
          title={errorTitle}
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
        aria-label={label}
        aria-busy={loading || refreshing || undefined}
        className="relative overflow-hidden rounded-lg border border-line bg-surface shadow-xs"
      >
        {items && items.length > 0 ? toolbar : null}
        {/* Another page or filter on its way: a thin running bar; the rows stay readable. */}
        {refreshing ? <span aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 animate-shimmer bg-primary" /> : null}
        {body}
      </section>
      {/* Kept while a page past the end is empty, so the reader can page back. */}
      {items && total > pageSize ? (
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} className="justify-center" />
      ) : null}
    </>
  );
}
