import { useEffect, useId, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { IconClose, IconMenu, IconRefresh } from '../icons/common.tsx';
import { IconCheck } from '../icons/forms.tsx';
import { IconFile, IconGlobe, IconMaximize, IconMenuFold, IconMenuUnfold, IconMinimize, IconBell, IconSettings } from '../icons/index.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';
import { trapTab } from '../lib/focus.ts';
import { LinkProvider, UiLink, type LinkComponent } from '../lib/link.tsx';
import { useControllableState } from '../lib/useControllableState.ts';
import { Badge } from '../components/Badge/Badge.tsx';
import { DropdownMenu, type DropdownMenuItem } from '../components/DropdownMenu/DropdownMenu.tsx';
import { AccountMenu, type ShellUser } from './AccountMenu.tsx';
import { BrandLink, HEADER_BUTTON, type ShellBrand } from './brand.tsx';
import { Tooltip } from '../components/Tooltip/Tooltip.tsx';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb.tsx';
import { PageTabs, type PageTab, type TabCloseRequest } from './PageTabs.tsx';
import { SHELL_DEFAULTS, type ShellDevice, type ShellSettings } from './settings.ts';
import { SideMenu, type ShellMenuItem } from './SideMenu.tsx';
import { Watermark } from './Watermark.tsx';

export interface ShellLocale {
  value: string;
  label: string;
}

export interface AppShellProps {
  /** Spec §9's layout settings (`layoutDefaults()` of session fits as is). */
  settings?: ShellSettings;
  /** R3.8: the app computes it from the width (session's `deviceClass`). */
  device?: ShellDevice;
  brand: ShellBrand;
  menu: ShellMenuItem[];
  /** The menu entry of the current page. */
  activeMenuKey?: string;
  /**
   * The sider is collapsed to a rail (tablet, desktop); on phones `false` means the drawer is open.
   * Controlled with `onCollapsedChange`, or leave it to the shell with `defaultCollapsed` (default:
   * expanded on desktops, collapsed on tablets and phones).
   */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  breadcrumb?: BreadcrumbItem[];
  /** The opened pages (the app restores them from storage when `settings.tabs.restore`). */
  tabs?: PageTab[];
  activeTabKey?: string;
  onTabClose?: (request: TabCloseRequest) => void;
  user?: ShellUser;
  /** Entries of the account menu above "log out" (profile, security…). */
  userMenuItems?: DropdownMenuItem[];
  /** Log out; asked first when `settings.logoutConfirm`. A promise keeps the dialog busy until it settles. */
  onLogout?: () => unknown;
  /** Unread messages: on the bell and in its accessible name. */
  noticeCount?: number;
  /** Where the bell leads (a link), or what it does (a button) when no href is given. */
  noticeHref?: string;
  onNoticeClick?: () => void;
  /** R2.15: the app runs the Fullscreen API and tells the state; the shell shows it and asks. */
  fullscreen?: boolean;
  onFullscreenToggle?: () => void;
  onReload?: () => void;
  /** The reload is under way: the icon spins. */
  reloading?: boolean;
  /** `settings.showI18n`: the languages offered. */
  locales?: ShellLocale[];
  locale?: string;
  onLocaleChange?: (locale: string) => void;
  /** `settings.showLogs` / `settings.showSettings` (development builds). */
  onOpenLogs?: () => void;
  onOpenSettings?: () => void;
  /** More controls in the header, before the bell. */
  headerExtra?: ReactNode;
  /** How links are rendered (react-router's Link through an adapter); default from `LinkProvider`. */
  linkComponent?: LinkComponent;
  /** Under the page, inside the main column. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** An icon-only header button with a tooltip (on devices with a pointer). */
function HeaderButton({
  label,
  tip,
  children,
  ...rest
}: { label: string; tip?: string; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <Tooltip content={tip ?? label} side="bottom">
      <button type="button" aria-label={label} className={HEADER_BUTTON} {...rest}>
        {children}
      </button>
    </Tooltip>
  );
}

/**
 * The back office's frame (spec §2, §9): sider with the menu (a drawer with a mask on phones),
 * header (collapse, breadcrumb, reload, bell, full screen, language, account menu with logout),
 * the bar of opened pages, the page, and the watermark over it all. Presentational: every state
 * comes in as props and every action goes out as an event; links go through `linkComponent`.
 */
export function AppShell({ linkComponent, ...props }: AppShellProps) {
  return (
    <LinkProvider component={linkComponent}>
      <Shell {...props} />
    </LinkProvider>
  );
}

function Shell({
  settings = SHELL_DEFAULTS,
  device = 'desktop',
  brand,
  menu,
  activeMenuKey,
  collapsed: collapsedProp,
  defaultCollapsed,
  onCollapsedChange,
  breadcrumb = [],
  tabs = [],
  activeTabKey,
  onTabClose,
  user,
  userMenuItems = [],
  onLogout,
  noticeCount = 0,
  noticeHref,
  onNoticeClick,
  fullscreen = false,
  onFullscreenToggle,
  onReload,
  reloading = false,
  locales = [],
  locale,
  onLocaleChange,
  onOpenLogs,
  onOpenSettings,
  headerExtra,
  footer,
  children,
}: Omit<AppShellProps, 'linkComponent'>) {
  const t = useT();
  const mobile = device === 'mobile';
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed ?? device !== 'desktop', onCollapsedChange);
  const drawerOpen = mobile && !collapsed;
  const rail = !mobile && collapsed;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const mainId = useId();
  const siderId = useId();

  const closeDrawer = (refocus: boolean) => {
    setCollapsed(true);
    if (refocus) requestAnimationFrame(() => toggleRef.current?.focus());
  };

  // The drawer is modal: focus moves in, the page behind does not scroll.
  useEffect(() => {
    if (!drawerOpen) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // The panel itself takes focus: screen readers hear "main menu, dialog"; Tab enters the list.
    drawerRef.current?.focus();
    return () => {
      root.style.overflow = overflow;
    };
  }, [drawerOpen]);

  const siderDark = settings.siderTheme === 'dark';
  const headerDark = settings.headerTheme === 'dark';
  const showTabs = settings.tabs.show && tabs.length > 0;

  const menuNode = (
    <SideMenu
      items={menu}
      activeKey={activeMenuKey}
      accordion={settings.accordion}
      rail={rail}
      searchable={settings.showSearch}
      onNavigate={mobile ? () => closeDrawer(false) : undefined}
      className="flex-1"
    />
  );

  const collapseLabel = mobile ? t('ui.shell.openMenu') : collapsed ? t('ui.shell.expand') : t('ui.shell.collapse');

  const header = (
    <header
      data-theme={headerDark ? 'dark' : undefined}
      className="flex h-14 items-center gap-1 border-b border-line bg-surface px-2 text-fg sm:gap-2 sm:px-3"
    >
      {settings.showCollapse || mobile ? (
        <button
          ref={toggleRef}
          type="button"
          aria-label={collapseLabel}
          aria-expanded={mobile ? drawerOpen : !collapsed}
          aria-controls={mobile ? undefined : siderId}
          onClick={() => setCollapsed(!collapsed)}
          className={HEADER_BUTTON}
        >
          {mobile ? <IconMenu size={20} /> : collapsed ? <IconMenuUnfold size={20} /> : <IconMenuFold size={20} />}
        </button>
      ) : null}
      {mobile && settings.showMobileLogo ? <BrandLink brand={brand} className="ml-0.5 max-w-[11rem]" /> : null}
      {!mobile && settings.showBreadcrumb ? <Breadcrumb items={breadcrumb} className="ml-1" /> : null}
      <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
        {headerExtra}
        {settings.showReload && onReload && !mobile ? (
          <HeaderButton label={t('ui.shell.reload')} onClick={onReload} aria-busy={reloading || undefined}>
            <IconRefresh size={18} className={cx(reloading && 'animate-spin')} />
          </HeaderButton>
        ) : null}
        {settings.showFullscreen && !mobile ? (
          <HeaderButton
            label={t('ui.shell.fullscreen')}
            tip={fullscreen ? t('ui.shell.exitFullscreen') : t('ui.shell.fullscreen')}
            aria-pressed={fullscreen}
            onClick={onFullscreenToggle}
          >
            {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </HeaderButton>
        ) : null}
        {settings.showI18n && locales.length > 1 ? (
          <DropdownMenu
            align="end"
            minWidth={140}
            items={locales.map((l) => ({
              key: l.value,
              label: l.label,
              textValue: l.label,
              icon: l.value === locale ? <IconCheck /> : <span className="inline-block size-4" />,
              onSelect: () => onLocaleChange?.(l.value),
            }))}
            trigger={
              <button type="button" aria-label={t('ui.shell.language')} className={HEADER_BUTTON}>
                <IconGlobe size={18} />
              </button>
            }
          />
        ) : null}
        {settings.showLogs ? (
          <HeaderButton label={t('ui.shell.logs')} onClick={onOpenLogs}>
            <IconFile size={18} />
          </HeaderButton>
        ) : null}
        {settings.showSettings ? (
          <HeaderButton label={t('ui.shell.settings')} onClick={onOpenSettings}>
            <IconSettings size={18} />
          </HeaderButton>
        ) : null}
        {settings.showNotice ? <NoticeBell count={noticeCount} href={noticeHref} onClick={onNoticeClick} /> : null}
        {user || userMenuItems.length || onLogout ? (
          <AccountMenu
            user={user}
            items={userMenuItems}
            onLogout={onLogout}
            confirmLogout={settings.logoutConfirm}
            compact={mobile}
            className="ml-1"
          />
        ) : null}
      </div>
    </header>
  );

  return (
    <div className="flex min-h-dvh bg-canvas text-fg">
      <div inert={drawerOpen} className="flex min-w-0 flex-1">
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
        {mobile ? null : (
          <aside
            id={siderId}
            data-theme={siderDark ? 'dark' : undefined}
            data-collapsed={collapsed || undefined}
            className={cx(
              'z-(--z-sticky) flex shrink-0 flex-col border-r border-line bg-surface text-fg transition-[width] duration-200 ease-out',
              rail ? 'w-16' : 'w-56',
              settings.fixedSider ? 'sticky top-0 h-dvh' : 'min-h-dvh',
            )}
          >
            <div className={cx('flex h-14 shrink-0 items-center', rail ? 'justify-center' : 'px-4')}>
              <BrandLink brand={brand} compact={rail} />
            </div>
            {menuNode}
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className={cx('z-(--z-sticky) shadow-xs', settings.fixedHeader && 'sticky top-0')}>
            {header}
            {showTabs ? (
              <PageTabs
                tabs={tabs}
                activeKey={activeTabKey}
                onClose={(request) => onTabClose?.(request)}
                showIcons={settings.tabs.icon}
                fixedTabs={settings.tabs.fixed}
                ordered={settings.tabs.ordered}
              />
            ) : null}
          </div>
          <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 p-3 outline-none sm:p-4 lg:p-6">
            {children}
          </main>
          {footer}
        </div>
      </div>
      {drawerOpen ? (
        <div className="fixed inset-0 z-(--z-dialog)">
          {/* The mask: a click closes the drawer (Escape and the close button do too). */}
          <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-mask" onClick={() => closeDrawer(true)} />
          {/* Escape and the Tab trap are handled on the panel for everything inside it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            ref={drawerRef}
            role="dialog"
            aria-modal="true"
            aria-label={t('ui.shell.menu')}
            tabIndex={-1}
            data-theme={siderDark ? 'dark' : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                closeDrawer(true);
              } else trapTab(e, drawerRef.current);
            }}
            className="absolute inset-y-0 left-0 flex w-[min(82vw,18rem)] animate-drawer-in flex-col bg-surface text-fg shadow-xl outline-none"
          >
            <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line pr-2 pl-4">
              <BrandLink brand={brand} className="flex-1" />
              <button type="button" aria-label={t('ui.shell.closeMenu')} onClick={() => closeDrawer(true)} className={HEADER_BUTTON}>
                <IconClose size={18} />
              </button>
            </div>
            {menuNode}
          </div>
        </div>
      ) : null}
      <Watermark {...settings.watermark} />
    </div>
  );
}

/** The bell: its accessible name carries the unread count; a link when it has somewhere to go. */
function NoticeBell({ count, href, onClick }: { count: number; href?: string; onClick?: () => void }) {
  const t = useT();
  const label = count > 0 ? t('ui.shell.noticeUnread', { count }) : t('ui.shell.notice');
  const content = (
    <Badge count={count}>
      <IconBell size={18} />
    </Badge>
  );
  return (
    <Tooltip content={label} side="bottom">
      {href ? (
        <UiLink href={href} aria-label={label} className={HEADER_BUTTON}>
          {content}
        </UiLink>
      ) : (
        <button type="button" aria-label={label} onClick={onClick} className={HEADER_BUTTON}>
          {content}
        </button>
      )}
    </Tooltip>
  );
}
