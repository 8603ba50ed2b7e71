// The read hook every resource module builds on (useApi); writes are mutation.ts (useApiMutation), so
// a page that only reads (the home page) does not carry swr/mutation. Reads started before their page
// renders are preload.ts.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
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
