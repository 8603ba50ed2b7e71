// The two hooks every resource module builds on: useApi for reads, useApiMutation for writes.
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
import { request } from '../request/client.ts';
import type { RequestError } from '../request/errors.ts';
import { usePageSignal } from '../request/PageScope.tsx';
import { apiFetcher, apiKey, type ApiKey } from './swrConfig.ts';

export { apiKey, isApiKey, keysOf, type ApiKey } from './swrConfig.ts';

/**
 * A read. `body` null skips the call (conditional fetching). The call is aborted when the page
 * that asked unmounts.
 */
export function useApi<E extends Endpoint>(
  endpoint: E,
  body?: RequestOf<E> | null,
  options?: SWRConfiguration<ResponseOf<E>, RequestError>,
): SWRResponse<ResponseOf<E>, RequestError> {
  const pageSignal = usePageSignal();
  const key = body === null ? null : apiKey(endpoint, body);
  const response = useSWR<ResponseOf<E>, RequestError, ApiKey | null>(
    key,
    (k: ApiKey) => apiFetcher(k, pageSignal()) as Promise<ResponseOf<E>>,
    options,
  );
  return withoutAbortedError(response);
}

/**
 * A read aborted because its page unmounted stays in the cache as an error; coming back to the page
 * must show loading, not "request cancelled". SWR's response tracks which fields a component reads
 * through getters, so a Proxy (not a copy) keeps that working.
 */
function withoutAbortedError<T extends { error: RequestError | undefined }>(response: T): T {
  return new Proxy(response, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      return property === 'error' && value instanceof Error && (value as RequestError).kind === 'aborted' ? undefined : value;
    },
  });
}

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
