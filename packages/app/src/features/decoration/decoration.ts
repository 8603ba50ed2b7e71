// The admin site decoration (`/:path/decorate/desktop`): a site's layout draft, the editor's options,
// saving (and publishing) a draft, image uploads. Admin endpoints live under the area's prefix (the
// route's `:path`), so every hook takes it; the request client sends the admin token there (R6.1).
import { useMemo } from 'react';
import useSWR from 'swr';
import type { DecorationBlock, GoodsSummary } from '@shop/session/contract';
import { admin } from '@shop/session/contract/admin';
import { storefront } from '@shop/session/contract/storefront';
import { request } from '#app/request/client.ts';
import type { RequestError } from '#app/request/errors.ts';
import { usePageSignal } from '#app/request/PageScope.tsx';
import { useHomeGoods } from '../shop/homeLayout.ts';
import { adminEndpoint } from '../admin/adminSession.ts';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';

const useAdminEndpoint = <E extends Parameters<typeof adminEndpoint>[0]>(endpoint: E, adminPath: string) =>
  useMemo(() => adminEndpoint(endpoint, adminPath), [endpoint, adminPath]);

/**
 * A site's draft (0: the main site), its state and times. Read again on focus like any read (a draft
 * saved or published in another tab shows): the page keeps its edits apart from it, and compares them.
 */
export function useDecoration(adminPath: string, siteId: number) {
  return useApi(useAdminEndpoint(admin.getDecoration, adminPath), { siteId });
}

export function useDecorationOptions(adminPath: string) {
  return useApi(useAdminEndpoint(admin.getDecorationOptions, adminPath), undefined, { revalidateOnFocus: false });
}

/**
 * Saves the draft, with `publish: true` publishes it too; the home page's layout is read again (the page
 * keeps the answer as the site's draft).
 */
export function useSaveDecoration(adminPath: string) {
  return useApiMutation(useAdminEndpoint(admin.saveDecoration, adminPath), { refresh: [apiKey(storefront.getHomeLayout)] });
}

/** `trigger({ file })` → `{ url }` of the uploaded banner image. */
export function useUploadDecorationImage(adminPath: string) {
  return useApiMutation(useAdminEndpoint(admin.uploadFile, adminPath));
}

type BlockGoods = Record<string, GoodsSummary[]>;

/**
 * What the editor's preview draws in its goods blocks: the main site's goods as `/` reads them, or a
 * reseller site's goods at its prices, read as that site (X-Site: the site picker edits per site).
 */
export function usePreviewGoods(blocks: readonly DecorationBlock[] | undefined, site: string | null) {
  const main = useHomeGoods(site ? undefined : blocks);
  const pageSignal = usePageSignal();
  const queries = (blocks ?? []).flatMap((b) =>
    b.type === 'goods' && b.visible
      ? [
          [
            b.id,
            { page: 1, pageSize: b.limit, keyword: '', sort: 'sales' as const, inStock: 0 as const, dirId: b.dirId ?? undefined },
          ] as const,
        ]
      : [],
  );
  const own = useSWR<BlockGoods, RequestError>(site && blocks ? ['previewGoods', site, JSON.stringify(queries)] : null, async () => {
    const signal = pageSignal();
    const lists = await Promise.all(queries.map(([, body]) => request(storefront.getGoodsList, body, { signal, site })));
    return Object.fromEntries(queries.map(([id], i) => [id, lists[i]?.list ?? []]));
  });
  return site ? own : main;
}
