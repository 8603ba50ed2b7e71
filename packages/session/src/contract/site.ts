// Reseller sub-sites: the call that says which site an address opens (the app asks it once
// at start-up, only for a sub-domain, another host or a `/s/:site` path: the main site never does),
// and a site's custom pages (/vip/pagePath) as its storefront serves them at `/p/{path}`.
//
// Every storefront call made for a site names it in the `X-Site` header (its path; session's
// `planRequest`): the server answers that site's name, prices, directories, decoration, announcements
// and orders, refuses a site that cannot sell (1001 with why), and keeps sessions apart — a token of
// the main site is nobody on a site, and the other way round. Own module: `/` never loads it.
import * as v from 'valibot';
import { areaEndpoints, dateTime, DOCS } from './define.ts';
import { text } from './fields.ts';

const e = areaEndpoints('public', '/inside/inter/');

/** What a storefront shows of its site while it cannot sell. */
export const siteCardSchema = v.object({
  path: v.string(),
  name: v.string(),
  title: v.string(),
  logo: v.string(),
});

/** Why a site cannot sell: expired (its version ran out), closed (停用 by its parent or the platform). */
export const siteClosedReasons = ['expired', 'closed'] as const;

export const resolvedSiteSchema = v.variant('kind', [
  /** The address is the main site's (a host the server serves the main site at). */
  v.object({ kind: v.literal('main') }),
  /** An open site: its calls carry `path` in `X-Site`. */
  v.object({ kind: v.literal('site'), site: siteCardSchema }),
  /** A site that cannot sell: its page says so, with a link to the main site. */
  v.object({ kind: v.literal('closed'), reason: v.picklist(siteClosedReasons), site: siteCardSchema }),
  /** Nobody's: no site has this path, label or (verified) domain. */
  v.object({ kind: v.literal('unknown') }),
]);

const label = (name: string) => v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(253, `${name}不正确`)));

export const siteApi = {
  resolveSite: e('resolveSite', {
    auth: 'none',
    summary: DOCS
      ? 'Which site an address opens: by path (/s/{path}), by sub-domain label ({label}.<main domain>) or by host (an own domain, bound and CNAME-verified; the main domain answers main). Exactly one of the three.'
      : '',
    request: v.pipe(
      v.object({ path: label('站点路径'), subDomain: label('二级域名'), domain: label('域名') }),
      v.check(
        (input) => [input.path, input.subDomain, input.domain].filter((x) => x !== undefined && x !== '').length === 1,
        '请只提供站点路径、二级域名或域名中的一项',
      ),
    ),
    response: resolvedSiteSchema,
  }),
  getSitePage: e('getSitePage', {
    auth: 'none',
    summary: DOCS ? 'A custom page of the site named in X-Site, by its path (shown ones only); its HTML is sanitised by the app.' : '',
    request: v.object({ path: text('页面路径', 40) }),
    response: v.object({ title: v.string(), path: v.string(), html: v.string(), updatedAt: dateTime() }),
  }),
} as const;

export type ResolvedSite = v.InferOutput<typeof resolvedSiteSchema>;
export type SiteCard = v.InferOutput<typeof siteCardSchema>;
export type SitePage = v.InferOutput<typeof siteApi.getSitePage.response>;
