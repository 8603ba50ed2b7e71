import { ROUTES } from './constants.ts';
import { firstPathSegment } from './url.ts';

/** What the guard needs to know about a route (from the route registry). */
export interface GuardedRoute {
  /** Admin-auth route: needs a matching role id (R4.2–R4.4). */
  auth?: boolean;
  /** Needs the customer's storage token (R4.5). */
  login?: boolean;
  roleId?: string | number;
  /**
   * The admin area's index (`/{adminPath}/index`, where code -1 leads, R2.6): without an admin session it
   * is the admin log-in (R4.2's page), and any admin role opens it (R4.3 with no single role id).
   */
  adminHome?: boolean;
}

/** What the guard reads from cookies and storage, passed in by the app. */
export interface GuardState {
  /** The `token-admin` cookie (holds the message of an ended admin session, R4.8). */
  adminTokenCookie?: string | null;
  /** The `verifyRole` cookie. */
  verifyRole?: string | null;
  /** The `roleIds` cookie, comma-separated. */
  roleIds?: string | null;
  /** Whether the `token` login object is in storage. */
  hasToken: boolean;
  /** Whether `admin_token` is in storage (the admin index only). */
  hasAdminToken?: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; reason: 'admin-login' | 'forbidden' | 'login' };

/** R4.5: the login page, keeping where the user wanted to go. */
export function loginRedirect(fullPath: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(fullPath)}`;
}

/** R4.2: the admin login page, with the area's first path segment as parameter. */
export function adminLoginRedirect(fullPath: string): string {
  const segment = firstPathSegment(fullPath);
  return segment === '' ? ROUTES.login : `${ROUTES.login}?adminPath=${encodeURIComponent(segment)}`;
}

/** R3.4: `roleIds` cookie → list of ids (empty entries dropped). */
export function parseRoleIds(roleIds: string | null | undefined): string[] {
  if (roleIds == null) return [];
  return roleIds
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id !== 'undefined' && id !== 'null');
}

/**
 * R4.1–R4.6: the route guard. `fullPath` is the path with query and hash the user asked for.
 * Auth is checked first, then login; other routes are open. The admin index (R2.6's target) is an
 * auth route that sends a visitor without an admin session to the admin log-in and takes any role.
 */
export function decideGuard(route: GuardedRoute, state: GuardState, fullPath: string): GuardDecision {
  if (route.auth) {
    const cookie = state.adminTokenCookie;
    if (cookie != null && cookie !== '' && cookie !== 'undefined') {
      return { kind: 'redirect', to: adminLoginRedirect(fullPath), reason: 'admin-login' };
    }
    if (route.adminHome && !state.hasAdminToken) {
      return { kind: 'redirect', to: adminLoginRedirect(fullPath), reason: 'admin-login' };
    }
    if (state.verifyRole !== '0') {
      const roles = parseRoleIds(state.roleIds);
      const required = route.roleId === undefined ? '' : String(route.roleId).trim();
      const allowed = route.adminHome ? roles.length > 0 : required !== '' && roles.includes(required);
      if (!allowed) return { kind: 'redirect', to: ROUTES.forbidden, reason: 'forbidden' };
    }
  }
  if (route.login && !state.hasToken) {
    return { kind: 'redirect', to: loginRedirect(fullPath), reason: 'login' };
  }
  return { kind: 'allow' };
}

/** R4.7: after a navigation, a set showLoginLog flag is cleared and the login-log action runs once. */
export function afterNavigation(showLoginLog: string | null | undefined): { clearFlag: boolean; runLoginLog: boolean } {
  const set = showLoginLog != null && showLoginLog !== '' && showLoginLog !== 'false' && showLoginLog !== '0';
  return { clearFlag: set, runLoginLog: set };
}
