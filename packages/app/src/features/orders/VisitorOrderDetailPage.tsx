// /inside/visitorOrderDetail?orderNo=: one visitor order. This browser's own orders (its visitor
// token) open in full; anyone else's stay locked until the order's query password is given.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderDetailView, useT } from '@shop/ui';
import { useVisitorOrder } from './orders.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { useVisitorMemory } from '#app/storage/visitorMemory.ts';
import { orderNoFrom } from './search.ts';
import { useShownCards } from './shownCards.ts';

export default function VisitorOrderDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const memory = useVisitorMemory();
  const [queryPwd, setQueryPwd] = useState('');
  const { data, error, isLoading, isValidating, mutate } = useVisitorOrder(
    orderNo,
    memory === undefined ? undefined : memory.visitorToken,
    queryPwd,
  );
  const order = useShownCards(data);
  // A wrong query password is the server's refusal: keep the order shown (locked) and say why.
  const unlockError = queryPwd && isBusinessError(error) ? error.message : null;
  const q = orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : '';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <OrderDetailView
        title={t('orders.visitor.detailTitle')}
        order={order}
        loading={isLoading && !data}
        error={orderNo === null ? t('orders.visitor.missing') : unlockError ? null : (error?.message ?? null)}
        retrying={isValidating && error !== undefined}
        onRetry={orderNo === null ? undefined : () => void mutate()}
        onUnlock={(pwd) => (pwd === queryPwd ? void mutate() : setQueryPwd(pwd))}
        unlocking={Boolean(queryPwd) && isLoading}
        unlockError={unlockError}
        links={{
          back: '/inside/visitorOrder',
          pay: `/pay/payonline${q}`,
          express: `/inside/visitorExpress${q}`,
        }}
        onNavigate={(to) => void navigate(to)}
      />
    </div>
  );
}
