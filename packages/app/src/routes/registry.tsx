// The route registry as react-router route objects (R2.1: browser history, base `/`, lazy pages).
// The data lives in table.ts; this module adds the guard loader, the lazy page, the page scope and
// the error boundary to each entry.
import type { ComponentType } from 'react';
import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { withoutSiteBase } from '@shop/session';
import { config } from '../config.ts';
import { ensureMessages } from '../i18n.ts';
import { PageScope } from '../request/PageScope.tsx';
import { guardLoader, watchNavigations } from './guard.ts';
import { AppLoading, RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { FRAME_MESSAGES, frameOf, type FrameName } from './frames/frameOf.ts';
import { StorefrontFrame } from './frames/StorefrontFrame.tsx';
import { basename } from '../site.ts';
import { activeRoutes, routeForPath } from './match.ts';
import { livePath, pageLoader, type RouteDef } from './table.ts';
import type { RouteHandle } from './useCurrentRoute.ts';

/** Requests the page starts are aborted when it unmounts (PageScope). */
function scoped(Page: ComponentType): ComponentType {
  function ScopedPage() {
    return (
      <PageScope>
        <Page />
      </PageScope>
    );
  }
  // For React's developer tools; a production build leaves it out.
  if (import.meta.env.DEV) ScopedPage.displayName = `Scoped(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}

/**
 * How long the first page waits for what it reads (`drawFirstPageAfter`) beyond its own code: a slow
 * server's answers are drawn when they come, over the page drawn without them.
 */
export const FIRST_READS_WAIT_MS = 300;
let firstPageAfter: Promise<unknown> | null = null;

/**
 * The document's first page is drawn once `ready` settles (main.tsx: the reads its page and frame
 * started before React, and the user restored from the browser's database; it must not reject), or
 * `FIRST_READS_WAIT_MS` after its code has loaded. React draws a first page in slices (main.tsx); an
 * answer that reaches SWR's cache (or the user store) between two slices changes a store a component
 * already read, and React then draws the whole tree once more in one go to keep it consistent: ~70 ms
 * on the card stock here, a long task of ~170 ms at phone speed. Waiting for the answers
 * also draws the page once, with them, instead of loading placeholders first.
 */
export function drawFirstPageAfter(ready: Promise<unknown>): void {
  firstPageAfter = ready;
}

/** `drawFirstPageAfter`'s wait, once (the timer left behind when the reads win only resolves a settled race). */
function firstPageReady(): Promise<unknown> | null {
  const ready = firstPageAfter;
  firstPageAfter = null;
  return ready && Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS))]);
}

export function toRouteObject(route: RouteDef): RouteObject {
  const load = pageLoader(route);
  return {
    id: route.id,
    path: livePath(route, config.adminPath),
    handle: { route } satisfies RouteHandle,
    loader: guardLoader(route),
    lazy: async () => {
      const [page] = await Promise.all([load(), ensureMessages(route.messages ?? [])]);
      await firstPageReady();
      return { Component: scoped(page.default) };
    },
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * The frames as pathless layout routes; react-router loads a frame in parallel with the page (and its
 * guard), and only once, with its catalogue parts (FRAME_MESSAGES). The storefront frame is part of the
 * entry: most first visits are a visitor's storefront page, and what it draws with (the site's brand, the
 * contract's site information) is what the back-office frame needs too. The back-office frame is a lazy
 * chunk of its own: a visitor never downloads the back office.
 */
const FRAMES: Record<Exclude<FrameName, 'bare'>, RouteObject['lazy']> = {
  storefront: async () => {
    await ensureMessages(FRAME_MESSAGES.storefront);
    return { Component: StorefrontFrame };
  },
  backoffice: async () => {
    const [frame] = await Promise.all([import('./frames/BackOfficeFrame.tsx'), ensureMessages(FRAME_MESSAGES.backoffice)]);
    return { Component: frame.BackOfficeFrame };
  },
};

function framed(name: Exclude<FrameName, 'bare'>, routes: readonly RouteDef[]): RouteObject {
  return {
    id: `frame.${name}`,
    lazy: FRAMES[name],
    ErrorBoundary: RouteErrorBoundary,
    children: routes.filter((route) => frameOf(route) === name).map(toRouteObject),
  };
}

/** The root layout, the two frames and the given routes of the registry, each in its frame. */
function routeTree(routes: readonly RouteDef[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: AppLoading,
      children: [
        framed('storefront', routes),
        framed('backoffice', routes),
        ...routes.filter((route) => frameOf(route) === 'bare').map(toRouteObject),
      ],
    },
  ];
}

/** The whole route tree: every route this document serves (the main site's, or a site's) in its frame. */
export function appRoutes(): RouteObject[] {
  return routeTree(activeRoutes);
}

/**
 * The router starts with the one route the address opens (in its frame) and learns the others on the
 * first navigation elsewhere (react-router's route discovery). react-router flattens, ranks and
 * matches every route it knows when it is created: over the ~130 routes that was ~55 ms of the first
 * page's start-up at phone speed (4× CPU slowdown; `npm run lighthouse`), now it is paid once, on the
 * first click that needs it.
 */
export function discoveredRoutes(pathname: string): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> & { routes: RouteObject[] } {
  const first = routeForPath(pathname);
  const rest = activeRoutes.filter((route) => route !== first);
  let discovered = false;
  return {
    routes: routeTree(first ? [first] : activeRoutes),
    patchRoutesOnNavigation({ path, patch }) {
      // react-router asks on every navigation that has path parameters (a more specific route could
      // still be unknown), the first page's own too when it has some: that one needs nothing new.
      if (discovered || path === pathname) return;
      discovered = true;
      patch('root', rest.filter((route) => frameOf(route) === 'bare').map(toRouteObject));
      patch('frame.storefront', rest.filter((route) => frameOf(route) === 'storefront').map(toRouteObject));
      patch('frame.backoffice', rest.filter((route) => frameOf(route) === 'backoffice').map(toRouteObject));
    },
  };
}

/**
 * react-router keeps scroll positions by history key, and the entry a document was loaded into has none:
 * every such page was "default", so a page typed into the address bar opened at the position of another
 * page loaded the same way earlier in the tab. That entry gets a key of its own, which a reload keeps,
 * and react-router's index of it (0, as react-router would write it itself): one history write at
 * start-up instead of two (each ~1-8 ms on a phone).
 */
export function keyHistoryEntry(history: Pick<History, 'state' | 'replaceState'>): void {
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const keyed = typeof current.key === 'string' && current.key !== '';
  const indexed = typeof current.idx === 'number';
  if (keyed && indexed) return;
  history.replaceState(
    { ...current, key: keyed ? current.key : Math.random().toString(36).slice(2, 10), idx: indexed ? current.idx : 0 },
    '',
  );
}

export function createAppRouter() {
  keyHistoryEntry(window.history);
  // A reseller site addressed by path runs under its prefix: routes, links and redirects stay inside it.
  const { routes, patchRoutesOnNavigation } = discoveredRoutes(withoutSiteBase(location.pathname, basename));
  const router = createBrowserRouter(routes, { basename: basename || '/', patchRoutesOnNavigation });
  watchNavigations(router);
  return router;
}
