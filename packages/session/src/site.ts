// Reseller sub-sites: which site a page belongs to, decided once at start-up from the
// address, and what follows from it — the router's base path, links kept inside the site, the site
// named in every call, and a site customer's session kept apart from the main site's.
//
// The order ("Finding the site"): the host first — a sub-domain of the main domain
// (`xiaolu.<main>`, `xiaolu.localhost` in development: browsers resolve `*.localhost` to loopback) or
// any other host, which may be a domain a reseller bound (the server knows) — then, on the main
// host only, the path prefix `/s/:site`. The main host and addresses by IP never ask the server.

/** The first path segment of a site addressed by path: `/s/{site}/…`. */
export const SITE_PATH_SEGMENT = 's';

/** The request header naming the site a call is made for (its path); absent on the main site. */
export const SITE_HEADER = 'X-Site';

/** A host name always served as the main site in development, whatever the configured main domain. */
export const LOCAL_MAIN_DOMAIN = 'localhost';

/** Where the app was opened, as far as the address tells. */
export type SiteLookup =
  /** The main site: no site call, no prefix. */
  | { kind: 'main' }
  /** `/s/{site}/…` on the main host: the site is known by path; the router runs under `basename`. */
  | { kind: 'path'; site: string; basename: string }
  /** `{label}.<main domain>`: the server says which site bound the label. */
  | { kind: 'subDomain'; label: string }
  /** Another host: a reseller's own domain, or not one of ours (the server says). */
  | { kind: 'domain'; host: string };

export interface SiteAddress {
  /** `location.host` or `location.hostname` (a port is dropped). */
  host: string;
  pathname: string;
  /** The configured main domain (`VITE_MAIN_DOMAIN`), '' when none: only localhost is then main. */
  mainDomain?: string | null;
}

/** A host name without port, lower case, without the trailing dot of a fully qualified name. */
export function hostNameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}

/** The site path of `/s/{site}/…`, or null (not the prefix, or not a site path). */
export function sitePathOf(pathname: string): string | null {
  const site = /^\/+s\/+([a-z0-9]{3,20})(?![^/?#])/i.exec(pathname)?.[1];
  return site ? site.toLowerCase() : null;
}

/** The router's base path of a site addressed by path. */
export function siteBasename(site: string): string {
  return `/${SITE_PATH_SEGMENT}/${site}`;
}

/**
 * Which site an address opens (see the order above). Addresses by IP (v4, or v6 in brackets), `www.`
 * and the main domain itself are the main site; a sub-domain is one label deep (`a.b.<main>` is
 * nobody's and goes to the server as a domain, which answers it).
 */
export function siteLookupFor({ host, pathname, mainDomain }: SiteAddress): SiteLookup {
  const name = hostNameOf(host);
  const mains = [LOCAL_MAIN_DOMAIN, hostNameOf(mainDomain ?? '')].filter(Boolean);
  if (/^[\d.]*$|^\[/.test(name) || mains.some((main) => name === main || name === `www.${main}`)) {
    const site = sitePathOf(pathname);
    return site ? { kind: 'path', site, basename: siteBasename(site) } : { kind: 'main' };
  }
  for (const main of mains) {
    const label = name.endsWith(`.${main}`) ? name.slice(0, -main.length - 1) : '';
    if (/^[a-z0-9-]+$/.test(label)) return { kind: 'subDomain', label };
  }
  return { kind: 'domain', host: name };
}

/** The app path of an address under the site's base path (`/s/xiaolu/x?y` → `/x?y`); others unchanged. */
export function withoutSiteBase(path: string, basename: string | null | undefined): string {
  const base = basename ?? '';
  if (!underBase(path, base)) return path;
  const rest = path.slice(base.length);
  return rest[0] === '/' ? rest : `/${rest}`;
}

/** Whether a path is the base path (not '') or under it, case aside, as react-router compares. */
export function underBase(path: string, base: string): boolean {
  return base !== '' && path.toLowerCase().startsWith(base.toLowerCase()) && /^([/?#]|$)/.test(path.slice(base.length));
}

/**
 * The storage scope of a site (R3.3–R3.5 kept per site, so a session never carries over):
 * a site addressed by path shares the main site's origin, so its names are its own — local storage
 * keys `{key}@{site}`, cookies and the browser database under the app id `{appId}_{site}` (names still
 * derived as R3.4 / R3.5 say). A site on its own host (sub-domain, own domain) has an origin of its
 * own: storage and host-only cookies are separate already, and the spec's names stay as they are.
 */
export function siteStorageScope(lookup: SiteLookup): string | null {
  return lookup.kind === 'path' ? lookup.site : null;
}

/** A local-storage key in a storage scope (`token` → `token@xiaolu`). */
export function scopedStorageKey<K extends string>(key: K, scope: string | null | undefined): K | `${K}@${string}` {
  return scope ? `${key}@${scope}` : key;
}

/** The app id cookies and the browser database are named from, in a storage scope (`cardshop_xiaolu`). */
export function scopedAppId(appId: string, scope: string | null | undefined): string {
  return scope ? `${appId}_${scope}` : appId;
}
