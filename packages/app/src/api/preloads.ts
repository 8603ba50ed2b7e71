// Reads started before their page rendered (api/preload.ts, from routes/preload.ts and the pages'
// `prefetch`), and the SWR middleware that hands them to the page's hooks (api/swrConfig.ts); the
// middleware is in every page's first load, the code that starts the reads only where it is used:
// - a hook that asks while the read is on its way, or just after, takes that read instead of asking again;
// - a hook that mounts just after the answer reached SWR's cache draws it without asking again on mount.
//   Asking again drew the whole page twice more (validating, then validated) for the same answer: ~400
//   components on the card stock (issue 24).
import { unstable_serialize, type Cache, type Middleware } from 'swr';

export interface Preload {
  answer: Promise<unknown>;
  /** Set once the answer is in SWR's cache. */
  answeredAt?: number;
}

/** Preloaded reads not taken by a hook yet, by SWR's key; each is dropped after `FRESH_MS` untaken. */
export const preloads = new Map<string, Preload>();
/** How long a preloaded answer counts as its page's first read (SWR's own deduplication is 2 s). */
export const FRESH_MS = 5_000;

/** The SWR middleware that gives a hook its key's preloaded read. */
export const withPreloads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = Array.isArray(key) ? unstable_serialize(key) : null;
  const preload = id === null ? undefined : preloads.get(id);
  // Answered a moment ago and still in this cache (a log-out empties it): drawn, not asked for again.
  const fresh =
    id !== null &&
    preload?.answeredAt !== undefined &&
    Date.now() - preload.answeredAt < FRESH_MS &&
    (config as { cache?: Cache }).cache?.get(id)?.data !== undefined;
  // Taken: a later revalidation (a write's refresh) must ask the server, not get this answer again.
  if (fresh) preloads.delete(id);
  const take: typeof fetcher =
    id !== null && fetcher
      ? (...args) => {
          const waiting = preloads.get(id);
          if (!waiting) return fetcher(...args);
          preloads.delete(id);
          return waiting.answer as ReturnType<typeof fetcher>;
        }
      : fetcher;
  return useSWRNext(key, take, fresh ? { ...config, revalidateOnMount: false } : config);
};
