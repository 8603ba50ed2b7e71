// The route registry as react-router route objects (R2.1: browser history, base `/`, lazy pages).
// The data lives in table.ts; this module adds the guard loader, the lazy page, the page scope and
// the error boundary to each entry.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ensureMessages } from '../i18n.ts';
import { PageScope } from '../request/PageScope.tsx';
import { guardLoader } from './guard.ts';
import { AppLoading, RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { FRAME_MESSAGES, frameOf, type FrameName } from './frames/frameOf.ts';
import { pageLoader } from './pages.ts';
import { routeTable, type RouteDef } from './table.ts';
import type { RouteHandle } from './useCurrentRoute.ts';

export { COMING_SOON_PAGE, pageLoader } from './pages.ts';

/** Requests the page starts are aborted when it unmounts (PageScope). */
function scoped(Page: ComponentType): ComponentType {
  function ScopedPage() {
    return (
      <PageScope>
        <Page />
      </PageScope>
    );
  }
  ScopedPage.displayName = `Scoped(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}

export function toRouteObject(route: RouteDef): RouteObject {
  const load = pageLoader(route);
  return {
    id: route.id,
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: guardLoader(route),
    lazy: async () => {
      const [page] = await Promise.all([load(), ensureMessages(route.messages ?? [])]);
      return { Component: scoped(page.default) };
    },
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * The frames as pathless layout routes, each a lazy chunk of its own: react-router loads it in
 * parallel with the page (and its guard), and only once; a visitor never downloads the back office.
 * A frame's catalogue parts (FRAME_MESSAGES) load with it.
 */
const FRAMES: Record<Exclude<FrameName, 'bare'>, RouteObject['lazy']> = {
  storefront: async () => {
    const [frame] = await Promise.all([import('./frames/StorefrontFrame.tsx'), ensureMessages(FRAME_MESSAGES.storefront)]);
    return { Component: frame.StorefrontFrame };
  },
  backoffice: async () => {
    const [frame] = await Promise.all([import('./frames/BackOfficeFrame.tsx'), ensureMessages(FRAME_MESSAGES.backoffice)]);
    return { Component: frame.BackOfficeFrame };
  },
};

function framed(name: Exclude<FrameName, 'bare'>): RouteObject {
  return {
    id: `frame.${name}`,
    lazy: FRAMES[name],
    ErrorBoundary: RouteErrorBoundary,
    children: routeTable.filter((route) => frameOf(route) === name).map(toRouteObject),
  };
}

/** The whole route tree: the root layout, the two frames and every route of the registry in its frame. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: AppLoading,
      children: [framed('storefront'), framed('backoffice'), ...routeTable.filter((route) => frameOf(route) === 'bare').map(toRouteObject)],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename: '/' });
}
