// The back-office frame (lazy layout route): ui's AppShell around the customer, vip and supply
// areas. Menus come from the registry (`menuOf`), tabs are kept in storage (spec §9 "opened tabs
// restored"), the bell shows the unread count, the avatar menu logs out after asking; layout
// settings and the device rule are session's (R2.14, R2.15, R3.8, R9.5).
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { fullscreenAction, layoutAfterResize, layoutDefaults, type LayoutSettings, type LayoutState } from '@shop/session';
import type { CoreKey } from '@shop/session/messages';
import { storefront } from '@shop/session/contract/storefront';
import { AppShell, useT, type BreadcrumbItem, type PageTab, type ShellMenuItem, type TabCloseRequest } from '@shop/ui';
import { useAccount } from '#app/features/account/account.ts';
import { preloadApi, preloadRead } from '#app/data/preload.ts';
import { useSiteInfo } from '#app/features/site/siteInfo.ts';
import { isApiKey } from '#app/data/swr.ts';
import { fetchUnread, UNREAD_COUNT_KEY, useUnreadCount } from '#app/features/account/unread.ts';
import { siteLookup } from '#app/site.ts';
import { clearLayoutSettings, readLayoutSettings, writeLayoutSettings } from '#app/storage/layoutSettings.ts';
import { hasUserToken, readTabs, writeTabs } from '#app/storage/localStore.ts';
import { usePermissions } from '#app/storage/Permission.tsx';
import { useUser } from '#app/storage/user.ts';
import { menuOf, routeById, routeTable, type MenuArea, type RouteDef } from '../table.ts';
import { useCurrentRoute } from '../useCurrentRoute.ts';
import { frameOf, menuAreaOf } from './frameOf.ts';
import { RouterLink } from './RouterLink.tsx';
import { useAccountMenuItems, useLogout, useShellUser } from './useFrameSession.ts';

// A reseller site's customers see their own area only: the back office is the main site's.
const AREAS: readonly MenuArea[] = siteLookup.kind === 'main' ? ['inside', 'vip', 'supply'] : ['inside'];
const AREA_HOME: Record<MenuArea, string> = { inside: 'inside.index', vip: 'vip.desktop', supply: 'supply.supplyGoods' };
const AREA_ICON = { inside: 'customer', vip: 'site', supply: 'stock' } as const;
/** The customer's roles that open the other areas' menus (the log-in answer's `roles`). */
const AREA_ROLE: Partial<Record<MenuArea, string>> = { vip: 'vip', supply: 'supplier' };
/** The dashboard tab stays first and cannot be closed. */
const FIXED_TAB = 'inside.index';
/** Pages without a menu entry of their own light up their parent's. */
const MENU_PARENT: Record<string, string> = {
  'inside.showordermess': 'inside.myOrder',
  'inside.express': 'inside.myOrder',
  'inside.orderContent': 'inside.myOrder',
  'inside.orderComplain': 'inside.complain',
};

// Vip merchants only: their site's plan joins their access list (R6.2).
const SiteAccessSync = lazy(() => import('./SiteAccessSync.tsx'));

/**
 * R9.5: the log display and the settings panel exist in development and mock builds only. The test is
 * on the literal `import.meta.env` values (as main.tsx's MSW start), so a production build folds it to
 * false and drops the dev tools' import, the panels and their strings.
 */
const DEV_TOOLS = import.meta.env.DEV || import.meta.env.VITE_ENABLE_MSW === 'true';
const DevTools = DEV_TOOLS
  ? lazy(async () => {
      const module = await import('#app/devtools/DevTools.tsx');
      await module.ready;
      return module;
    })
  : null;

const SETTINGS: LayoutSettings = layoutDefaults({ dev: DEV_TOOLS });

/** The settings: spec §9's defaults, or what the settings panel chose on this browser (dev tools only). */
function useLayoutSettings() {
  const [settings, setSettings] = useState<LayoutSettings>(() => (DEV_TOOLS ? readLayoutSettings(SETTINGS) : SETTINGS));
  // Only the dev tools change them (production folds DEV_TOOLS and drops the storage calls).
  const change = useCallback((next: LayoutSettings) => {
    setSettings(next);
    if (DEV_TOOLS) writeLayoutSettings(next);
  }, []);
  const reset = useCallback(() => {
    setSettings(SETTINGS);
    if (DEV_TOOLS) clearLayoutSettings();
  }, []);
  return { settings, change, reset };
}

function initialLayout(): LayoutState {
  const start: LayoutState = { device: 'desktop', collapsed: false, fullscreen: false, bodyHeight: 0, watermark: SETTINGS.watermark };
  const state = layoutAfterResize(start, { width: window.innerWidth, height: document.body.clientHeight });
  // Tablets start with the rail, phones with the drawer closed.
  return { ...state, collapsed: state.device !== 'desktop', fullscreen: Boolean(document.fullscreenElement) };
}

/** R2.14, R2.15, R3.8: device from the width, body height after each resize, the fullscreen flag. */
function useLayoutState() {
  const [layout, setLayout] = useState(initialLayout);
  useEffect(() => {
    const onResize = () =>
      setLayout((state) => {
        const next = layoutAfterResize(state, { width: window.innerWidth, height: document.body.clientHeight });
        return next.device === state.device && next.collapsed === state.collapsed && next.bodyHeight === state.bodyHeight ? state : next;
      });
    const onFullscreen = () => setLayout((state) => ({ ...state, fullscreen: Boolean(document.fullscreenElement) }));
    window.addEventListener('resize', onResize);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, []);
  const setCollapsed = useCallback((collapsed: boolean) => setLayout((state) => ({ ...state, collapsed })), []);
  const toggleFullscreen = useCallback(() => {
    const action = fullscreenAction(Boolean(document.fullscreenElement));
    const done = action === 'enter' ? document.documentElement.requestFullscreen?.() : document.exitFullscreen?.();
    // Refused (an iframe, a browser setting): nothing changes, the flag follows the real state.
    void done?.catch(() => undefined);
  }, []);
  return { layout, setCollapsed, toggleFullscreen };
}

/** The back-office route a stored tab address leads to (back-office paths have no parameters). */
function routeOfHref(href: string): RouteDef | undefined {
  const path = href.split(/[?#]/)[0];
  const route = routeTable.find((entry) => entry.path === path);
  return route && frameOf(route) === 'backoffice' ? route : undefined;
}

/**
 * The opened pages, one per route, each at the address it was last seen at (its query too, so a
 * tab returns to the same list page); restored from storage (spec §9), the dashboard fixed first.
 */
function usePageTabs(route: RouteDef | undefined, href: string, restore: boolean) {
  const t = useT();
  const navigate = useNavigate();
  const [hrefs, setHrefs] = useState<string[]>(() => (restore ? readTabs().filter((stored) => routeOfHref(stored) !== undefined) : []));
  const current = route && frameOf(route) === 'backoffice' ? route.id : undefined;
  // The current page joins the tabs (or moves its tab to the address it is at) as it renders.
  if (current) {
    const at = hrefs.findIndex((stored) => routeOfHref(stored)?.id === current);
    if (at === -1) setHrefs([...hrefs, href]);
    else if (hrefs[at] !== href) setHrefs(hrefs.map((stored, index) => (index === at ? href : stored)));
  }
  useEffect(() => {
    writeTabs(hrefs);
  }, [hrefs]);

  const byId = new Map(hrefs.flatMap((stored) => (routeOfHref(stored) ? [[routeOfHref(stored)!.id, stored] as const] : [])));
  const ids = [FIXED_TAB, ...[...byId.keys()].filter((id) => id !== FIXED_TAB)];
  const tabs: PageTab[] = ids.flatMap((id) => {
    const tabRoute = routeById(id);
    if (!tabRoute) return [];
    return [
      {
        key: id,
        label: tabRoute.titleKey ? t(tabRoute.titleKey) : tabRoute.path,
        href: byId.get(id) ?? tabRoute.path,
        icon: tabRoute.menu?.icon ?? routeById(MENU_PARENT[id] ?? '')?.menu?.icon,
        fixed: id === FIXED_TAB,
      },
    ];
  });
  const onTabClose = (request: TabCloseRequest) => {
    setHrefs((list) => list.filter((stored) => !request.keys.includes(routeOfHref(stored)?.id ?? '')));
    const next = request.nextActiveKey ? tabs.find((tab) => tab.key === request.nextActiveKey) : undefined;
    if (next) navigate(next.href);
  };
  return { tabs, activeKey: current, onTabClose };
}

/**
 * The frame's own reads (the site's information for its brand, the unread count for its bell and the
 * title), started by a logged-in page load with the frame's code (routes/preload.ts) rather than once the
 * frame has rendered: answered by then, its first render draws them, not one render more for each.
 */
export function prefetch(): void {
  if (!hasUserToken()) return;
  void preloadApi(storefront.getSiteInfo, undefined);
  void preloadRead(UNREAD_COUNT_KEY, fetchUnread);
}

export function BackOfficeFrame() {
  const t = useT();
  const route = useCurrentRoute();
  const { pathname, search } = useLocation();
  const { userInfo, restoring } = useUser();
  const { data: site } = useSiteInfo();
  const user = useShellUser();
  // Logged in on a browser whose database lost the user (cleared, another device's token): ask, once
  // the database has been read (at start-up it is still being read).
  const { data: account } = useAccount({ enabled: user !== null && !restoring && userInfo === null });
  const shown =
    user && userInfo === null && account
      ? { name: account.nickname || account.loginName, avatar: account.avatar || null, description: account.level.name }
      : user;
  const unread = useUnreadCount();
  const { layout, setCollapsed, toggleFullscreen } = useLayoutState();
  const { settings, change: changeSettings, reset: resetSettings } = useLayoutSettings();
  const { tabs, activeKey, onTabClose } = usePageTabs(route, `${pathname}${search}`, settings.tabs.restore);
  // Which dev tool is open; the dev tools' chunk loads on the first opening and then stays.
  const [devPanel, setDevPanel] = useState<'logs' | 'settings' | null>(null);
  const [devToolsUsed, setDevToolsUsed] = useState(false);
  const openDevPanel = (panel: 'logs' | 'settings') => {
    setDevToolsUsed(true);
    setDevPanel(panel);
  };
  const userMenuItems = useAccountMenuItems({ backToShop: true });
  const logout = useLogout('/login');
  const { mutate } = useSWRConfig();
  const [reloading, setReloading] = useState(false);

  const area = route ? menuAreaOf(route) : 'inside';
  // The log-in answer kept in the browser database, else the account the frame asked for (R6.2's plan sync needs the roles).
  const rolesOfUser = userInfo?.roles ?? account?.roles;
  const roles = useMemo(
    () => (Array.isArray(rolesOfUser) ? rolesOfUser.filter((role): role is string => typeof role === 'string') : []),
    [rolesOfUser],
  );
  const permitted = usePermissions();
  const menu = ((): ShellMenuItem[] => {
    const entries = (menuArea: MenuArea): ShellMenuItem[] =>
      // R6.2: an entry that needs an access entry (the plan's child sites) shows only with it.
      menuOf(menuArea)
        .filter((entry) => !entry.menu?.requires || permitted(entry.menu.requires))
        .map((entry) => ({
          key: entry.id,
          label: entry.titleKey ? t(entry.titleKey) : entry.path,
          icon: entry.menu?.icon,
          href: entry.path,
          badge: entry.id === 'inside.message' && unread > 0 ? unread : undefined,
        }));
    const areas = AREAS.filter((a) => a === 'inside' || a === area || roles.includes(AREA_ROLE[a] ?? ''));
    if (areas.length === 1) return entries(area);
    return areas.map((a) => ({ key: `menu.${a}`, label: t(`menu.${a}` as CoreKey), icon: AREA_ICON[a], children: entries(a) }));
  })();

  const title = route?.titleKey ? t(route.titleKey) : pathname;
  const areaHome = routeById(AREA_HOME[area]);
  // Group › page on every page, the group's home included: the group links to its home
  // unless that is where the reader already is.
  const breadcrumb: BreadcrumbItem[] = [
    { key: `menu.${area}`, label: t(`menu.${area}` as CoreKey), href: areaHome?.id === route?.id ? undefined : areaHome?.path },
    { key: route?.id ?? pathname, label: title },
  ];

  const reload = async () => {
    setReloading(true);
    try {
      await mutate(isApiKey);
    } finally {
      setReloading(false);
    }
  };

  return (
    <AppShell
      linkComponent={RouterLink}
      settings={settings}
      onOpenLogs={() => openDevPanel('logs')}
      onOpenSettings={() => openDevPanel('settings')}
      device={layout.device}
      collapsed={layout.collapsed}
      onCollapsedChange={setCollapsed}
      brand={{ name: site?.title || t('app.siteName'), logo: site?.logo || undefined, href: '/' }}
      menu={menu}
      activeMenuKey={route ? (MENU_PARENT[route.id] ?? route.id) : undefined}
      breadcrumb={breadcrumb}
      tabs={tabs}
      activeTabKey={activeKey}
      onTabClose={onTabClose}
      user={shown ?? undefined}
      userMenuItems={userMenuItems}
      onLogout={logout}
      noticeCount={unread}
      noticeHref="/inside/message"
      fullscreen={layout.fullscreen}
      onFullscreenToggle={toggleFullscreen}
      onReload={() => void reload()}
      reloading={reloading}
    >
      <Outlet />
      {DevTools && devToolsUsed ? (
        <Suspense fallback={null}>
          <DevTools
            open={devPanel}
            onClose={() => setDevPanel(null)}
            settings={settings}
            onSettingsChange={changeSettings}
            onSettingsReset={resetSettings}
          />
        </Suspense>
      ) : null}
      {roles.includes('vip') ? (
        <Suspense fallback={null}>
          <SiteAccessSync roles={roles} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
