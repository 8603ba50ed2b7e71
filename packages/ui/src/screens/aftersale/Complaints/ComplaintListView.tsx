import type { ComplaintSummary } from '@shop/session/contract';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconMessage } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { ListPanel } from '#ui/page/ListPanel.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type ComplaintFilter = 'all' | ComplaintSummary['status'];

export interface ComplaintListViewProps extends PagedListState {
  items?: ComplaintSummary[];
  status: ComplaintFilter;
  onStatusChange: (status: ComplaintFilter) => void;
  /** A complaint's thread. */
  hrefFor: (id: number) => string;
  /** My orders, where a complaint is filed from. */
  ordersHref: string;
  onNavigate?: Navigate;
}

/** My complaints (/inside/complain), newest activity first, by status. */
export function ComplaintListView(props: ComplaintListViewProps) {
  const { items, total = 0, page, pageSize, status, onStatusChange, onPageChange, loading = false, refreshing = false } = props;
  const { error, retrying, onRetry, hrefFor, ordersHref, onNavigate } = props;
  const t = useT();
  const filters: ComplaintFilter[] = ['all', 'open', 'replied', 'closed'];
  return (
    <Page kind="list">
      <PageHeader icon={<IconMessage size={20} />} title={t('route.inside.complain')} subtitle={t('aftersale.complaints.subtitle')} />
      <Tabs
        aria-label={t('aftersale.complaints.filter')}
        value={status}
        onValueChange={(value) => onStatusChange(value as ComplaintFilter)}
        items={filters.map((f) => ({ value: f, label: t(`aftersale.complaints.filter.${f}`) }))}
      />
      <ListPanel
        label={t('route.inside.complain')}
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <a
            {...linkProps(hrefFor(item.id), onNavigate)}
            className="focus-ring-inset flex flex-col gap-1.5 px-4 py-3.5 hover:bg-surface-muted sm:px-5"
          >
            <span className="flex flex-wrap items-center gap-2">
              <StatusTag kind="complaint" status={item.status} size="sm" />
              <Tag size="sm" tone="neutral">
                {t(`aftersale.complaint.type.${item.type}`)}
              </Tag>
              <span className="min-w-0 font-medium text-fg">{item.title}</span>
            </span>
            <span className="text-sm text-fg-muted">
              {item.goodsName} · {item.reason}
            </span>
            <span className="flex flex-wrap gap-x-4 text-xs text-fg-subtle tabular-nums">
              <span className="font-mono">{item.orderNo}</span>
              <span>{t('aftersale.complaints.updatedAt', { time: item.updatedAt })}</span>
            </span>
          </a>
        )}
        loading={loading}
        refreshing={refreshing}
        error={error}
        errorTitle={t('aftersale.complaints.errorTitle')}
        retrying={retrying}
        onRetry={onRetry}
        loadingLabel={t('aftersale.complaints.loading')}
        skeletonRows={4}
        empty={
          <EmptyState
            title={t(status === 'all' ? 'aftersale.complaints.emptyTitle' : 'aftersale.complaints.emptyFiltered')}
            description={t('aftersale.complaints.emptyText')}
            action={
              <a
                {...linkProps(ordersHref, onNavigate)}
                className="focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong px-4 text-sm text-fg hover:text-primary-fg"
              >
                {t('aftersale.complaints.toOrders')}
              </a>
            }
          />
        }
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(next) => onPageChange(next, pageSize)}
      />
    </Page>
  );
}
