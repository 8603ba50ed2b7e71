// /inside/visitorExpress?orderNo=: a visitor's order logistics, opened with this browser's visitor token,
// or with the order's query password when it has one (asked in the form, never put in the address).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExpressView } from '@shop/ui';
import { useVisitorExpress } from './express.ts';
import { orderNoFrom } from './shared.ts';
import { useVisitorToken } from '#app/storage/visitorMemory.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function VisitorExpressPage() {
  const [params, setParams] = useSearchParams();
  const orderNo = orderNoFrom(params.get('orderNo'));
  const visitorToken = useVisitorToken();
  const [queryPwd, setQueryPwd] = useState('');
  const query = orderNo === null || visitorToken === undefined ? null : { orderNo, visitorToken, queryPwd };
  const { data, error, isLoading, isValidating, mutate } = useVisitorExpress(query);
  return (
    <ExpressView
      visitor
      orderNo={orderNo ?? ''}
      data={data}
      loading={isLoading || (orderNo !== null && visitorToken === undefined)}
      // The server's answer (no logistics yet …) is a state of the order, not a failure to retry.
      notice={isBusinessError(error) ? error.message : null}
      error={error && !isBusinessError(error) ? errorMessageOf(error) : null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onSearch={({ orderNo: next, queryPwd: pwd }) => {
        setQueryPwd(pwd);
        setParams({ orderNo: next });
      }}
    />
  );
}
