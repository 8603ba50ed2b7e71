// SWR's configuration on the request client: keys, the shared fetcher and the retry rule. The hooks
// resource modules build on are in swr.ts (kept apart so the initial bundle needs no swr/mutation).
import type { SWRConfiguration } from 'swr';
import type { Endpoint, RequestOf } from '@shop/session/contract';
import { request } from '../request/client.ts';
import { RequestError } from '../request/errors.ts';
import { withPreloads } from './preloads.ts';
import { withShownFailures } from './readFailures.tsx';

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
