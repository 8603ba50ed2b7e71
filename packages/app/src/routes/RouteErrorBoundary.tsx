import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { useT } from '@shop/ui';
import { logError } from '../logs/logStore.ts';

/**
 * Each route's error boundary: a page that throws (or whose chunk fails to load) shows this in
 * its place while the rest of the app keeps working; the error goes to the log (R8.3).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    logError('route error', error);
  }, [error]);
  return (
    <main role="alert" className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-semibold text-slate-900">{t('app.routeError.title')}</h1>
      <p className="mt-2 text-slate-600">{t('app.routeError.text')}</p>
      <div className="mt-4 flex gap-4">
        <button type="button" className="rounded bg-sky-600 px-3 py-1.5 text-white" onClick={() => window.location.reload()}>
          {t('app.routeError.retry')}
        </button>
        <Link to="/" className="px-3 py-1.5 text-sky-700 underline">
          {t('app.routeError.home')}
        </Link>
      </div>
    </main>
  );
}
