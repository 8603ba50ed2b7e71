// One rule for what a write does to the reads it changes: they are stale, mounted or not. A mounted read
// is asked again at once; an unmounted one loses its cached answer, so its next view asks the server
// instead of drawing what it showed before the write; an answer asked before the write (a preload, an
// early read) is never handed out as current. useApiMutation's `refresh`, the preload middleware
// (below) and the early reads (routes/earlyReads.ts) all go through here.
//
// Reads started before their page rendered (preload.ts) reach the page's hooks here:
// - a hook that asks while the read is on its way, or just after, takes that read instead of asking again;
// - a hook that mounts just after the answer reached SWR's cache draws it without asking again on mount
//   (asking again drew the whole page twice more for the same answer).
// Neither holds once a write has succeeded since the read was asked: the hook asks the server.
import { useCallback, useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware } from 'swr';
import { noteWrite, askedBeforeLastWrite } from '../request/lastWrite.ts';
import type { ApiKey } from './swr.ts';

/** A read a write changes: one call, or a filter such as keysOf(endpoint). */
export type Refresh = ApiKey | ((key: unknown) => boolean);

export { askedBeforeLastWrite };

/** Hooks mounted per SWR key (serialized): what a write can ask again now rather than forget. */
const mounted = new Map<string, number>();

export const mountedReads = {
  /** Counts the calling hook under `id` while it is mounted (null: a skipped read). */
  useMounted(id: string | null): void {
    useEffect(() => {
      if (id === null) return undefined;
      mounted.set(id, (mounted.get(id) ?? 0) + 1);
      return () => {
        const left = (mounted.get(id) ?? 1) - 1;
        if (left > 0) mounted.set(id, left);
        else mounted.delete(id);
      };
    }, [id]);
  },
  has(id: string): boolean {
    return mounted.has(id);
  },
};

function matches(target: Refresh, id: string, key: unknown): boolean {
  return typeof target === 'function' ? target(key) : unstable_serialize(target) === id;
}

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * A write succeeded: every read in `refresh` is stale. Mounted ones are asked again (SWR's revalidation,
 * which also drops its deduplication markers); unmounted ones are taken out of the cache, so their next
 * view asks the server; any answer asked before now stops counting as fresh.
 */
export function markWritten(cache: Cache, mutate: Mutate, refresh: readonly Refresh[]): void {
  noteWrite();
  for (const target of refresh) void mutate(target);
  for (const id of [...cache.keys()]) {
    if (mounted.has(id)) continue;
    // SWR keeps each entry's key as it was given (the `_k` its own key filters read).
    const key: unknown = (cache.get(id) as { _k?: unknown } | undefined)?._k;
    if (refresh.some((target) => matches(target, id, key))) cache.delete(id);
  }
}

/** `markWritten` for a write made outside useApiMutation (a return page's binding, a certification). */
export function useMarkWritten(): (refresh: readonly Refresh[]) => void {
  const { cache, mutate } = useSWRConfig();
  return useCallback((refresh) => markWritten(cache, mutate, refresh), [cache, mutate]);
}

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
