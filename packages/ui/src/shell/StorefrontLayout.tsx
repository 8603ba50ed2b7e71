import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconClose, IconMenu } from '../icons/common.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';
import { LinkProvider, UiLink, type LinkComponent } from '../lib/link.tsx';
import type { DropdownMenuItem } from '../components/DropdownMenu/DropdownMenu.tsx';
import type { ShellUser } from './AccountMenu.tsx';
import { BrandLink, HEADER_BUTTON, type ShellBrand } from './brand.tsx';

export interface StoreNavItem {
  key: string;
  label: string;
  href: string;
}

// Most visitors are not logged in: the account menu (a dropdown, the avatar, the logout question)
// loads only for those who are, so the public pages' first load stays light.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

export interface StorefrontLayoutProps {
  brand: ShellBrand;
  /** Home, goods, order query (查单), price query (查价), announcements, service… in that order. */
  nav: StoreNavItem[];
  /** The entry of the current page. */
  activeKey?: string;
  /** The logged-in customer; none shows log in / sign up. */
  user?: ShellUser | null;
  /** Entries of the account menu (user centre, my orders…). */
  userMenuItems?: DropdownMenuItem[];
  onLogout?: () => unknown;
  /** Ask before logging out (spec §9 `logoutConfirm`, default on). */
  logoutConfirm?: boolean;
  loginHref?: string;
  registerHref?: string;
  /** Before the account area (a search box, a cart). */
  headerExtra?: ReactNode;
  /** Footer: links (about, service, terms…), a copyright line and any note (ICP number). */
  footerLinks?: StoreNavItem[];
  copyright?: ReactNode;
  footerNote?: ReactNode;
  linkComponent?: LinkComponent;
  children?: ReactNode;
}

/**
 * The frame of the public pages (home, goods, order and price query, announcements, service, log
 * in): a header with the logo, the site navigation and the account area (or log in / sign up), the
 * page, and a footer. On phones the navigation folds into a menu under the header.
 */
export function StorefrontLayout({ linkComponent, ...props }: StorefrontLayoutProps) {
  return (
    <LinkProvider component={linkComponent}>
      <Storefront {...props} />
    </LinkProvider>
  );
}

function Storefront({
  brand,
  nav,
  activeKey,
  user,
  userMenuItems,
  onLogout,
  logoutConfirm = true,
  loginHref = '/login',
  registerHref = '/register',
  headerExtra,
  footerLinks = [],
  copyright,
  footerNote,
  children,
}: Omit<StorefrontLayoutProps, 'linkComponent'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const mainId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The phone navigation is a disclosure in the header, not a floating layer: Escape (unless a Radix
  // layer over it, a menu or a dialog, took it first) and a press elsewhere fold it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const guestLinks = (
    <>
      <UiLink
        href={loginHref}
        className={cx(
          'focus-ring inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium text-fg transition-colors hover:bg-surface-strong',
        )}
      >
        {t('ui.store.login')}
      </UiLink>
      <UiLink
        href={registerHref}
        className={cx(
          'focus-ring inline-flex h-9 items-center justify-center rounded-md bg-primary px-3.5 text-sm font-medium text-fg-on-solid shadow-xs transition-colors hover:bg-primary-hover',
        )}
      >
        {t('ui.store.register')}
      </UiLink>
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-fg">
      <a
        href={`#${mainId}`}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
        className="focus-ring sr-only z-(--z-dropdown) rounded-md bg-surface px-3 py-2 text-sm font-medium text-primary-fg shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('ui.shell.skipToContent')}
      </a>
      <header className="sticky top-0 z-(--z-sticky) border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:gap-4 sm:px-6">
          <button
            ref={buttonRef}
            type="button"
            aria-label={open ? t('ui.store.closeNav') : t('ui.store.openNav')}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className={cx(HEADER_BUTTON, '-ml-1 md:hidden')}
          >
            {open ? <IconClose size={20} /> : <IconMenu size={20} />}
          </button>
          <BrandLink brand={brand} className="mr-2 shrink-0 lg:mr-6" />
          <nav aria-label={t('ui.store.nav')} className="hidden min-w-0 md:block">
            <NavList
              nav={nav}
              activeKey={activeKey}
              className="flex items-center gap-1"
              linkClassName={(active) =>
                cx(
                  'focus-ring relative flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'text-primary-fg after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary'
                    : 'text-fg-muted hover:bg-surface-strong hover:text-fg',
                )
              }
            />
          </nav>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            {headerExtra}
            {user ? (
              <Suspense fallback={<span aria-hidden="true" className="size-9 animate-shimmer rounded-full bg-surface-strong" />}>
                <AccountMenu user={user} items={userMenuItems} onLogout={onLogout} confirmLogout={logoutConfirm} />
              </Suspense>
            ) : (
              <div className="flex items-center gap-1.5">{guestLinks}</div>
            )}
          </div>
        </div>
        {open ? (
          <div ref={panelRef} id={panelId} className="animate-slide-down border-t border-line bg-surface shadow-lg md:hidden">
            <nav aria-label={t('ui.store.nav')} className="px-3 py-2">
              <NavList
                nav={nav}
                activeKey={activeKey}
                onPick={() => setOpen(false)}
                className="flex flex-col"
                linkClassName={(active) =>
                  cx(
                    'focus-ring-inset flex h-11 items-center rounded-md px-3 text-base',
                    active ? 'bg-primary-soft font-medium text-primary-fg' : 'text-fg hover:bg-surface-strong',
                  )
                }
              />
            </nav>
          </div>
        ) : null}
      </header>
      {/* At least a screen high: the footer starts below the fold, so a page growing as its data
          arrives never moves it within sight (CLS). */}
      <main id={mainId} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-2">
            <BrandLink brand={brand} className="self-start" />
            {footerNote ? <div className="max-w-md text-sm text-fg-muted">{footerNote}</div> : null}
          </div>
          {footerLinks.length ? (
            <nav aria-label={t('ui.store.footerNav')}>
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                {footerLinks.map((item) => (
                  <li key={item.key}>
                    <UiLink href={item.href} className="focus-ring rounded-xs text-fg-muted transition-colors hover:text-primary-fg">
                      {item.label}
                    </UiLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {copyright ? (
          <div className="border-t border-line">
            <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-fg-subtle sm:px-6">{copyright}</p>
          </div>
        ) : null}
      </footer>
    </div>
  );
}

interface NavListProps {
  nav: StoreNavItem[];
  activeKey?: string;
  className: string;
  linkClassName: (active: boolean) => string;
  /** After a link is followed (the phone's menu closes). */
  onPick?: () => void;
}

/** The site navigation, the same links in the header on a desktop and in the folded menu on a phone. */
function NavList({ nav, activeKey, className, linkClassName, onPick }: NavListProps) {
  return (
    <ul className={className}>
      {nav.map((item) => {
        const active = item.key === activeKey;
        return (
          <li key={item.key}>
            <UiLink href={item.href} aria-current={active ? 'page' : undefined} onClick={onPick} className={linkClassName(active)}>
              {item.label}
            </UiLink>
          </li>
        );
      })}
    </ul>
  );
}
