import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useT } from '@shop/ui';
import { EffectsRoot } from '../effects/EffectsRoot.tsx';
import { AfterNavigation } from './AfterNavigation.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { NavigationBridge } from './NavigationBridge.tsx';
import { useNavigationProgress } from './NavigationProgress.tsx';

/**
 * The root route: everything every page shares. The frames (storefront, back-office shell) are
 * lazy layout routes under it (registry.tsx); the effects and the progress bar stay here so they
 * work on every page, framed or not.
 */
export function RootLayout() {
  const navigating = useNavigationProgress();
  return (
    <>
      <DocumentTitle />
      <AfterNavigation />
      <NavigationBridge />
      <Outlet />
      <EffectsRoot navigating={navigating} />
      {/* New pages start at the top; back, forward and a reload restore where the user was (createAppRouter). */}
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route loads (its guard and its lazy page). */
export function AppLoading() {
  const t = useT();
  return (
    <p role="status" className="p-8 text-slate-500">
      {t('app.loading')}
    </p>
  );
}
