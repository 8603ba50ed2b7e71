// The reseller site a call is made for: the app names it in the `X-Site` header (its path)
// on every call of a sub-site's storefront; the framework reads it before the session (a session is
// only good on the site it was opened on) and refuses a site that cannot sell. Kept apart from vip.ts
// (the back office) so the framework can use it without a cycle.
import type { ScenarioName } from '#mocks/scenarios/index.ts';
import type { Db, VipSiteRow } from '#mocks/db/index.ts';

export const SITE_HEADER = 'x-site';

/** Where a site stands for its buyers: open, or why it cannot sell. */
export type SiteState = 'open' | 'expired' | 'closed';

/** A site's state now; the QA scenarios `site-expired` / `site-closed` make every site answer so. */
export function siteState(site: VipSiteRow, now: number, scenario?: ScenarioName | null): SiteState {
  if (scenario === 'site-closed') return 'closed';
  if (scenario === 'site-expired') return 'expired';
  if (site.status === 'disabled') return 'closed';
  if (site.status === 'expired' || site.expiresAt <= now) return 'expired';
  return 'open';
}

export const SITE_REFUSALS: Record<Exclude<SiteState, 'open'> | 'unknown', string> = {
  unknown: '该分站不存在，请核对网址',
  expired: '该分站已到期，暂停营业',
  closed: '该分站已关闭，暂停营业',
};

export function siteByPath(db: Db, path: string): VipSiteRow | undefined {
  const key = path.trim().toLowerCase();
  return db.vipSites.find((s) => s.path === key);
}

/** The site named by a request: null on the main site (no header), undefined for a name nobody has. */
export function siteOfRequest(db: Db, request: Request): VipSiteRow | null | undefined {
  const named = request.headers.get(SITE_HEADER);
  if (named === null || named.trim() === '') return null;
  return siteByPath(db, named);
}
