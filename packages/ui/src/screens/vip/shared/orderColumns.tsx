import type { VipOrder } from '@shop/session/contract';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import type { Translate } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { numberColumn } from '#ui/page/numberColumn.tsx';
import { BuyerName } from './BuyerName.tsx';

/**
 * The columns every table of my site's orders shows alike (the desktop's latest orders, the order
 * list): the buyer, the amount, my profit in green, and when it was placed (`timeBelow`: the width
 * under which the time column hides).
 */
export function siteOrderColumns(t: Translate, timeBelow: 'md' | 'lg') {
  const buyer: TableColumn<VipOrder> = {
    key: 'buyer',
    mobile: 'meta',
    title: t('vip.order.col.buyer'),
    hideBelow: 'sm',
    render: (o) => <BuyerName order={o} />,
  };
  const amount = numberColumn<VipOrder>('amount', t('vip.order.col.amount'), (o) => formatYuan(o.amount), { mobile: 'amount' });
  const profit = numberColumn<VipOrder>('profit', t('vip.order.col.profit'), (o) => formatYuan(o.profit), {
    mobile: 'meta',
    hideBelow: 'md',
    figureClassName: 'text-success-fg',
  });
  const createdAt: TableColumn<VipOrder> = {
    key: 'createdAt',
    mobile: 'time',
    title: t('vip.order.col.createdAt'),
    hideBelow: timeBelow,
    render: (o) => <span className="tabular-nums">{o.createdAt}</span>,
  };
  return { buyer, amount, profit, createdAt };
}
