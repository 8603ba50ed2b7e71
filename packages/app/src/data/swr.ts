// The data layer's SWR side: keys (one cache entry per endpoint and body), the shared fetcher and its
// retry rule, the app's configuration, and the two hooks every resource module builds on: useApi (a read)
// and useApiMutation (a write, whose `refresh` list freshness.ts makes stale).
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import { RequestError } from '../request/errors.ts';
import { usePageSignal } from '../request/PageScope.tsx';
import { request } from '../request/client.ts';
import { markWritten, type Refresh, withPreloads } from './freshness.ts';
import { withShownFailures } from './readFailures.tsx';

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

/** `['api', endpoint path, body or null]`: one cache entry per endpoint and body. */
export type ApiKey = readonly ['api', string, unknown];

const endpointsByPath = new Map<string, Endpoint>();

/** The SWR key of a call. Building it records the endpoint, so the shared fetcher can find it. */
export function apiKey<E extends Endpoint>(endpoint: E, body?: RequestOf<E> | null): ApiKey {
  endpointsByPath.set(endpoint.path, endpoint);
  return ['api', endpoint.path, body ?? null];
}

export function isApiKey(key: unknown): key is ApiKey {
  return Array.isArray(key) && key.length === 3 && key[0] === 'api' && typeof key[1] === 'string';
}

/** A key filter for `mutate(filter)`: every cached call of `endpoint`, whatever its body (paged lists). */
export function keysOf(endpoint: Endpoint): (key: unknown) => boolean {
  return (key) => isApiKey(key) && key[1] === endpoint.path;
}

/** The shared fetcher: an ApiKey → the request client. */
export function apiFetcher(key: ApiKey, signal?: AbortSignal): Promise<unknown> {
  const endpoint = endpointsByPath.get(key[1]);
  if (!endpoint) return Promise.reject(new Error(`No endpoint registered for ${key[1]}; build keys with apiKey()`));
  const body = (key[2] ?? undefined) as Record<string, unknown> | undefined;
  return (request as (e: Endpoint, b?: unknown, o?: { signal?: AbortSignal }) => Promise<unknown>)(endpoint, body, { signal });
}

export const MAX_RETRIES = 3;

/**
 * Whether SWR may try a failed read again: never for business codes, session-ending codes and
 * 403, nor for HTTP 4xx (asking again gives the same answer); other failures (5xx, network,
 * timeout, malformed, a read aborted under another mounted reader) are retried.
 */
export function shouldRetry(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true;
  switch (error.kind) {
    case 'business':
    case 'session':
    case 'forbidden':
      return false;
    case 'http':
      return !(error.status !== undefined && error.status >= 400 && error.status < 500);
    default:
      return true;
  }
}

type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>;

/** At most MAX_RETRIES tries after the first, with SWR's exponential back-off. */
export const onErrorRetry: OnErrorRetry = (error, _key, config, revalidate, { retryCount }) => {
  if (!shouldRetry(error) || retryCount > MAX_RETRIES) return;
  const aborted = error instanceof RequestError && error.kind === 'aborted';
  const interval = config.errorRetryInterval;
  const delay = aborted ? 0 : Math.floor((Math.random() + 0.5) * (1 << Math.min(retryCount, 8))) * interval;
  setTimeout(() => void revalidate({ retryCount }), delay);
};

/** The app's SWR configuration (main.tsx); tests add `provider: () => new Map()`. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: ApiKey) => apiFetcher(key),
  onErrorRetry,
  errorRetryCount: MAX_RETRIES,
  // Every failure drawn by someone (readFailures.tsx), outermost so it sees what the component reads;
  // reads started before their page rendered (preloads.ts).
  use: [withShownFailures, withPreloads],
};

export type { Refresh } from './freshness.ts';

/** Whether a failed write may have reached the server and changed what it writes (no refusal came back). */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'malformed' ||
    (error.kind === 'http' && (error.status ?? 500) >= 500)
  );
}

/**
 * A write. `trigger(body)` resolves with the typed data or rejects with a RequestError (a business
 * error carries the server's msg for the form). On success every read in `refresh` is stale
 * (freshness.ts): asked again where it is shown, asked afresh where it is shown next; so are they when the
 * answer was lost on the way (the write may have happened), unless `settledByRetry`: the page asks again
 * with the same request id, whose answer settles it (a re-read in between would draw the key used and
 * hide the form that retries).
 * Writes are not aborted on unmount: a half-sent write whose answer is lost helps nobody.
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: { refresh?: readonly Refresh[]; settledByRetry?: boolean } & SWRMutationConfiguration<
    ResponseOf<E>,
    RequestError,
    ApiKey,
    RequestOf<E>
  > = {},
): SWRMutationResponse<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>> {
  const { cache, mutate } = useSWRConfig();
  const { refresh = [], settledByRetry = false, onSuccess, onError, ...rest } = options;
  return useSWRMutation<ResponseOf<E>, RequestError, ApiKey, RequestOf<E>>(
    apiKey(endpoint),
    (_key: ApiKey, { arg }: { arg: RequestOf<E> }) => (request as (e: Endpoint, b?: unknown) => Promise<ResponseOf<E>>)(endpoint, arg),
    {
      ...rest,
      onSuccess: (data, key, config) => {
        markWritten(cache, mutate, refresh);
        onSuccess?.(data, key, config);
      },
      onError: (error, key, config) => {
        // The answer was lost on the way, not refused: the write may have happened all the same.
        if (outcomeUnknown(error) && !settledByRetry) markWritten(cache, mutate, refresh);
        onError?.(error, key, config);
      },
    },
  );
}
