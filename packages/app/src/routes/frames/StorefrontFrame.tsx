// The storefront frame (lazy layout route): ui's StorefrontLayout around the public, shop, payment,
// cdk, other, callback and error pages. Pages render only their content.
import { Outlet } from 'react-router-dom';
import { StorefrontLayout, useT, type StoreNavItem } from '@shop/ui';
import { useHomeFooter } from '#app/features/shop/homeLayout.ts';
import { useSiteInfo } from '#app/features/site/siteInfo.ts';
import { useCurrentRoute } from '../useCurrentRoute.ts';
import { RouterLink } from './RouterLink.tsx';
import { useAccountMenuItems, useLogout, useShellUser } from './useFrameSession.ts';

// Only for logged-in customers: visitors never download the customer contract it reads with.

/** Navigation entries: [key = route id, href, label key]. */
const NAV = [
  ['home', '/', 'route.home'],
  ['inside.goodsList', '/inside/goodsList', 'app.frame.goods'],
  ['chadan', '/chadan', 'route.chadan'],
  ['chajia', '/chajia', 'route.chajia'],
  ['announcement', '/announcement', 'route.announcement'],
  ['service', '/service', 'route.service'],
] as const;

/** Pages that light up a navigation entry other than their own. */
const ACTIVE_ALIAS: Record<string, string> = {
  viewAnnouncementInfo: 'announcement',
  'inside.goodsdir': 'inside.goodsList',
  'inside.buyGoods': 'inside.goodsList',
  'inside.adjustPrice': 'chajia',
  'other.service': 'service',
};

export function StorefrontFrame() {
  const t = useT();
  const route = useCurrentRoute();
  const { data: site } = useSiteInfo();
  const user = useShellUser();
  const userMenuItems = useAccountMenuItems();
  const logout = useLogout();
  // A reseller site's frame carries its shop name and logo (getSiteInfo answers the site named in X-Site).
  const siteName = site?.site?.name || site?.title || t('app.siteName');
  const nav: StoreNavItem[] = NAV.map(([key, href, label]) => ({ key, href, label: t(label) }));
  const activeKey = route ? (ACTIVE_ALIAS[route.id] ?? route.id) : undefined;
  // On `/` the decoration's footer block is drawn here, not as a second footer under the page's blocks.
  const decorated = useHomeFooter(route?.id === 'home');
  const pages = nav.filter((item) => item.key !== 'home');
  const footerLinks: StoreNavItem[] = decorated
    ? [
        ...decorated.links.map((link, i) => ({ key: `decorated-${i}`, href: link.href, label: link.label })),
        ...pages.filter((item) => !decorated.links.some((link) => link.href === item.href)),
      ]
    : pages;
  return (
    <StorefrontLayout
      linkComponent={RouterLink}
      brand={{ name: siteName, logo: site?.logo || undefined, href: '/' }}
      nav={nav}
      activeKey={activeKey}
      user={user}
      userMenuItems={userMenuItems}
      onLogout={logout}
      footerLinks={footerLinks}
      footerNote={decorated?.text || t('app.frame.footerNote')}
      copyright={
        <>
          {t('app.frame.copyright', { year: new Date().getFullYear(), site: siteName })}
          {site?.icp ? <span className="ml-3">{site.icp}</span> : null}
        </>
      }
    >
      <Outlet />
    </StorefrontLayout>
  );
}
