/** The watermark over the whole shell (spec §3 layout state, R3.8). */
export interface ShellWatermark {
  show: boolean;
  /** What is written; nothing is drawn while it is empty (the spec's default). */
  text: string;
  options: { fontSize?: number; color?: string; rotate?: number; gap?: [number, number] };
}

/**
 * Every layout default of spec §9 (R9.5), one object. Structurally the same as `LayoutSettings` of
 * `packages/session/src/layout.ts`, so the app passes `layoutDefaults(…)` (or the user's saved
 * settings) straight in. ui may not import session's rules, hence the copy; keep them in step.
 */
export interface ShellSettings {
  siderTheme: 'light' | 'dark';
  headerTheme: 'light' | 'dark';
  /**
   * `show` the bar; `icon` in each tab; `fixed`: tabs marked fixed are pinned first and cannot be
   * closed; `ordered`: fixed tabs first, the rest in the order they were opened (as given);
   * `restore` is the app's (it reads and writes the tabs in storage).
   */
  tabs: { show: boolean; icon: boolean; fixed: boolean; ordered: boolean; restore: boolean };
  /** The sider stays in view while the page scrolls. */
  fixedSider: boolean;
  /** The header (and the tabs bar under it) stay in view while the page scrolls. */
  fixedHeader: boolean;
  /** One menu group open at a time. */
  accordion: boolean;
  showCollapse: boolean;
  showReload: boolean;
  showNotice: boolean;
  showFullscreen: boolean;
  showMobileLogo: boolean;
  showBreadcrumb: boolean;
  /** A filter box over the menu. */
  showSearch: boolean;
  /** A language switch in the header (needs `locales`). */
  showI18n: boolean;
  logoutConfirm: boolean;
  watermark: ShellWatermark;
  /** The app's concern (where the menu comes from); the shell draws whatever menu it is given. */
  dynamicMenu: boolean;
  /** A "logs" button in the header (development builds). */
  showLogs: boolean;
  /** A "layout settings" button in the header (development builds). */
  showSettings: boolean;
}

/** Spec §9's defaults (production: no logs, no settings button), for stories and as a fallback. */
export const SHELL_DEFAULTS: ShellSettings = {
  siderTheme: 'light',
  headerTheme: 'light',
  tabs: { show: true, icon: true, fixed: true, ordered: true, restore: true },
  fixedSider: true,
  fixedHeader: true,
  accordion: true,
  showCollapse: true,
  showReload: true,
  showNotice: true,
  showFullscreen: true,
  showMobileLogo: true,
  showBreadcrumb: true,
  showSearch: false,
  showI18n: false,
  logoutConfirm: true,
  watermark: { show: true, text: '', options: {} },
  dynamicMenu: false,
  showLogs: false,
  showSettings: false,
};

/** R3.8: exactly one device mode; the app computes it with session's `deviceClass(width)`. */
export type ShellDevice = 'mobile' | 'tablet' | 'desktop';
