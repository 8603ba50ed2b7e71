import { OTHER_AREA } from './constants.ts';
import { firstPathSegment } from './url.ts';

/** The three audiences of spec §1 / §6. */
export type TokenScope = 'admin' | 'other' | 'user';

/** What is stored about the three sessions (R3.3), as the caller read it from storage. */
export interface StoredTokens {
  /** `admin_path`: the admin area's URL prefix, without slashes. */
  adminPath?: string | null;
  /** `admin_token`: a plain string. */
  adminToken?: string | null;
  /** `other_token` and `token`: login objects holding `authCode`. */
  otherToken?: StoredLogin | null;
  token?: StoredLogin | null;
}

export interface StoredLogin {
  authCode: string;
}

/** R6.1: which session a request URL belongs to, by its first path segment. */
export function tokenScopeFor(url: string, adminPath: string | null | undefined): TokenScope {
  const segment = firstPathSegment(url);
  const admin = normaliseAdminPath(adminPath);
  if (admin !== '' && segment === admin) return 'admin';
  if (segment === OTHER_AREA) return 'other';
  return 'user';
}

/** R6.1: the value of the Authorization header for a request URL, or undefined when there is no token. */
export function authorizationFor(url: string, tokens: StoredTokens): string | undefined {
  switch (tokenScopeFor(url, tokens.adminPath)) {
    case 'admin':
      return nonEmpty(tokens.adminToken);
    case 'other':
      return nonEmpty(tokens.otherToken?.authCode);
    case 'user':
      return nonEmpty(tokens.token?.authCode);
  }
}

/**
 * Reads a stored login object (`token`, `other_token`) from its raw storage text.
 * Anything that is not JSON with a string `authCode` counts as "not logged in".
 */
export function parseStoredLogin(raw: string | null | undefined): StoredLogin | null {
  if (raw == null || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'authCode' in value) {
      const { authCode } = value as { authCode: unknown };
      if (typeof authCode === 'string' && authCode !== '') return { authCode };
    }
  } catch {
    // not JSON: treated as absent
  }
  return null;
}

/** `admin_path` may be stored as `/shopadmin/`; the comparison uses the bare segment. */
export function normaliseAdminPath(adminPath: string | null | undefined): string {
  return (adminPath ?? '').trim().replace(/^\/+|\/+$/g, '');
}

function nonEmpty(value: string | null | undefined): string | undefined {
  return value == null || value === '' ? undefined : value;
}
