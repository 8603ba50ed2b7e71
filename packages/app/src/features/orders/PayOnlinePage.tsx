// /pay/payonline?orderNo=: the order summary and its channels. Balance pays at once; a QR channel
// continues at /pay/payInterface; a redirect channel goes to its page (which returns to /pay/return_*).
// A paid order shows as paid with no way to pay it again; the server refuses a second payment anyway.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PayOnlineView, useT } from '@shop/ui';
import { usePayOrder, useStartPayment } from './payment.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { chinaTimeToMs, orderDetailHref, payClient, safeRedirectUrl } from './payRoutes.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function PayOnlinePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim().slice(0, 40) || null;
  const loggedIn = hasUserToken();
  const order = usePayOrder(orderNo);
  const start = useStartPayment();
  const [serverError, setServerError] = useState<string | null>(null);
  const interfaceHref = `/pay/payInterface?orderNo=${encodeURIComponent(orderNo ?? '')}`;
  const doneHref = orderDetailHref(orderNo ?? '', loggedIn);

  const pay = async (method: Parameters<typeof start.trigger>[0]['method'], salePwd: string) => {
    if (!orderNo) return;
    setServerError(null);
    try {
      const step = await start.trigger({ orderNo, method, client: payClient(), ...(method === 'balance' ? { salePwd } : {}) });
      if (step.next === 'done') void navigate(doneHref, { replace: true });
      else if (step.next === 'qrcode') void navigate(interfaceHref);
      else {
        const target = safeRedirectUrl(step.redirectUrl);
        if (target) window.location.assign(target);
        else void navigate(interfaceHref);
      }
    } catch (error) {
      setServerError(errorMessageOf(error));
      void order.mutate();
    }
  };

  return (
    <PayOnlineView
      order={order.data}
      loading={order.isLoading}
      error={orderNo === null ? t('shop.pay.missingNo') : (order.error?.message ?? null)}
      retrying={order.isValidating && order.error !== undefined}
      // Without a number there is nothing to read again: no retry (chaos walk).
      onRetry={orderNo === null ? undefined : () => void order.mutate()}
      deadline={chinaTimeToMs(order.data?.expiresAt)}
      submitting={start.isMutating}
      serverError={serverError}
      onPay={(method, salePwd) => void pay(method, salePwd)}
      continueHref={interfaceHref}
      doneHref={doneHref}
      shopHref="/inside/goodsList"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
