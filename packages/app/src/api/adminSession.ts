// The admin area's log-in (R4.2: the guard sends admins to /login?adminPath=…). Admin endpoints
// live under the area's configurable prefix; the contract writes it as a placeholder.
import { useMemo } from 'react';
import { admin } from '@shop/session/contract/admin';
import { fillAdminPath, type Endpoint } from '@shop/session/contract/define';
import { useApiMutation } from './mutation.ts';

/** An admin endpoint with its prefix filled in (`/:adminPath/inter/login` → `/shopadmin/inter/login`). */
export function adminEndpoint<E extends Endpoint>(endpoint: E, adminPath: string): E {
  return { ...endpoint, path: fillAdminPath(endpoint.path, adminPath) };
}

/** Answers the admin token and the role data the guard reads (roleIds, verifyRole). */
export function useAdminLogin(adminPath: string) {
  const endpoint = useMemo(() => adminEndpoint(admin.login, adminPath), [adminPath]);
  return useApiMutation(endpoint);
}
