// /pay/recharge (login): top up the balance through an online channel; the payment continues at
// /pay/payInterface (QR) or the channel's page (redirect), like an order's.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PayMethod } from '@shop/session/contract';
import { RechargeView } from '@shop/ui';
import { useRechargeConfig, useStartRecharge } from '../orders/payment.ts';
import { payClient, safeRedirectUrl } from '../orders/payRoutes.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function RechargePage() {
  const navigate = useNavigate();
  const config = useRechargeConfig();
  const start = useStartRecharge();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (amount: number, method: PayMethod) => {
    setServerError(null);
    try {
      const step = await start.trigger({ amount, method, client: payClient() });
      const target = step.next === 'redirect' ? safeRedirectUrl(step.redirectUrl) : null;
      if (target) window.location.assign(target);
      else void navigate(`/pay/payInterface?orderNo=${encodeURIComponent(step.orderNo)}`);
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };

  return (
    <RechargeView
      config={config.data}
      loading={config.isLoading}
      error={config.error?.message ?? null}
      retrying={config.isValidating && config.error !== undefined}
      onRetry={() => void config.mutate()}
      submitting={start.isMutating}
      serverError={serverError}
      onSubmit={(amount, method) => void submit(amount, method)}
    />
  );
}
