// /chadan: find an order by its number, or the latest five by contact (+ query password). Keys are
// masked until revealed; a result kept behind its query password opens in place when it is given.
// `?orderNo=` (a link from a return page) fills the form and searches at once.
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderQueryView, type OrderQuery } from '@shop/ui';
import type { QueriedOrder } from '@shop/session/contract';
import { useOrderQuery, useUnlockQueriedOrder, type OrderQueryBody } from './orderQuery.ts';
import { orderNoFrom } from './search.ts';
import { withShownCards } from './shownCards.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { isBusinessError } from '#app/request/errors.ts';

function bodyOf(query: OrderQuery): OrderQueryBody {
  const body: OrderQueryBody = { mode: query.mode };
  if (query.mode === 'orderNo') body.orderNo = query.orderNo;
  else body.contact = query.contact;
  if (query.queryPwd) body.queryPwd = query.queryPwd;
  return body;
}

export default function ChadanPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linked = orderNoFrom(params.get('orderNo'));
  const [body, setBody] = useState<OrderQueryBody | null>(linked ? { mode: 'orderNo', orderNo: linked } : null);
  const { data, error, isLoading, isValidating, mutate } = useOrderQuery(body);
  const [unlocked, setUnlocked] = useState<Record<string, QueriedOrder>>({});
  const [unlocking, setUnlocking] = useState<string | null>(null);
  const [unlockError, setUnlockError] = useState<{ orderNo: string; message: string } | null>(null);
  const unlock = useUnlockQueriedOrder();

  const results = useMemo(() => data?.list.map((order) => withShownCards(unlocked[order.orderNo] ?? order)), [data, unlocked]);
  return (
    <OrderQueryView
      initial={linked ? { mode: 'orderNo', orderNo: linked } : undefined}
      results={body ? results : undefined}
      searching={isLoading}
      error={body && error ? errorMessageOf(error) : null}
      // A refusal (nothing found, a wrong query password) is the answer; a failed search is asked again.
      onRetry={body && error && !isBusinessError(error) ? () => void mutate() : undefined}
      retrying={isValidating && error !== undefined}
      onSearch={(query) => {
        const next = bodyOf(query);
        setUnlocked({});
        setUnlockError(null);
        // The same search again asks the server again (a new delivery may have arrived).
        if (JSON.stringify(next) === JSON.stringify(body)) void mutate();
        else setBody(next);
      }}
      onUnlock={(orderNo, queryPwd) => {
        setUnlocking(orderNo);
        setUnlockError(null);
        unlock
          .trigger({ mode: 'orderNo', orderNo, queryPwd })
          .then((answer) => {
            const found = answer.list.find((o) => o.orderNo === orderNo);
            if (found) setUnlocked((current) => ({ ...current, [orderNo]: found }));
          })
          .catch((e: unknown) => {
            const message = errorMessageOf(e);
            if (message) setUnlockError({ orderNo, message });
          })
          .finally(() => setUnlocking(null));
      }}
      unlocking={unlocking}
      unlockError={unlockError}
      browserOrdersHref="/inside/visitorOrder"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
