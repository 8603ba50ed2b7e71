import { lazy, Suspense } from 'react';

// ui's toasts, dialog, notification and progress bar (with ui's icons and Radix's dismissable
// layer) stay out of the entry: the layer is requested with the first render, beside the first page.
// Nothing is lost meanwhile: the effects store holds what is to be shown until the layer draws it.
const EffectsLayer = lazy(() => import('./EffectsLayer.tsx').then((m) => ({ default: m.EffectsLayer })));

/**
 * Everything the effects store shows (see EffectsLayer); rendered once by the root layout, which
 * tells whether a navigation is under way (the progress bar).
 */
export function EffectsRoot({ navigating = false }: { navigating?: boolean }) {
  return (
    <Suspense fallback={null}>
      <EffectsLayer navigating={navigating} />
    </Suspense>
  );
}
