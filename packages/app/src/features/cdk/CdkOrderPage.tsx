// /cdk/order?code=: the redemptions of a key (accounts masked by the server), newest first.
import { useSearchParams } from 'react-router-dom';
import { normalCdkCode } from '@shop/session';
import { CdkOrderView } from '@shop/ui';
import { useCdkOrders } from './cdk.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { withShownCards } from '../orders/shownCards.ts';
import { CDK_LINKS, codeFrom } from './shared.ts';

export default function CdkOrderPage() {
  const [params, setParams] = useSearchParams();
  const code = codeFrom(params.get('code'));
  const orders = useCdkOrders(code);
  const data = orders.error ? undefined : orders.data;
  return (
    <CdkOrderView
      initialCode={code ?? ''}
      readCode={normalCdkCode}
      onSearch={(next) => {
        if (next === code) void orders.mutate();
        else setParams({ code: next }, { replace: true });
      }}
      searching={orders.isLoading}
      error={orders.error ? errorMessageOf(orders.error) : null}
      result={data ? { cdk: data.cdk, list: data.list.map(withShownCards) } : undefined}
      links={{ recharge: code ? `${CDK_LINKS.recharge}?code=${encodeURIComponent(code)}` : CDK_LINKS.recharge }}
    />
  );
}
