// /inside/showordermess?orderNo=: one of my orders with its card keys (masked until revealed, copy,
// export .txt), and the next steps that fit its status (pay, logistics, void keys, complain).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderDetailView, useT } from '@shop/ui';
import { preloadMyOrder, useMyOrder } from './orders.ts';
import { useShownCards } from './shownCards.ts';
import { orderNoFrom } from './search.ts';

/**
 * A full page load's first read (routes/preload.ts): the order with its keys starts with the page's code,
 * not once React, the frame and the catalogue have drawn the page (~130 ms later at 1× on a 5,000-key
 * order, npm run bench).
 */
export function prefetch(location: Pick<Location, 'search'>): void {
  const orderNo = orderNoFrom(new URLSearchParams(location.search).get('orderNo'));
  if (orderNo !== null) preloadMyOrder(orderNo);
}

export default function OrderDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const { data, error, isLoading, isValidating, mutate } = useMyOrder(orderNo);
  const order = useShownCards(data);
  const q = orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : '';
  return (
    <OrderDetailView
      order={order}
      loading={isLoading}
      error={orderNo === null ? t('orders.detail.missing') : (error?.message ?? null)}
      retrying={isValidating && error !== undefined}
      onRetry={orderNo === null ? undefined : () => void mutate()}
      links={{
        back: '/inside/myOrder',
        pay: `/pay/payonline${q}`,
        express: `/inside/express${q}`,
        repeal: `/inside/cardRepeal${q}`,
        complain: `/inside/orderComplain${q}`,
      }}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
