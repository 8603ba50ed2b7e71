import type { ReactNode } from 'react';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';

/** The supply lists whose words follow one pattern: `supply.<list>.empty`, `.emptyText` and `.emptySearch`. */
export type SupplyList = 'goods' | 'stock' | 'order' | 'complaint' | 'booked';

export interface SupplyListEmptyProps {
  list: SupplyList;
  /** The list is filtered: nothing matches (重置 sits in the filter bar just above: no second button for it here). */
  filtered: boolean;
  /** What to do about an empty list (import keys …). */
  action?: ReactNode;
}

/** A supply list with no rows: nothing matches the filters, or nothing there yet and why. */
export function SupplyListEmpty({ list, filtered, action }: SupplyListEmptyProps) {
  const t = useT();
  return filtered ? (
    <EmptyState title={t(`supply.${list}.emptySearch`)} description={t('supply.common.emptySearchText')} />
  ) : (
    <EmptyState title={t(`supply.${list}.empty`)} description={t(`supply.${list}.emptyText`)} action={action} />
  );
}
