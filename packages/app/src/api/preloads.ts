// Reads started before their page rendered (api/preload.ts, from routes/preload.ts and the pages'
// `prefetch`), and the SWR middleware that hands them to the page's hooks (api/swrConfig.ts):
// - a hook that asks while the read is on its way, or just after, takes that read instead of asking again;
// - a hook that mounts just after the answer reached SWR's cache draws it without asking again on mount
//   (asking again drew the whole page twice more for the same answer).
// Neither holds once a write has succeeded since the read was asked (api/freshness.ts): the write may have
// changed its answer, so the hook asks the server.
import { unstable_serialize, type Cache, type Middleware } from 'swr';
import { askedBeforeLastWrite, mountedReads } from './freshness.ts';

/** A read started early: its answer, and when it was asked (performance.now()). */
interface Preload {
  answer: Promise<unknown>;
  askedAt: number;
}

/** Preloaded reads not taken by a hook's fetch yet, by SWR's key; each is dropped after `FRESH_MS` untaken. */
export const preloads = new Map<string, Preload>();
/** When each preloaded read was asked, by SWR's key, once it was answered (kept `FRESH_MS`). */
export const answeredAt = new Map<string, number>();
/** How long a preloaded answer counts as its page's first read (SWR's own deduplication is 2 s). */
export const FRESH_MS = 5_000;

/** Every read preloaded so far answered or failed (the first page is drawn once they are: routes/registry.tsx). */
export async function preloadsSettled(): Promise<void> {
  await Promise.allSettled([...preloads.values()].map((p) => p.answer));
}

/** The SWR middleware that gives a hook its key's preloaded read, and counts the hooks mounted per key. */
export const withPreloads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = Array.isArray(key) ? unstable_serialize(key) : null;
  mountedReads.useMounted(id);
  const asked = id === null ? undefined : answeredAt.get(id);
  // Answered a moment ago, after the last write, and still in this cache (a log-out empties it): drawn, not
  // asked for again, by every hook that mounts with it then (the frame's and the page's may mount seconds
  // apart on a phone).
  const fresh =
    id !== null &&
    asked !== undefined &&
    performance.now() - asked < FRESH_MS &&
    !askedBeforeLastWrite(asked) &&
    (config as { cache?: Cache }).cache?.get(id)?.data !== undefined;
  // Taken: a later revalidation (a write's refresh) must ask the server, not get this answer again.
  if (fresh) preloads.delete(id);
  const take: typeof fetcher =
    id !== null && fetcher
      ? (...args) => {
          const waiting = preloads.get(id);
          if (!waiting) return fetcher(...args);
          preloads.delete(id);
          // Asked before a write that has succeeded since: its answer may be older than the write.
          if (askedBeforeLastWrite(waiting.askedAt)) return fetcher(...args);
          return waiting.answer as ReturnType<typeof fetcher>;
        }
      : fetcher;
  return useSWRNext(key, take, fresh ? { ...config, revalidateOnMount: false } : config);
};
