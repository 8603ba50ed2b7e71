import type { GoodsLog } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconClose } from '#ui/icons/common.tsx';
import { IconArrowDown, IconArrowUp, IconPackage } from '#ui/icons/index.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface GoodsLogViewProps extends PagedListState {
  logs?: GoodsLog[];
  /** Only this goods' changes (from the address), with its name once known (a skeleton until then). */
  goods?: { id: number; name?: string } | null;
  onGoodsChange: (goodsId: number | null) => void;
}

const KIND_TONE: Record<GoodsLog['kind'], Tone> = { price: 'primary', stock: 'info', status: 'warning' };

/** Which way a change went, when both sides are numbers (a price or a stock figure). */
function direction(before: string, after: string): 'up' | 'down' | null {
  const a = Number(before.replace(/[^\d.-]/g, ''));
  const b = Number(after.replace(/[^\d.-]/g, ''));
  if (before.trim() === '' || after.trim() === '' || Number.isNaN(a) || Number.isNaN(b) || a === b) return null;
  return b > a ? 'up' : 'down';
}

/** Price, stock and status changes of goods (/inside/goodsLog), newest first, optionally of one goods. */
export function GoodsLogView({
  logs,
  total = 0,
  page,
  pageSize,
  onPageChange,
  goods,
  onGoodsChange,
  loading = false,
  refreshing = false,
  error,
  retrying,
  onRetry,
}: GoodsLogViewProps) {
  const t = useT();
  const columns: TableColumn<GoodsLog>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('aftersale.goodsLog.col.goods'),
      render: (row) => (
        <span className="flex flex-col items-start gap-0.5">
          {goods ? (
            <span className="text-fg">{row.goodsName}</span>
          ) : (
            <Button
              variant="link"
              size="sm"
              onClick={() => onGoodsChange(row.goodsId)}
              aria-label={t('aftersale.goodsLog.onlyThis', { name: row.goodsName })}
            >
              {row.goodsName}
            </Button>
          )}
          <span className="text-xs text-fg-subtle tabular-nums">{row.createdAt}</span>
        </span>
      ),
    },
    {
      key: 'change',
      mobile: 'meta',
      title: t('aftersale.goodsLog.col.change'),
      render: (row) => {
        const way = direction(row.before, row.after);
        return (
          <span className="inline-flex items-center gap-1.5 tabular-nums">
            <Tag tone={KIND_TONE[row.kind]} size="sm">
              {t(`aftersale.goodsLog.kind.${row.kind}`)}
            </Tag>
            <span className="text-fg-muted line-through decoration-fg-subtle">{row.before || '—'}</span>
            <span aria-hidden="true">→</span>
            <span className="sr-only">{t('aftersale.goodsLog.to')}</span>
            <span className="font-medium text-fg">{row.after || '—'}</span>
            {way === 'up' ? <IconArrowUp size={14} className="text-danger-fg" title={t('aftersale.goodsLog.up')} /> : null}
            {way === 'down' ? <IconArrowDown size={14} className="text-success-fg" title={t('aftersale.goodsLog.down')} /> : null}
          </span>
        );
      },
    },
    { key: 'remark', mobile: 'meta', title: t('aftersale.goodsLog.col.remark'), wrap: true, hideBelow: 'md' },
  ];
  return (
    <Page kind="list">
      <PageHeader icon={<IconPackage size={20} />} title={t('route.inside.goodsLog')} subtitle={t('aftersale.goodsLog.subtitle')} />
      {goods ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="text-fg-muted">{t('aftersale.goodsLog.filtered')}</span>
          {goods.name ? <Tag tone="primary">{goods.name}</Tag> : <Skeleton width={96} height={22} className="rounded-sm" />}
          <Button size="sm" variant="ghost" icon={<IconClose />} onClick={() => onGoodsChange(null)}>
            {t('aftersale.goodsLog.showAll')}
          </Button>
        </div>
      ) : null}
      <Table
        caption={t('route.inside.goodsLog')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...tableReadProps({ loading, refreshing, error, retrying, onRetry }, logs)}
        // Unlike the other lists, a failed reload shows the error in place of the rows (no stale alert).
        error={error ?? undefined}
        empty={<EmptyState title={t('aftersale.goodsLog.emptyTitle')} description={t('aftersale.goodsLog.emptyText')} />}
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next) => onPageChange(next, pageSize) } : undefined}
      />
    </Page>
  );
}
