// Custom pages of a vip site (/vip/pagePath): the path a page is served at, checked as it is typed
// against the contract's format (savePage: 1–40 lower-case letters, digits, hyphens) and against the
// site's other pages; the server also refuses the paths the site itself uses.

export const SITE_PAGE_PATH = /^[a-z0-9-]{1,40}$/;

export interface SitePageRef {
  id: number;
  title: string;
  path: string;
}

export type SitePagePathProblem = { kind: 'required' } | { kind: 'format' } | { kind: 'taken'; title: string };

/** The path as it will be sent: trimmed (the contract trims too). */
export function normalizeSitePagePath(value: string): string {
  return value.trim();
}

/**
 * Why `path` cannot be saved for the page `selfId` (undefined for a new page), or null: empty, not the
 * format, or another page of the site uses it (the page's own path is not a clash).
 */
export function sitePagePathProblem(value: string, pages: readonly SitePageRef[], selfId?: number): SitePagePathProblem | null {
  const path = normalizeSitePagePath(value);
  if (path === '') return { kind: 'required' };
  if (!SITE_PAGE_PATH.test(path)) return { kind: 'format' };
  const other = pages.find((p) => p.path === path && p.id !== selfId);
  return other ? { kind: 'taken', title: other.title } : null;
}
