import { Link, useLocation } from 'react-router-dom';
import { useT } from '@shop/ui';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';

/**
 * TEMPORARY placeholder for routes whose screens come in later issues, clearly marked as such.
 * To be replaced by ui's "coming soon" state component.
 */
export default function ComingSoonPage() {
  const t = useT();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const title = route?.titleKey ? t(route.titleKey) : pathname;
  return (
    <main className="mx-auto max-w-xl p-8" data-coming-soon={route?.id ?? ''}>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        <span className="mr-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-800">{t('app.comingSoon.badge')}</span>
        {t('app.comingSoon.text')}
      </p>
      <Link to="/" className="mt-6 inline-block text-sky-700 underline">
        {t('app.comingSoon.home')}
      </Link>
    </main>
  );
}
