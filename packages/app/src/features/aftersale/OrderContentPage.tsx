// /inside/orderContent?orderNo=: what an order delivered (keys masked until shown, copy, .txt) and the goods' notes.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderContentView } from '@shop/ui';
import { useOrderContent } from './orderContent.ts';
import { useShownCards } from '../orders/shownCards.ts';
import { orderNoFrom } from './shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function OrderContentPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const { data, error, isLoading, isValidating, mutate } = useOrderContent(orderNo);
  const shown = useShownCards(data);
  return (
    <OrderContentView
      orderNo={orderNo ?? ''}
      data={shown}
      loading={isLoading}
      error={error ? errorMessageOf(error) : null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onSearch={(next) => setParams(next ? { orderNo: next } : {})}
      orderHref={(no) => `/inside/showordermess?orderNo=${encodeURIComponent(no)}`}
      repealHref={(no) => `/inside/cardRepeal?orderNo=${encodeURIComponent(no)}`}
      complainHref={(no) => `/inside/orderComplain?orderNo=${encodeURIComponent(no)}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
