// /pay/return_ali, return_epay, return_qpay, return_fxpay: where a payment channel sends the buyer
// back. The query string a gateway adds (trade_status=TRADE_SUCCESS …) is never trusted: the page
// asks the server (`getReturnResult`) and shows paid with the keys, pending (asking again every
// 2 s for a minute, then on demand), or failed.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PayResultView } from '@shop/ui';
import { useReturnResult, type ReturnChannel } from './orders.ts';
import { useVisitorMemory } from '#app/storage/visitorMemory.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { orderNoFrom } from './search.ts';
import { withShownCards } from './shownCards.ts';

/** How often a pending payment is asked about, and for how long before the page waits for the buyer. */
export const RETURN_POLL_MS = 2000;
export const RETURN_POLL_FOR_MS = 60_000;

const CHANNELS: Record<string, ReturnChannel> = {
  '/pay/return_ali': 'ali',
  '/pay/return_epay': 'epay',
  '/pay/return_qpay': 'qpay',
  '/pay/return_fxpay': 'fxpay',
};

export default function PayReturnPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Gateways name the number differently; all of them are only a hint of which order to ask about.
  const orderNo = orderNoFrom(params.get('orderNo') ?? params.get('out_trade_no') ?? params.get('order_no'));
  const channel = CHANNELS[pathname.replace(/\/+$/, '')] ?? 'ali';
  const memory = useVisitorMemory();
  const loggedIn = hasUserToken();
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const visitorToken = memory === undefined ? undefined : memory.visitorToken;
  const [pending, setPending] = useState(false);
  const { data, error, isValidating, mutate } = useReturnResult(channel, orderNo, visitorToken, pending && !gaveUp ? RETURN_POLL_MS : 0);
  const result = useMemo(() => data && { ...data, order: data.order && withShownCards(data.order) }, [data]);
  const nowPending = data?.status === 'pending';
  if (nowPending !== pending) setPending(nowPending);

  // Pending: ask again every RETURN_POLL_MS until RETURN_POLL_FOR_MS after the page opened, then wait for the buyer.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, startedAt + RETURN_POLL_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, startedAt]);

  const q = orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : '';
  const detail = data?.order ? (loggedIn ? `/inside/showordermess${q}` : `/inside/visitorOrderDetail${q}`) : `/chadan${q}`;
  return (
    <div className="px-4 py-6 sm:py-10">
      <PayResultView
        result={result}
        missingOrder={orderNo === null}
        error={error?.message ?? null}
        retrying={isValidating && error !== undefined}
        onRetry={() => void mutate()}
        gaveUp={gaveUp}
        refreshing={isValidating && data !== undefined}
        onRefresh={() => void mutate()}
        links={{
          detail,
          pay: `/pay/payonline${q}`,
          balance: '/inside/accountmoney',
          level: '/inside/selfLevel',
          query: `/chadan${q}`,
          home: '/',
        }}
        onNavigate={(to) => void navigate(to)}
      />
    </div>
  );
}
