import type { VipOrder } from '@shop/session/contract';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';

/** The buyer of a site order: a member's login name, or 游客 in a neutral tag. */
export function BuyerName({ order }: { order: Pick<VipOrder, 'buyer' | 'buyerType'> }) {
  const t = useT();
  return order.buyerType === 'visitor' ? (
    <Tag size="sm" tone="neutral">
      {t('vip.order.visitor')}
    </Tag>
  ) : (
    <span className="text-fg">{order.buyer}</span>
  );
}
