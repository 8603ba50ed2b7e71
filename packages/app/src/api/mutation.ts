// The write hook every resource module builds on: useApiMutation (reads are swr.ts's useApi).
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
import { request } from '../request/client.ts';
import type { RequestError } from '../request/errors.ts';
import { apiKey, type ApiKey } from './swrConfig.ts';

/** A key to fetch again after a write: one call, or a filter such as keysOf(endpoint). */
export type Refresh = ApiKey | ((key: unknown) => boolean);

/**
 * A write. `trigger(body)` resolves with the typed data or rejects with a RequestError (a business
 * error carries the server's msg for the form). On success the `refresh` keys are fetched again.
 * Writes are not aborted on unmount: a half-sent write whose answer is lost helps nobody.
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: { refresh?: readonly Refresh[] } & SWRMutationConfiguration<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>> = {},
): SWRMutationResponse<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>> {
  const { mutate } = useSWRConfig();
  const { refresh = [], onSuccess, ...rest } = options;
  return useSWRMutation<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>>(
    apiKey(endpoint),
    (_key: ApiKey, { arg }: { arg: RequestOf<E> }) => (request as (e: Endpoint, b?: unknown) => Promise<ResponseOf<E>>)(endpoint, arg),
    {
      ...rest,
      onSuccess: (data, key, config) => {
        for (const target of refresh) void mutate(target);
        onSuccess?.(data, key, config);
      },
    },
  );
}
