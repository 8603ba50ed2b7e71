// The read hook every resource module builds on (useApi); writes are mutation.ts (useApiMutation), so
// a page that only reads (the home page) does not carry swr/mutation.
import useSWR, { mutate, preload, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
import type { RequestError } from '../request/errors.ts';
import { config } from '../config.ts';
import { usePageSignal } from '../request/PageScope.tsx';
import { hasUserToken } from '../storage/localStore.ts';
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

/**
 * Starts a logged-in read before its page has rendered: a page module loads first on a full page load
 * (routes/preload.ts) and may ask for the read its page will make while React, the frame and the
 * catalogue start; the first `useApi` with the same endpoint and body takes this answer instead of
 * asking again. Nothing without a login (the guard sends the visitor to log in) unless the page is open to
 * `visitors` (the goods page, routes/prefetch.ts; the home page, routes/prefetchHome.ts), nor where MSW answers
 * (its worker starts after the page modules load: the call would reach no one).
 */
export function preloadApi<E extends Endpoint>(
  endpoint: E,
  body: RequestOf<E> | undefined,
  { visitors = false } = {},
): Promise<ResponseOf<E> | undefined> | undefined {
  if (!visitors && !hasUserToken()) return undefined;
  return preloadRead(apiKey(endpoint, body), (key) => apiFetcher(key) as Promise<ResponseOf<E>>);
}

/**
 * Starts the download of a page's largest picture as soon as its address is known (the prefetch
 * modules, routes/prefetch*.ts), at high priority: the page's `<img>` then takes it from the cache.
 */
export function preloadPicture(src: string | undefined): void {
  if (!src) return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
}

/**
 * `preloadApi` for a read under a key of its own (the home page's goods blocks, api/homeLayout.ts):
 * the first `useSWR` with `key` takes this answer. Nothing where MSW answers (see above).
 */
export function preloadRead<K extends readonly unknown[], T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T | undefined> | undefined {
  if (config.msw) return undefined;
  const answer = preload(key, fetcher) as Promise<T>;
  // Answered before the page renders: its first render draws the data (no loading state drawn first); its
  // useSWR then takes the same answer from `preload` instead of asking again. A failure is the page's to
  // show (the request client already told the user); unread, it is no error.
  return answer.then(
    (data) => {
      void mutate(key, data, { revalidate: false });
      return data;
    },
    () => undefined,
  );
}
