// The admin site decoration (`/:path/decorate/desktop`): a site's layout draft, the editor's options,
// saving (and publishing) a draft, image uploads. Admin endpoints live under the area's prefix (the
// route's `:path`), so every hook takes it; the request client sends the admin token there (R6.1).
import { useMemo } from 'react';
import { admin } from '@shop/session/contract/admin';
import { storefront } from '@shop/session/contract/storefront';
import { adminEndpoint } from './adminSession.ts';
import { useApiMutation } from './mutation.ts';
import { apiKey, useApi } from './swr.ts';

const useAdminEndpoint = <E extends Parameters<typeof adminEndpoint>[0]>(endpoint: E, adminPath: string) =>
  useMemo(() => adminEndpoint(endpoint, adminPath), [endpoint, adminPath]);

/** A site's draft (0: the main site); not read again on focus: the page holds edits on top of it. */
export function useDecoration(adminPath: string, siteId: number) {
  return useApi(useAdminEndpoint(admin.getDecoration, adminPath), { siteId }, { revalidateOnFocus: false });
}

export function useDecorationOptions(adminPath: string) {
  return useApi(useAdminEndpoint(admin.getDecorationOptions, adminPath), undefined, { revalidateOnFocus: false });
}

/** Saves the draft, with `publish: true` publishes it too; the home page's layout is read again. */
export function useSaveDecoration(adminPath: string) {
  return useApiMutation(useAdminEndpoint(admin.saveDecoration, adminPath), { refresh: [apiKey(storefront.getHomeLayout)] });
}

/** `trigger({ file })` → `{ url }` of the uploaded banner image. */
export function useUploadDecorationImage(adminPath: string) {
  return useApiMutation(useAdminEndpoint(admin.uploadFile, adminPath));
}
