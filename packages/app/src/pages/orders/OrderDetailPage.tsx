// /inside/showordermess?orderNo=: one of my orders with its card keys (masked until revealed, copy,
// export .txt), and the next steps that fit its status (pay, logistics, void keys, complain).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderDetailView, useT } from '@shop/ui';
import { useMyOrder } from '../../api/orders.ts';
import { useShownCards } from '../shownCards.ts';
import { orderNoFrom } from './search.ts';

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
