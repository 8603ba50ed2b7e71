// Reads started before their page rendered (api/preload.ts, from routes/preload.ts and the pages'
// `prefetch`), and the SWR middleware that hands them to the page's hooks (api/swrConfig.ts); the
// middleware is in every page's first load, the code that starts the reads only where it is used:
// - a hook that asks while the read is on its way, or just after, takes that read instead of asking again;
// - a hook that mounts just after the answer reached SWR's cache draws it without asking again on mount.
//   Asking again drew the whole page twice more (validating, then validated) for the same answer: ~400
//   components on the card stock (issue 24).
import { unstable_serialize, type Cache, type Middleware } from 'swr';

/** Preloaded reads not taken by a hook's fetch yet, by SWR's key; each is dropped after `FRESH_MS` untaken. */
export const preloads = new Map<string, Promise<unknown>>();
/** When each preloaded read was answered, by SWR's key (kept `FRESH_MS`). */
export const answeredAt = new Map<string, number>();
/** How long a preloaded answer counts as its page's first read (SWR's own deduplication is 2 s). */
export const FRESH_MS = 5_000;

/** Every read preloaded so far answered or failed (the first page is drawn once they are: routes/registry.tsx). */
export async function preloadsSettled(): Promise<void> {
  await Promise.allSettled(preloads.values());
}

/** The SWR middleware that gives a hook its key's preloaded read. */
export const withPreloads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = Array.isArray(key) ? unstable_serialize(key) : null;
  const at = id === null ? undefined : answeredAt.get(id);
  // Answered a moment ago and still in this cache (a log-out empties it): drawn, not asked for again, by
  // every hook that mounts with it then (the frame's and the page's may mount seconds apart on a phone).
  const fresh =
    id !== null && at !== undefined && Date.now() - at < FRESH_MS && (config as { cache?: Cache }).cache?.get(id)?.data !== undefined;
  // Taken: a later revalidation (a write's refresh) must ask the server, not get this answer again.
  if (fresh) preloads.delete(id);
  const take: typeof fetcher =
    id !== null && fetcher
      ? (...args) => {
          const waiting = preloads.get(id);
          if (!waiting) return fetcher(...args);
          preloads.delete(id);
          return waiting as ReturnType<typeof fetcher>;
        }
      : fetcher;
  return useSWRNext(key, take, fresh ? { ...config, revalidateOnMount: false } : config);
};
