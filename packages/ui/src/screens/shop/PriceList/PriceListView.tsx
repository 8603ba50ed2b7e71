import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconTag } from '#ui/icons/common.tsx';
import { cx } from '#ui/lib/cx.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { SearchBar } from '#ui/page/SearchBar.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { yuanColumn } from '#ui/page/cells.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

/** One goods of a price list (adjustPrice rows and price-query rows both fit). */
export interface PriceListRow {
  goodsId: number;
  name: string;
  dirName: string;
  cover: string;
  stock: number;
  /** What a visitor pays. */
  retail: number;
  levelPrices: ReadonlyArray<{ levelId: number; levelName: string; price: number }>;
  /** What the caller pays (their level), when known. */
  myPrice?: number;
  /** The caller's own shop price, when set. */
  shopPrice?: number | null;
}

export interface PriceListDirectory {
  id: number;
  parentId: number | null;
  name: string;
}

export interface PriceListViewProps extends PagedListState {
  /** The page heading (the route's title). */
  title: string;
  subtitle?: string;
  /** The frame it sits in (the storefront's price query, or the back office's). */
  frame?: 'backoffice' | 'storefront';
  rows?: readonly PriceListRow[];
  keyword?: string;
  dirId?: number;
  directories?: readonly PriceListDirectory[];
  /** The caller's level: its column is marked. */
  myLevelId?: number | null;
  /** Show the caller's own price and shop price columns (logged in on the adjustPrice page). */
  showMine?: boolean;
  onSearch: (keyword: string) => void;
  onDirectoryChange: (dirId: number | undefined) => void;
  /** Where a goods is bought; no column without it. */
  buyHref?: (goodsId: number) => string;
  onNavigate?: Navigate;
}

/** Directories as select options, children indented under their parent. */
function directoryOptions(directories: readonly PriceListDirectory[]) {
  const out: Array<{ value: string; label: string }> = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const dir of directories.filter((d) => d.parentId === parentId)) {
      out.push({ value: String(dir.id), label: `${'　'.repeat(depth)}${dir.name}` });
      walk(dir.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A price list: goods × level prices, searched by name and filtered by directory (/inside/adjustPrice, /chajia). */
export function PriceListView({
  title,
  subtitle,
  frame,
  rows,
  total = 0,
  page,
  pageSize,
  keyword = '',
  dirId,
  directories = [],
  myLevelId,
  showMine = false,
  loading = false,
  refreshing = false,
  error,
  retrying = false,
  onRetry,
  onSearch,
  onDirectoryChange,
  onPageChange,
  buyHref,
  onNavigate,
}: PriceListViewProps) {
  const t = useT();
  // The levels come with the rows (every row carries every level, cheapest last).
  const levels = rows?.[0]?.levelPrices.map(({ levelId, levelName }) => ({ levelId, levelName })) ?? [];

  const columns: TableColumn<PriceListRow>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('account.price.goods'),
      sticky: 'left',
      width: 240,
      wrap: true,
      render: (row) => (
        <span className="flex min-w-40 items-center gap-2.5 sm:min-w-52">
          <Image src={row.cover} alt="" className="size-9 shrink-0 rounded-md object-cover" />
          <span className="flex min-w-0 flex-col">
            <span className="text-sm font-medium text-fg">{row.name}</span>
            <span className="text-xs text-fg-subtle">{row.dirName}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'stock',
      mobile: 'meta',
      title: t('account.price.stock'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) =>
        row.stock > 0 ? (
          <span className="tabular-nums">{row.stock}</span>
        ) : (
          <Tag tone="danger" size="sm">
            {t('account.price.soldOut')}
          </Tag>
        ),
    },
    ...(showMine
      ? [
          {
            key: 'mine',
            mobile: 'amount' as const,
            title: t('account.price.myPrice'),
            align: 'right' as const,
            render: (row: PriceListRow) => (
              <span className="font-semibold text-primary-fg tabular-nums">
                {row.myPrice === undefined ? '—' : formatYuan(row.myPrice)}
              </span>
            ),
          },
        ]
      : []),
    yuanColumn('retail', t('account.price.retail'), (row) => row.retail),
    ...levels.map((level): TableColumn<PriceListRow> => ({
      key: `level-${level.levelId}`,
      title: level.levelId === myLevelId ? t('account.price.myLevel', { level: level.levelName }) : level.levelName,
      align: 'right',
      className: level.levelId === myLevelId ? 'bg-primary-soft/50' : undefined,
      render: (row) => {
        const price = row.levelPrices.find((p) => p.levelId === level.levelId)?.price;
        return (
          <span className={cx('tabular-nums', level.levelId === myLevelId && 'font-semibold text-primary-fg')}>
            {price === undefined ? '—' : formatYuan(price)}
          </span>
        );
      },
    })),
    ...(showMine
      ? [
          {
            key: 'shop',
            mobile: 'meta' as const,
            title: t('account.price.shopPrice'),
            align: 'right' as const,
            hideBelow: 'md' as const,
            render: (row: PriceListRow) => (
              <span className="tabular-nums">{row.shopPrice == null ? t('account.price.notSet') : formatYuan(row.shopPrice)}</span>
            ),
          },
        ]
      : []),
    ...(buyHref
      ? [
          {
            key: 'buy',
            mobile: 'actions' as const,
            title: t('account.price.actions'),
            align: 'right' as const,
            render: (row: PriceListRow) =>
              row.stock > 0 ? (
                <a
                  {...linkProps(buyHref(row.goodsId), onNavigate)}
                  className="focus-ring inline-flex min-h-6 items-center rounded-xs text-sm font-medium text-primary-fg hover:underline"
                >
                  {t('account.price.buy')}
                  <span className="sr-only">{row.name}</span>
                </a>
              ) : null,
          },
        ]
      : []),
  ];

  const filtered = keyword !== '' || dirId !== undefined;

  return (
    <Page kind="list" frame={frame}>
      <PageHeader icon={<IconTag size={20} />} title={title} subtitle={subtitle} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Select
          aria-label={t('account.price.directory')}
          value={dirId === undefined ? '' : String(dirId)}
          onChange={(value) => onDirectoryChange(value === '' ? undefined : Number(value))}
          options={[{ value: '', label: t('account.price.allDirectories') }, ...directoryOptions(directories)]}
          wrapperClassName="sm:w-56"
        />
        <SearchBar
          keyword={keyword}
          onSearch={onSearch}
          label={t('account.price.search')}
          placeholder={t('account.price.searchPlaceholder')}
          submitLabel={t('ui.action.query')}
          className="flex-1 sm:max-w-md"
        />
      </div>
      <StaleReadAlert error={error} rows={rows} onRetry={onRetry} retrying={retrying} />
      <Table
        caption={title}
        columns={columns}
        rowKey={(row) => String(row.goodsId)}
        // The refresh dims the rows (opacity-70 below), not the table's spinner.
        {...tableReadProps({ loading, error, retrying, onRetry }, rows)}
        empty={
          <EmptyState
            title={filtered ? t('account.price.emptySearchTitle') : t('account.price.emptyTitle')}
            description={filtered ? t('account.price.emptySearchText') : t('account.price.emptyText')}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onSearch('');
                    onDirectoryChange(undefined);
                  }}
                >
                  {t('account.price.showAll')}
                </Button>
              ) : null
            }
          />
        }
        pagination={rows && total > pageSize ? { page, pageSize, total, onChange: onPageChange } : undefined}
        framed
        className={cx(refreshing && 'opacity-70')}
      />
    </Page>
  );
}
