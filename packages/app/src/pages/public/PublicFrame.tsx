import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { cx, useT } from '@shop/ui';
import { useSiteInfo } from '../../api/siteInfo.ts';
import { hasUserToken } from '../../storage/localStore.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring rounded-md px-2 py-1.5 text-sm whitespace-nowrap transition-colors sm:px-3',
    isActive ? 'font-medium text-primary-fg' : 'text-fg-muted hover:text-fg',
  );

/**
 * TEMPORARY frame of the public pages (site name, a few links, footer) until the storefront layout
 * from ui arrives; the views inside fit any layout, so swapping it is one line per page.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const { data: site } = useSiteInfo();
  const siteName = site?.title ?? t('app.siteName');
  const loggedIn = hasUserToken();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-fg">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <Link to="/" className="focus-ring flex min-w-0 items-center gap-2 rounded-md font-semibold text-fg">
            {site?.logo ? <img src={site.logo} alt="" className="h-7 w-auto max-w-28 shrink-0 rounded-md object-contain" /> : null}
            {/* With a logo, phones show only the logo; the name stays for screen readers. */}
            <span className={site?.logo ? 'sr-only truncate sm:not-sr-only' : 'truncate'}>{siteName}</span>
          </Link>
          <nav aria-label={t('public.frame.nav')} className="ml-auto flex items-center">
            <NavLink to="/announcement" className={navClass}>
              {t('public.frame.announcement')}
            </NavLink>
            <NavLink to="/service" className={navClass}>
              {t('public.frame.service')}
            </NavLink>
            {loggedIn ? (
              <NavLink to="/inside/index" className={navClass}>
                {t('public.frame.userCenter')}
              </NavLink>
            ) : (
              <>
                <NavLink to="/login" className={navClass}>
                  {t('public.frame.login')}
                </NavLink>
                <NavLink
                  to="/register"
                  className="focus-ring ml-1 rounded-md bg-primary px-3 py-1.5 text-sm font-medium whitespace-nowrap text-fg-on-solid hover:bg-primary-hover"
                >
                  {t('public.frame.register')}
                </NavLink>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
      <footer className="border-t border-line px-4 py-5 text-center text-xs text-fg-muted">
        <p>{t('public.frame.copyright', { year: new Date().getFullYear(), site: siteName })}</p>
        {site?.icp ? <p className="mt-1">{site.icp}</p> : null}
      </footer>
    </div>
  );
}
