export { AccountMenu, type AccountMenuProps, type ShellUser } from './AccountMenu.tsx';
export { AppShell, type AppShellProps, type ShellLocale } from './AppShell.tsx';
export type { ShellBrand } from './brand.tsx';
export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb.tsx';
export { MENU_ICONS, renderShellIcon, type ShellIcon, type ShellIconName } from './menuIcons.tsx';
export {
  orderTabs,
  PageTabs,
  planTabClose,
  type PageTab,
  type PageTabsProps,
  type TabCloseAction,
  type TabCloseRequest,
} from './PageTabs.tsx';
export { StorefrontLayout, type StoreNavItem, type StorefrontLayoutProps } from './StorefrontLayout.tsx';
export { SHELL_DEFAULTS, type ShellDevice, type ShellSettings, type ShellWatermark } from './settings.ts';
export { filterMenu, menuPath, SideMenu, type ShellMenuItem, type SideMenuProps } from './SideMenu.tsx';
export { Watermark, watermarkTile, type WatermarkProps } from './Watermark.tsx';
