import { useLocation } from 'react-router-dom';
import { ComingSoon, useT } from '@shop/ui';
import { useCurrentRoute } from './useCurrentRoute.ts';

/**
 * Routes whose screens come in later issues: ui's coming-soon state, clearly marked as such
 * (badge "即将上线", `data-coming-soon` with the route id), titled with the route's title.
 */
export default function ComingSoonPage() {
  const t = useT();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const title = route?.titleKey ? t(route.titleKey) : pathname;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10" data-coming-soon-route={route?.id ?? ''}>
      {/* No "back to home" on the home page itself. */}
      <ComingSoon title={title} homeHref={pathname === '/' ? null : '/'} />
    </div>
  );
}
