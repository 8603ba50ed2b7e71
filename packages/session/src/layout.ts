import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from './constants.ts';

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
