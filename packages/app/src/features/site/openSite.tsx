// A reseller site's start-up, loaded only off the main site: the server says once which
// site this address opens. An open site's path goes into every call (X-Site) and its title becomes the
// stored site title (R2.2); a site that cannot sell — expired, closed — or an address nobody has gets
// its own page instead of the shop, with the way to the main site: never the main site's goods at the
// main site's prices, never a blank page. A host the server says is the main site's runs as the main site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { COOKIE_KEYS, documentTitle, mainSiteUrl, withoutSiteBase, type SiteLookup } from '@shop/session';
import { siteApi, type ResolvedSite } from '@shop/session/contract/site';
import { storefront } from '@shop/session/contract/storefront';
import { I18nProvider, SiteClosedView, type SiteClosedKind } from '@shop/ui';
import { preloadApi } from '#app/data/preload.ts';
import { siteNoticeOf } from './siteInfo.ts';
import { config } from '#app/config.ts';
import { ensureMessages, messages, t } from '#app/i18n.ts';
import { request } from '#app/request/client.ts';
import { cookies } from '#app/storage/cookies.ts';
import { basename, enterSite } from '#app/site.ts';

/** What resolveSite is asked: the path, the sub-domain label or the host. */
function questionOf(lookup: Exclude<SiteLookup, { kind: 'main' }>) {
  switch (lookup.kind) {
    case 'path':
      return { path: lookup.site };
    case 'subDomain':
      return { subDomain: lookup.label };
    case 'domain':
      return { domain: lookup.host };
  }
}

/** Asks which site this is; resolves true when the app may start (an open site, or the main site). */
export async function openSite(lookup: Exclude<SiteLookup, { kind: 'main' }>, container: HTMLElement): Promise<boolean> {
  // While the server is asked: the site's strings, and its home's Markdown notice (drawn in the home's
  // first render rather than a moment later, which would move the page).
  const ignore = () => undefined;
  ensureMessages(['site']).catch(ignore);
  const notice =
    withoutSiteBase(location.pathname, basename) === '/'
      ? import('../shop/HomePage.tsx').then((m) => m.loadNoticePanel()).catch(ignore)
      : null;
  let answer: ResolvedSite | null = null;
  try {
    // The question names no site of its own: it is what finds one.
    answer = await request(siteApi.resolveSite, questionOf(lookup), { site: null });
  } catch {
    // Network or server trouble: said below, with a way to try again.
  }
  if (answer?.kind === 'main') return true;
  if (answer?.kind === 'site') {
    enterSite(answer.site.path);
    cookies.set(COOKIE_KEYS.title, answer.site.title);
    // The first render has the site's branding and its home's notice box (nothing moves when they come):
    // its information (already asked for a path site, routes/preload.ts) and the notice's small chunk.
    const info = preloadApi(storefront.getSiteInfo, undefined, { visitors: true })?.catch(ignore);
    const [panel, site] = await Promise.all([notice, info]);
    // A notice is Markdown: the first render draws it with its renderer (a chunk of its own, asked for
    // once the site is known to have a notice). Asked for by the first render, it came and ran just after
    // the first paint, held up the page's largest paint, and the notice's words were drawn
    // first and then replaced.
    if (panel && siteNoticeOf(site) !== '') await panel.loadSiteNoticeMarkdown().catch(ignore);
    return true;
  }
  const kind: SiteClosedKind = answer === null ? 'error' : answer.kind === 'closed' ? answer.reason : 'unknown';
  const site = answer?.kind === 'closed' ? answer.site : null;
  await ensureMessages(['site']).catch(() => undefined);
  // R2.2's form: the page's title, the separator, the site's name.
  document.title = documentTitle({ routeTitle: t(`site.closed.${kind}Title` as const), siteTitle: site?.name }, messages);
  createRoot(container).render(
    <StrictMode>
      <I18nProvider t={t}>
        <SiteClosedView
          kind={kind}
          site={site}
          mainHref={mainSiteUrl(lookup, location, config.mainDomain)}
          onRetry={kind === 'error' ? () => location.reload() : undefined}
        />
      </I18nProvider>
    </StrictMode>,
  );
  return false;
}
