// The admin area's session (R4.2: the guard sends admins to /login?adminPath=…): log-in, who is logged
// in (the admin index, R2.6) and log-out. Admin endpoints live under the area's configurable prefix;
// the contract writes it as a placeholder.
import { useMemo } from 'react';
import { admin } from '@shop/session/contract/admin';
import { fillAdminPath, type Endpoint } from '@shop/session/contract/define';
import { useApiMutation, apiKey, useApi } from '#app/data/swr.ts';

/** An admin endpoint with its prefix filled in (`/:adminPath/inter/login` → `/shopadmin/inter/login`). */
export function adminEndpoint<E extends Endpoint>(endpoint: E, adminPath: string): E {
  return { ...endpoint, path: fillAdminPath(endpoint.path, adminPath) };
}

/** The cache key of who is logged in (the log-in answer fills it, the log-out empties it). */
export const adminInfoKey = (adminPath: string) => apiKey(adminEndpoint(admin.getAdminInfo, adminPath));

/** Answers the admin token and the role data the guard reads (roleIds, verifyRole). */
export function useAdminLogin(adminPath: string) {
  const endpoint = useMemo(() => adminEndpoint(admin.login, adminPath), [adminPath]);
  return useApiMutation(endpoint);
}

/** The logged-in admin: name, role ids, verifyRole and the access list of element permissions (R6.2). */
export function useAdminInfo(adminPath: string) {
  const endpoint = useMemo(() => adminEndpoint(admin.getAdminInfo, adminPath), [adminPath]);
  return useApi(endpoint, undefined, { revalidateOnFocus: false });
}

export function useAdminLogout(adminPath: string) {
  const endpoint = useMemo(() => adminEndpoint(admin.logout, adminPath), [adminPath]);
  return useApiMutation(endpoint);
}
