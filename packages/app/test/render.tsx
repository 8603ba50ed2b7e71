// Renders the app's real route tree in a memory router, with the app's providers and a fresh SWR
// cache per test (architecture.md, Mocks).
import { useEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig, useSWRConfig } from 'swr';
import { cache as defaultCache } from 'swr/_internal';
import { I18nProvider } from '@shop/ui';
import { answeredAt, preloads, preloadsSettled } from '../src/data/freshness.ts';
import { swrConfig } from '../src/data/swr.ts';
import { forgetWrites } from '../src/request/lastWrite.ts';
import { dropEarlyReads } from '../src/routes/earlyReads.ts';
import { startFirstPage } from '../src/routes/preload.ts';
import { t } from '../src/i18n.ts';
import { watchNavigations } from '../src/routes/guard.ts';
import { appRoutes } from '../src/routes/registry.tsx';

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/** The mounted app's SWR `mutate` (its cache's), for a test that asks every read of a kind again. */
export const appSwr: { mutate: Mutate | null } = { mutate: null };

function MutateProbe() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    appSwr.mutate = mutate;
  }, [mutate]);
  return null;
}

export function Providers({ children, appCache = false }: { children: ReactNode; appCache?: boolean }) {
  // A fresh cache per test; or, for a first page load, the app's own (SWR's default), where the reads the
  // load started before React put their answers (api/preload.ts).
  const cache = appCache ? {} : { provider: () => new Map() };
  return (
    <I18nProvider t={t}>
      <SWRConfig value={{ ...swrConfig, ...cache, dedupingInterval: 0, errorRetryInterval: 5 }}>
        <MutateProbe />
        {children}
      </SWRConfig>
    </I18nProvider>
  );
}

export function renderRoutes(routes: RouteObject[], path: string, { appCache = false } = {}) {
  // As the app does (registry.tsx): the guard reads a navigation's fragment from the router (R4.5).
  watchNavigations(null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  watchNavigations(router);
  const utils = render(
    <Providers appCache={appCache}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...utils };
}

/** The whole app at `path`. */
export function renderApp(path: string) {
  return renderRoutes(appRoutes(), path);
}

/**
 * The whole app at `path` as a document's first load opens it (main.tsx): the page's and frame's code and
 * their first reads started before React (routes/preload.ts), their answers in the app's cache, then the
 * router. Starts from an empty cache and no early answers.
 */
export async function renderFirstLoad(path: string) {
  for (const key of [...defaultCache.keys()]) defaultCache.delete(key);
  preloads.clear();
  answeredAt.clear();
  dropEarlyReads();
  forgetWrites();
  const url = new URL(path, 'http://localhost');
  await startFirstPage(url);
  await preloadsSettled();
  return renderRoutes(appRoutes(), path, { appCache: true });
}

export function currentUrl(router: { state: { location: { pathname: string; search: string; hash: string } } }): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
