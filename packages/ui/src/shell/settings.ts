import type { LayoutSettings, Watermark } from '@shop/session';

/** The watermark over the whole shell (spec §3 layout state, R3.8): nothing is drawn while `text` is empty. */
export type ShellWatermark = Watermark;

/**
 * Every layout setting of spec §9 (R9.5) the shell draws, one object, received by props: session's
 * `LayoutSettings` (one definition; the app passes `layoutDefaults(…)` or the user's saved settings).
 * `tabs.fixed` pins tabs marked fixed first; `tabs.ordered` keeps fixed tabs first and the rest as
 * opened; `tabs.restore` and `dynamicMenu` are the app's concern.
 */
export type ShellSettings = LayoutSettings;

/**
 * Spec §9's defaults of a production build (no logs, no settings button), for stories and as the
 * shell's fallback: session's `layoutDefaults({ dev: false })`, as data (ui runs no session rules).
 */
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
