// First: the first page's code starts loading before React and the router are evaluated.
import { firstReads } from './routes/preload.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { GHOST_UUID } from '@shop/session';
import { I18nProvider } from '@shop/ui';
import { preloadsSettled } from './data/freshness.ts';
import { swrConfig } from './data/swr.ts';
import { t } from './i18n.ts';
import { installGlobalErrorHandlers } from './logs/globalErrors.ts';
import { createAppRouter, drawFirstPageAfter } from './routes/registry.tsx';
import { siteLookup } from './site.ts';
import { currentUserId, setUser } from './storage/user.ts';
import './app.css';

/**
 * Dev and mock builds answer the API from MSW. The test is on the literal `import.meta.env` value
 * (not `config.msw`) so Vite folds it and production builds drop the import and msw with it.
 */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_ENABLE_MSW !== 'true') return;
  const { startMockWorker } = await import('@shop/mocks/browser');
  await startMockWorker();
}

/**
 * R3.5: the user's info and access list from the browser database. Nobody is known until a log-in sets
 * the uuid cookie (R3.6): a visitor's store is empty, and the module that reads it is not even loaded.
 */
function restoreUser(): Promise<void> {
  if (currentUserId() === GHOST_UUID) return Promise.resolve();
  // From now, not once the module is in: until the user is read, the frames ask nothing it may hold.
  setUser({ restoring: true });
  return import('./storage/browserDb.ts').then(
    (db) => db.restoreUser(),
    () => setUser({ restoring: false }),
  );
}

// R8.3: before anything else can fail.
installGlobalErrorHandlers();

/**
 * Lets the browser run what waits (input, a response, a paint) between the start-up steps, so
 * evaluating the modules, restoring the user, creating the router and rendering are four tasks instead
 * of one: at phone speed the one was ~120 ms long, a tap waited for all of it, and Lighthouse counts it
 * as blocking.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

void startMocks().then(async () => {
  // The modules' evaluation ends its task here: the restore below (a cookie read, the browser database)
  // was ~20 ms more of it at 4× CPU.
  await yieldToBrowser();
  const container = document.getElementById('app') as HTMLElement;
  // Off the main site the server first says which reseller site this is; the main site
  // never asks and never loads that code.
  if (siteLookup.kind !== 'main') {
    const { openSite } = await import('./features/site/openSite.tsx');
    if (!(await openSite(siteLookup, container))) return;
  }
  // Permission checks update when the user arrives.
  const restoring = restoreUser();
  // The first page is drawn with them (registry.tsx, `drawFirstPageAfter`).
  drawFirstPageAfter(Promise.allSettled([restoring, firstReads.then(preloadsSettled)]));
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // R2.15: the app mounts into the element with id "app". As a transition, React renders the first
  // tree in slices that let the browser in between (an ordinary update renders in one go: at phone
  // speed a task of ~100 ms, most of it compiling React's render code on first use).
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider t={t}>
          <SWRConfig value={swrConfig}>
            <RouterProvider router={router} />
          </SWRConfig>
        </I18nProvider>
      </StrictMode>,
    ),
  );
});
