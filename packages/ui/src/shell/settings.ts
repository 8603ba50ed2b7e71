/** The watermark over the whole shell (spec §3 layout state, R3.8): nothing is drawn while `text` is empty. */
export interface ShellWatermark {
  show: boolean;
  text: string;
  options: { fontSize?: number; color?: string; rotate?: number; gap?: [number, number] };
}

/**
 * Every layout setting of spec §9 (R9.5) the shell draws, one object, received by props. The app passes
 * session's `layoutDefaults(…)` or the user's saved settings straight in: it checks at compile time
 * that session's `LayoutSettings` and this stay the same shape (packages/app/src/routes/frames/BackOfficeFrame.tsx).
 * `tabs.fixed` pins tabs marked fixed first; `tabs.ordered` keeps fixed tabs first and the rest as
 * opened; `tabs.restore` and `dynamicMenu` are the app's concern.
 */
export interface ShellSettings {
  siderTheme: 'light' | 'dark';
  headerTheme: 'light' | 'dark';
  tabs: { show: boolean; icon: boolean; fixed: boolean; ordered: boolean; restore: boolean };
  fixedSider: boolean;
  fixedHeader: boolean;
  accordion: boolean;
  showCollapse: boolean;
  showReload: boolean;
  showNotice: boolean;
  showFullscreen: boolean;
  showMobileLogo: boolean;
  showBreadcrumb: boolean;
  showSearch: boolean;
  showI18n: boolean;
  logoutConfirm: boolean;
  watermark: ShellWatermark;
  dynamicMenu: boolean;
  showLogs: boolean;
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
