// The home page's published layout (the decoration) and the goods of its goods blocks. Reads the
// storefront contract only: `/` loads this module.
import useSWR from 'swr';
import type { DecorationBlock, GoodsSummary } from '@shop/session/contract';
import { storefront } from '@shop/session/contract/storefront';
import type { RequestError } from '#app/request/errors.ts';
import { usePageSignal } from '#app/request/PageScope.tsx';
import { apiFetcher, apiKey, useApi } from '#app/data/swr.ts';
import { preloadRead } from '#app/data/preload.ts';

const { getGoodsList } = storefront;

/**
 * The notices `/` shows: the newest few (its own read, apart from the announcement list's pages), as many
 * as ui's `ANNOUNCEMENTS`. Not imported from there: it is the home view's module, and the storefront frame
 * reads its footer from this one, so every storefront page would load the home view with it.
 */
export const HOME_NOTICES = { page: 1, pageSize: 5, keyword: '' } as const;

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

/**
 * The blocks `/` draws, in order (the main site's published decoration). Read again on focus: a layout
 * published meanwhile (another tab's editor) shows when the visitor comes back.
 */
export function useHomeLayout(on = true) {
  return useApi(storefront.getHomeLayout, on ? undefined : null);
}

/**
 * The published layout's footer block, for the storefront frame on `/`: the page has one footer (the
 * frame's), which carries the shop's decorated links and text there. The same read as the page's (SWR
 * shares it); none elsewhere.
 */
export function useHomeFooter(on: boolean): Extract<DecorationBlock, { type: 'footer' }> | undefined {
  const { data } = useHomeLayout(on);
  return on ? data?.blocks.find((b): b is Extract<DecorationBlock, { type: 'footer' }> => b.type === 'footer' && b.visible) : undefined;
}
