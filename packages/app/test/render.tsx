// Renders the app's real route tree in a memory router, with the app's providers and a fresh SWR
// cache per test (architecture.md, Mocks).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { I18nProvider } from '@shop/ui';
import { swrConfig } from '../src/api/swrConfig.ts';
import { t } from '../src/i18n.ts';
import { watchNavigations } from '../src/routes/guard.ts';
import { appRoutes } from '../src/routes/registry.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider t={t}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 5 }}>{children}</SWRConfig>
    </I18nProvider>
  );
}

export function renderRoutes(routes: RouteObject[], path: string) {
  // As the app does (registry.tsx): the guard reads a navigation's fragment from the router (R4.5).
  watchNavigations(null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  watchNavigations(router);
  const utils = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...utils };
}

/** The whole app at `path`. */
export function renderApp(path: string) {
  return renderRoutes(appRoutes(), path);
}

export function currentUrl(router: { state: { location: { pathname: string; search: string; hash: string } } }): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
