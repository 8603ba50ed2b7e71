// Links of reseller sub-sites that leave the router: a path site's addresses for full page
// loads, the way back to the main site, and the back office's links to a site's storefront. Apart from
// site.ts, which the entry carries: these load with the pages that use them.
import { hostNameOf, siteBasename, underBase, type SiteLookup } from './site.ts';

/**
 * A link of the app for the page's site: app paths (`/x`) get the site's base path once; anything
 * else — other origins, `//host`, `mailto:`, a relative path, a path already under the base — is left
 * as it is. Without a base path (the main site, a site on its own host) every link stays as it is.
 */
export function withSiteBase(href: string, basename: string | null | undefined): string {
  const base = (basename ?? '').replace(/\/+$/, '');
  if (base === '' || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return href;
  if (underBase(href, base)) return href;
  return href === '/' ? base : `${base}${href}`;
}

/**
 * Where the main site is, for a site's "go to the main site" link: the same origin for a path site,
 * the host without its label for a sub-domain, the configured main domain for an own domain (null
 * when none is configured: the link is left out rather than guessed).
 */
export function mainSiteUrl(lookup: SiteLookup, location: { protocol: string; host: string }, mainDomain?: string | null): string | null {
  const port = /:\d+$/.exec(location.host)?.[0] ?? '';
  switch (lookup.kind) {
    case 'main':
    case 'path':
      return '/';
    case 'subDomain': {
      const name = hostNameOf(location.host);
      return `${location.protocol}//${name.slice(lookup.label.length + 1)}${port}/`;
    }
    case 'domain': {
      const main = hostNameOf(mainDomain ?? '');
      return main === '' ? null : `${location.protocol}//${main}/`;
    }
  }
}

export interface SiteAddresses {
  /** `/s/{path}` on the main site's origin: always there. */
  path: string;
  /** `{protocol}//{label}.{main domain}/` once a sub-domain is bound, else null. */
  subDomain: string | null;
  /** The own domain once its CNAME is verified, else null (not live yet). */
  domain: string | null;
}

/**
 * Where a site's storefront is, for the back office's links (分站设置). The sub-domain sits
 * under the configured main domain, or under the host the back office runs at (the main host; in
 * development `localhost`, whose sub-domains browsers resolve to loopback), with its port.
 */
export function siteAddresses(
  site: { path: string; subDomain: string | null; domain: string | null; domainVerified: boolean },
  location: { protocol: string; host: string },
  mainDomain?: string | null,
): SiteAddresses {
  const configured = hostNameOf(mainDomain ?? '');
  const here = hostNameOf(location.host).replace(/^www\./, '');
  const port = configured === '' ? (/:\d+$/.exec(location.host)?.[0] ?? '') : '';
  const main = configured || here;
  return {
    path: siteBasename(site.path),
    subDomain: site.subDomain ? `${location.protocol}//${site.subDomain}.${main}${port}/` : null,
    domain: site.domain && site.domainVerified ? `${location.protocol}//${site.domain}/` : null,
  };
}
