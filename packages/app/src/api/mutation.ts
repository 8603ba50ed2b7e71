// The write hook every resource module builds on: useApiMutation (reads are swr.ts's useApi).
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
import { request } from '../request/client.ts';
import type { RequestError } from '../request/errors.ts';
import { markWritten, type Refresh } from './freshness.ts';
import { apiKey, type ApiKey } from './swrConfig.ts';

export type { Refresh } from './freshness.ts';

/**
 * A write. `trigger(body)` resolves with the typed data or rejects with a RequestError (a business
 * error carries the server's msg for the form). On success every read in `refresh` is stale
 * (freshness.ts): asked again where it is shown, asked afresh where it is shown next.
 * Writes are not aborted on unmount: a half-sent write whose answer is lost helps nobody.
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: { refresh?: readonly Refresh[] } & SWRMutationConfiguration<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>> = {},
): SWRMutationResponse<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>> {
  const { cache, mutate } = useSWRConfig();
  const { refresh = [], onSuccess, ...rest } = options;
  return useSWRMutation<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>>(
    apiKey(endpoint),
    (_key: ApiKey, { arg }: { arg: RequestOf<E> }) => (request as (e: Endpoint, b?: unknown) => Promise<ResponseOf<E>>)(endpoint, arg),
    {
      ...rest,
      onSuccess: (data, key, config) => {
        markWritten(cache, mutate, refresh);
        onSuccess?.(data, key, config);
      },
    },
  );
}
