import { lazy, Suspense, useState } from 'react';
import { useEffectsState } from './store.ts';

// ui's toasts, dialog, notification and progress bar (with ui's icons and Radix's dismissable
// layer) stay out of the entry and out of a first visit: the layer is requested the first time it has
// something to show (a navigation under way, a toast, the logout dialog, the login notice), and then
// stays. Nothing is lost meanwhile: the effects store holds what is to be shown until the layer draws it.
const EffectsLayer = lazy(() => import('./EffectsLayer.tsx').then((m) => ({ default: m.EffectsLayer })));

/**
 * Everything the effects store shows (see EffectsLayer); rendered once by the root layout, which
 * tells whether a navigation is under way (the progress bar).
 */
export function EffectsRoot({ navigating = false }: { navigating?: boolean }) {
  const { logoutDialog, toasts, notice } = useEffectsState();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (navigating || logoutDialog !== null || toasts.length > 0 || notice !== null)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EffectsLayer navigating={navigating} />
    </Suspense>
  );
}
