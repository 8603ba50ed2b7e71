import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from './constants.ts';
import { isRecord } from './record.ts';

/** R3.8: exactly one device mode at a time. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** R2.14: ≤575 px mobile, ≤992 px tablet, wider desktop. */
export function deviceClass(width: number): DeviceClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export interface Watermark {
  show: boolean;
  text: string;
  options: { fontSize?: number; color?: string; rotate?: number; gap?: [number, number] };
}

/** R9.5: the layout settings, one typed object. */
export interface LayoutSettings {
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
  watermark: Watermark;
  dynamicMenu: boolean;
  showLogs: boolean;
  showSettings: boolean;
}

/** R9.5: the layout defaults. Log display and the settings panel exist only in development builds. */
export function layoutDefaults(env: { dev: boolean }): LayoutSettings {
  return {
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
    showLogs: env.dev,
    showSettings: env.dev,
  };
}

const theme = (value: unknown, fallback: 'light' | 'dark') => (value === 'light' || value === 'dark' ? value : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Longest watermark text kept (a line or two over the page). */
export const WATERMARK_TEXT_MAX = 40;

/**
 * R9.5: the layout settings of the settings panel, as stored in the browser (any JSON), over the
 * defaults: each known setting of the right type is taken, anything else keeps its default. Whether
 * the log display and the settings panel exist is the build's, never the stored value's.
 */
export function layoutSettingsFrom(stored: unknown, defaults: LayoutSettings): LayoutSettings {
  if (!isRecord(stored)) return defaults;
  const tabs = isRecord(stored.tabs) ? stored.tabs : {};
  const watermark = isRecord(stored.watermark) ? stored.watermark : {};
  const text = typeof watermark.text === 'string' ? watermark.text.slice(0, WATERMARK_TEXT_MAX) : defaults.watermark.text;
  const bool = (key: keyof LayoutSettings) => flag(stored[key], defaults[key] as boolean);
  return {
    ...defaults,
    siderTheme: theme(stored.siderTheme, defaults.siderTheme),
    headerTheme: theme(stored.headerTheme, defaults.headerTheme),
    tabs: {
      show: flag(tabs.show, defaults.tabs.show),
      icon: flag(tabs.icon, defaults.tabs.icon),
      fixed: flag(tabs.fixed, defaults.tabs.fixed),
      ordered: flag(tabs.ordered, defaults.tabs.ordered),
      restore: flag(tabs.restore, defaults.tabs.restore),
    },
    fixedSider: bool('fixedSider'),
    fixedHeader: bool('fixedHeader'),
    accordion: bool('accordion'),
    showCollapse: bool('showCollapse'),
    showReload: bool('showReload'),
    showNotice: bool('showNotice'),
    showFullscreen: bool('showFullscreen'),
    showMobileLogo: bool('showMobileLogo'),
    showBreadcrumb: bool('showBreadcrumb'),
    logoutConfirm: bool('logoutConfirm'),
    watermark: { ...defaults.watermark, show: flag(watermark.show, defaults.watermark.show), text },
  };
}

/** R3.8: the layout state the shell keeps. */
export interface LayoutState {
  device: DeviceClass;
  collapsed: boolean;
  fullscreen: boolean;
  bodyHeight: number;
  watermark: Watermark;
}

/** R2.15 / R3.8: the layout state after a resize: device from width, body height recorded. */
export function layoutAfterResize(state: LayoutState, size: { width: number; height: number }): LayoutState {
  const device = deviceClass(size.width);
  // On phones the sider becomes a drawer, so it starts closed whenever the device changes to mobile.
  const collapsed = device !== state.device && device === 'mobile' ? true : state.collapsed;
  return { ...state, device, collapsed, bodyHeight: size.height };
}

/** R2.15: fullscreen toggles between entering and exiting. */
export function fullscreenAction(isFullscreen: boolean): 'enter' | 'exit' {
  return isFullscreen ? 'exit' : 'enter';
}
