// /inside/express?orderNo=: the logistics timeline of one of my shipped orders.
import { useSearchParams } from 'react-router-dom';
import { ExpressView } from '@shop/ui';
import { useOrderExpress } from './express.ts';
import { orderNoFrom } from './shared.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function ExpressPage() {
  const [params, setParams] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const { data, error, isLoading, isValidating, mutate } = useOrderExpress(orderNo);
  return (
    <ExpressView
      orderNo={orderNo ?? ''}
      data={data}
      loading={isLoading}
      // The server's answer (no logistics yet …) is a state of the order, not a failure to retry.
      notice={isBusinessError(error) ? error.message : null}
      error={error && !isBusinessError(error) ? errorMessageOf(error) : null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onSearch={({ orderNo: next }) => setParams({ orderNo: next })}
    />
  );
}
