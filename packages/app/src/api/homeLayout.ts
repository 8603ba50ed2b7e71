// The home page's published layout (the decoration) and the goods of its goods blocks. Reads the
// storefront contract only: `/` loads this module.
import useSWR from 'swr';
import type { DecorationBlock, GoodsSummary } from '@shop/session/contract';
import { storefront } from '@shop/session/contract/storefront';
import { ANNOUNCEMENTS } from '@shop/ui';
import type { RequestError } from '../request/errors.ts';
import { usePageSignal } from '../request/PageScope.tsx';
import { apiFetcher, apiKey } from './swrConfig.ts';
import { preloadRead } from './preload.ts';

const { getGoodsList } = storefront;

export { useHomeLayout } from './homeLayoutRead.ts';

/** The notices `/` shows: the newest few (its own read, apart from the announcement list's pages). */
export const HOME_NOTICES = { page: 1, pageSize: ANNOUNCEMENTS, keyword: '' } as const;

type HomeGoods = Record<string, GoodsSummary[]>;

/**
 * The one read of the goods of every visible goods block (its directory, best sellers first, its
 * limit), by block id: its SWR key (null without goods blocks' layout) and what answers it.
 */
function homeGoodsRead(blocks: readonly DecorationBlock[] | undefined) {
  const keys = blocks?.flatMap((b) =>
    b.type === 'goods' && b.visible
      ? [
          [
            b.id,
            apiKey(getGoodsList, { page: 1, pageSize: b.limit, keyword: '', sort: 'sales', inStock: 0, dirId: b.dirId ?? undefined }),
          ] as const,
        ]
      : [],
  );
  return {
    key: keys ? (['homeGoods', JSON.stringify(keys)] as const) : null,
    fetch: async (signal?: AbortSignal): Promise<HomeGoods> =>
      Object.fromEntries(
        await Promise.all((keys ?? []).map(async ([id, key]) => [id, ((await apiFetcher(key, signal)) as { list: GoodsSummary[] }).list])),
      ),
  };
}

/** The goods of every visible goods block, by block id, in one read. */
export function useHomeGoods(blocks: readonly DecorationBlock[] | undefined) {
  const pageSignal = usePageSignal();
  const read = homeGoodsRead(blocks);
  return useSWR<HomeGoods, RequestError>(read.key, () => read.fetch(pageSignal()));
}

/** Starts the goods blocks' read before `/` renders (routes/prefetchHome.ts); `useHomeGoods` takes its answer. */
export function preloadHomeGoods(blocks: readonly DecorationBlock[]): Promise<HomeGoods | undefined> | undefined {
  const read = homeGoodsRead(blocks);
  return read.key ? preloadRead(read.key, () => read.fetch()) : undefined;
}
