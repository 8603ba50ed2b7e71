// One rule for what a write does to the reads it changes: they are stale, mounted or not. A mounted read
// is asked again at once; an unmounted one loses its cached answer, so its next view asks the server
// instead of drawing what it showed before the write; an answer asked before the write (a preload, an
// early read) is never handed out as current. useApiMutation's `refresh`, the preload middleware
// (preloads.ts) and the early reads (routes/earlyReads.ts) all go through here.
import { useCallback, useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache } from 'swr';
import { noteWrite } from '../request/lastWrite.ts';
import type { ApiKey } from './swrConfig.ts';

/** A read a write changes: one call, or a filter such as keysOf(endpoint). */
export type Refresh = ApiKey | ((key: unknown) => boolean);

export { askedBeforeLastWrite } from '../request/lastWrite.ts';

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
