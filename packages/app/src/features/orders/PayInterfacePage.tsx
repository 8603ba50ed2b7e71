// /pay/payInterface?orderNo=: the waiting payment's QR code (or the way to the channel's page),
// polling its status until it is paid — then on to the channel's return page or the order —, runs
// out (start again), fails, or is cancelled.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PayInterfaceView, useT } from '@shop/ui';
import { useCancelPayment, usePayInterface, usePayStatus, useStartPayment } from './payment.ts';
import { apiKey } from '#app/data/swr.ts';
import { payment } from '@shop/session/contract/payment';
import { hasUserToken } from '#app/storage/localStore.ts';
import { readVisitorToken } from '#app/storage/visitorMemory.ts';
import { afterPaymentHref, chinaTimeToMs, orderDetailHref, payClient, safeRedirectUrl } from './payRoutes.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function PayInterfacePage() {
  const t = useT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim().slice(0, 40) || null;
  const loggedIn = hasUserToken();
  const step = usePayInterface(orderNo);
  const status = usePayStatus(orderNo, step.data !== undefined);
  const restart = useStartPayment();
  const cancel = useCancelPayment();
  const [actionError, setActionError] = useState<string | null>(null);

  const current = status.data?.status ?? (step.data ? (step.data.next === 'done' ? 'paid' : 'waiting') : undefined);
  const method = step.data?.method;
  const doneHref = method && orderNo ? afterPaymentHref(method, orderNo, loggedIn) : orderDetailHref(orderNo ?? '', loggedIn);

  // Paid: on to the result by itself (polling has stopped, see usePayStatus).
  useEffect(() => {
    if (current === 'paid') void navigate(doneHref, { replace: true });
  }, [current, doneHref, navigate]);

  const restartPayment = async () => {
    if (!orderNo || !method) return;
    setActionError(null);
    try {
      const next = await restart.trigger({ orderNo, method, client: payClient() });
      await mutate(apiKey(payment.getPayInterface, { orderNo }), next, { revalidate: false });
      await status.mutate();
    } catch (error) {
      setActionError(errorMessageOf(error));
    }
  };

  const cancelOrder = async () => {
    if (!orderNo) return;
    setActionError(null);
    try {
      await cancel.trigger({ orderNo, visitorToken: loggedIn ? '' : await readVisitorToken() });
      await status.mutate();
    } catch (error) {
      setActionError(errorMessageOf(error));
    }
  };

  return (
    <PayInterfaceView
      orderNo={orderNo ?? ''}
      step={step.data}
      status={current}
      payable={status.data?.payable ?? true}
      loading={step.isLoading}
      error={orderNo === null ? t('shop.pay.missingNo') : (step.error?.message ?? null)}
      retrying={step.isValidating && step.error !== undefined}
      // Without a number there is nothing to read again: no retry (chaos walk).
      onRetry={orderNo === null ? undefined : () => void step.mutate()}
      deadline={chinaTimeToMs(current === 'waiting' ? (status.data?.expiresAt ?? step.data?.expiresAt) : null)}
      onRedirect={() => {
        const target = safeRedirectUrl(step.data?.redirectUrl ?? null);
        if (target) window.location.assign(target);
      }}
      onRestart={() => void restartPayment()}
      restarting={restart.isMutating}
      onCancel={() => cancelOrder()}
      cancelling={cancel.isMutating}
      actionError={actionError}
      doneHref={doneHref}
      payOnlineHref={`/pay/payonline?orderNo=${encodeURIComponent(orderNo ?? '')}`}
      shopHref="/inside/goodsList"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
