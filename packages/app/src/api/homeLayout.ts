// The home page's published layout (the decoration) and the goods of its goods blocks. Reads the
// storefront contract only: `/` loads this module.
import useSWR from 'swr';
import type { DecorationBlock, GoodsSummary } from '@shop/session/contract';
import { storefront } from '@shop/session/contract/storefront';
import type { RequestError } from '../request/errors.ts';
import { usePageSignal } from '../request/PageScope.tsx';
import { apiFetcher, apiKey } from './swrConfig.ts';
import { useApi } from './swr.ts';

const { getHomeLayout, getGoodsList } = storefront;

/** The blocks `/` draws, in order (the main site's published decoration). */
export function useHomeLayout() {
  return useApi(getHomeLayout, undefined, { revalidateOnFocus: false });
}

/** The goods of every visible goods block (its directory, best sellers first, its limit), by block id, in one read. */
export function useHomeGoods(blocks: readonly DecorationBlock[] | undefined) {
  const pageSignal = usePageSignal();
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
  return useSWR<Record<string, GoodsSummary[]>, RequestError>(keys && ['homeGoods', JSON.stringify(keys)], async () =>
    Object.fromEntries(
      await Promise.all(keys!.map(async ([id, key]) => [id, ((await apiFetcher(key, pageSignal())) as { list: GoodsSummary[] }).list])),
    ),
  );
}
