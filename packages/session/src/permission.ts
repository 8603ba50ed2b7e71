/**
 * R6.2: an element is shown only when the user's access list shares at least one entry with
 * the required list. No access list (not loaded, ghost user) shows nothing guarded.
 */
export function hasAccess(access: readonly (string | number)[] | null | undefined, required: readonly (string | number)[]): boolean {
  if (!access || access.length === 0) return false;
  const owned = new Set(access.map(String));
  return required.some((entry) => owned.has(String(entry)));
}

/**
 * R6.2 in the vip area: what a site's plan (its version, the cards of 分站版本) gives, as entries of the
 * customer's access list, so the element rule above hides what the plan does not include.
 */
export const SITE_RIGHTS = {
  /** The list holds the plan's rights (absent: not read yet). */
  plan: 'site:plan',
  childSites: 'site:childSites',
  ownDomain: 'site:ownDomain',
  supplyRight: 'site:supplyRight',
} as const;

/** The rights a plan card lists. */
export interface SitePlanRights {
  /** Child sites it allows (0: none). */
  childSites: number;
  ownDomain: boolean;
  supplyRight: boolean;
}

/** The access entries a plan gives (R6.2). */
export function siteAccessOf(plan: SitePlanRights): string[] {
  return [
    SITE_RIGHTS.plan,
    ...(plan.childSites > 0 ? [SITE_RIGHTS.childSites] : []),
    ...(plan.ownDomain ? [SITE_RIGHTS.ownDomain] : []),
    ...(plan.supplyRight ? [SITE_RIGHTS.supplyRight] : []),
  ];
}

/**
 * A customer's access list (R3.5, R6.2): their roles (vip, supplier), and with a site the rights of its
 * plan. Another site's rights never stay: the list is built from the roles each time.
 */
export function customerAccess(roles: readonly string[], plan?: SitePlanRights | null): string[] {
  const own = roles.filter((role) => !role.startsWith('site:'));
  return plan ? [...own, ...siteAccessOf(plan)] : own;
}
