// The 'pick a specific key' table of the buy form, in a module of its own: the form loads it (and ui's Table)
// only when the buyer asks to pick keys.
import type { PickableKey } from '@shop/session/contract/shop';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';

export interface PickablePage {
  list: readonly PickableKey[];
  total: number;
  page: number;
  pageSize: number;
}

/** The keys on offer (preview and surcharge, never the key), picked with checkboxes across pages, up to `max`. */
export function PickKeysTable({
  page,
  loading,
  error,
  onRetry,
  onPageChange,
  picked,
  onPickedChange,
  max,
  disabled,
}: {
  page: PickablePage | null | undefined;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  picked: ReadonlyMap<number, PickableKey>;
  onPickedChange: (next: Map<number, PickableKey>) => void;
  max: number;
  disabled: boolean;
}) {
  const t = useT();
  const rows = page?.list ?? [];
  const columns: TableColumn<PickableKey>[] = [
    { key: 'preview', mobile: 'title', title: t('shop.buy.pickPreview'), wrap: true },
    {
      key: 'surcharge',
      mobile: 'amount',
      title: t('shop.buy.pickSurcharge'),
      align: 'right',
      width: 96,
      render: (row) => (row.surcharge > 0 ? `+${formatYuan(row.surcharge)}` : t('shop.buy.pickNoSurcharge')),
    },
  ];
  const full = picked.size >= max;
  return (
    <div className="flex flex-col gap-2" data-testid="pick-keys">
      <Table
        caption={t('shop.buy.pickCaption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        size="sm"
        loading={loading}
        skeletonRows={3}
        error={error ?? undefined}
        onRetry={onRetry}
        empty={<p className="px-3 py-4 text-center text-sm text-fg-muted">{t('shop.buy.pickEmpty')}</p>}
        selectedKeys={[...picked.keys()].map(String)}
        isRowSelectable={(row) => !disabled && (picked.has(row.id) || !full)}
        rowLabel={(row) => t('shop.buy.pickRow', { preview: row.preview, surcharge: formatYuan(row.surcharge) })}
        onSelectionChange={(keys) => {
          const next = new Map<number, PickableKey>();
          for (const key of keys) {
            const id = Number(key);
            const row = rows.find((r) => r.id === id) ?? picked.get(id);
            if (row && next.size < max) next.set(id, row);
          }
          onPickedChange(next);
        }}
        pagination={
          page && page.total > page.pageSize
            ? { page: page.page, pageSize: page.pageSize, total: page.total, onChange: (p) => onPageChange(p), size: 'sm' }
            : undefined
        }
      />
      <p className="text-xs text-fg-muted" aria-live="polite">
        {t('shop.buy.pickCount', { count: picked.size, max })}
      </p>
    </div>
  );
}
