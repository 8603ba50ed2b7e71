// Reads started before their page renders (the first page load's `startFirstPage`, the pages' `prefetch`)
// and a page's largest picture; the page's hook takes such a read through freshness.ts's middleware.
import { mutate, unstable_serialize } from 'swr';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/session/contract';
import { config } from '../config.ts';
import { hasUserToken } from '../storage/localStore.ts';
import { answeredAt, askedBeforeLastWrite, FRESH_MS, preloads } from './freshness.ts';
import { apiFetcher, apiKey } from './swr.ts';

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
 * `preloadApi` for a read under a key of its own (the home page's goods blocks, api/homeLayout.ts): starts
 * `fetcher(key)` once (a second call while it is on its way gets the same answer); the first `useSWR` with
 * `key` takes it (api/preloads.ts). Resolves to the answer, or undefined when the read failed. Nothing where
 * MSW answers (see above).
 */
export function preloadRead<K extends readonly unknown[], T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T | undefined> | undefined {
  if (config.msw) return undefined;
  const id = unstable_serialize(key);
  const asked = preloads.get(id);
  if (asked && !askedBeforeLastWrite(asked.askedAt)) return (asked.answer as Promise<T>).catch(() => undefined);
  const askedAt = performance.now();
  const answer = fetcher(key);
  const preload = { answer, askedAt };
  preloads.set(id, preload);
  // A failure is kept too: it is the first hook's to show, as its own would be (the request client has
  // told the user once; the hook does not ask again and tell again).
  const drop = () =>
    setTimeout(() => {
      if (preloads.get(id) === preload) preloads.delete(id);
      if (answeredAt.get(id) === askedAt) answeredAt.delete(id);
    }, FRESH_MS);
  return answer.then(
    (data) => {
      // A write that succeeded while this read was on its way may have changed its answer: not drawn.
      if (askedBeforeLastWrite(askedAt)) {
        drop();
        return data;
      }
      answeredAt.set(id, askedAt);
      // Not taken by a hook yet: into the cache, where the page's first render draws it (no loading state
      // drawn first).
      if (preloads.get(id) === preload) void mutate(key, data, { revalidate: false });
      drop();
      return data;
    },
    () => {
      drop();
      return undefined;
    },
  );
}
