import { describe, expect, it } from 'vitest';
import {
  deviceClass,
  fullscreenAction,
  layoutAfterResize,
  layoutDefaults,
  layoutSettingsFrom,
  WATERMARK_TEXT_MAX,
  type LayoutState,
} from '../src/index.ts';

describe('R2.14 device class', () => {
  it.each([
    [0, 'mobile'],
    [360, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [992, 'tablet'],
    [993, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%i px → %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });
});

describe('R2.15 / R3.8 layout state', () => {
  const desktop: LayoutState = {
    device: 'desktop',
    collapsed: false,
    fullscreen: false,
    bodyHeight: 800,
    watermark: { show: true, text: '', options: {} },
  };

  it('records body height and device after a resize', () => {
    expect(layoutAfterResize(desktop, { width: 1200, height: 700 })).toEqual({ ...desktop, bodyHeight: 700 });
    expect(layoutAfterResize(desktop, { width: 800, height: 600 })).toMatchObject({ device: 'tablet', collapsed: false, bodyHeight: 600 });
  });

  it('closes the sider drawer when the device becomes mobile, keeps the choice otherwise', () => {
    expect(layoutAfterResize(desktop, { width: 375, height: 600 }).collapsed).toBe(true);
    const mobileOpen = { ...desktop, device: 'mobile' as const, collapsed: false };
    expect(layoutAfterResize(mobileOpen, { width: 380, height: 600 }).collapsed).toBe(false);
  });

  it('fullscreen toggles between entering and exiting', () => {
    expect(fullscreenAction(false)).toBe('enter');
    expect(fullscreenAction(true)).toBe('exit');
  });
});

describe('R9.5 layout defaults', () => {
  it('match the spec', () => {
    // The spec by what it says: light themes, every tab feature and an empty watermark on, every other
    // switch on but search, language, the dynamic menu and the two development-only panels.
    const { siderTheme, headerTheme, tabs, watermark, ...switches } = layoutDefaults({ dev: false });
    expect([siderTheme, headerTheme]).toEqual(['light', 'light']);
    expect(Object.values(tabs)).toEqual([true, true, true, true, true]);
    expect(watermark).toEqual({ show: true, text: '', options: {} });
    const off = Object.entries(switches)
      .filter(([, on]) => !on)
      .map(([name]) => name);
    expect(off.sort()).toEqual(['dynamicMenu', 'showI18n', 'showLogs', 'showSearch', 'showSettings']);
    expect(Object.keys(switches)).toHaveLength(15);
  });
  it('log display and settings panel only in development builds', () => {
    expect(layoutDefaults({ dev: true })).toMatchObject({ showLogs: true, showSettings: true });
  });
});

describe('R9.5 settings chosen in the settings panel, read back from the browser', () => {
  const defaults = layoutDefaults({ dev: true });
  it('nothing usable stored: the defaults', () => {
    for (const stored of [null, undefined, 'dark', 42, [], ['siderTheme']]) expect(layoutSettingsFrom(stored, defaults)).toBe(defaults);
    expect(layoutSettingsFrom({}, defaults)).toEqual(defaults);
  });
  it('every setting of the panel comes back', () => {
    const chosen = {
      ...defaults,
      siderTheme: 'dark',
      headerTheme: 'dark',
      tabs: { show: true, icon: false, fixed: false, ordered: true, restore: false },
      fixedSider: false,
      fixedHeader: false,
      accordion: false,
      showCollapse: false,
      showReload: false,
      showNotice: false,
      showFullscreen: false,
      showBreadcrumb: false,
      logoutConfirm: false,
      watermark: { show: true, text: '内部测试 张三', options: {} },
    } as const;
    expect(layoutSettingsFrom(JSON.parse(JSON.stringify(chosen)), defaults)).toEqual(chosen);
  });
  it('a wrong type or an unknown value keeps the default; the build decides logs and settings', () => {
    const read = layoutSettingsFrom(
      {
        siderTheme: 'purple',
        headerTheme: 1,
        tabs: { icon: 'no', restore: false },
        accordion: null,
        watermark: { text: 7, show: 'yes' },
        showLogs: false,
        showSettings: false,
        showSearch: true,
        dynamicMenu: true,
      },
      defaults,
    );
    expect(read).toEqual({ ...defaults, tabs: { ...defaults.tabs, restore: false } });
    expect(layoutSettingsFrom({ showLogs: true, showSettings: true }, layoutDefaults({ dev: false }))).toMatchObject({
      showLogs: false,
      showSettings: false,
    });
  });
  it('the watermark text is cut to its limit', () => {
    expect(layoutSettingsFrom({ watermark: { text: 'x'.repeat(100) } }, defaults).watermark.text).toHaveLength(WATERMARK_TEXT_MAX);
  });
});
