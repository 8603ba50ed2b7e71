// R9.5: the layout settings chosen in the settings panel of development and mock builds, kept in this
// browser (localStorage through localStore). Only the back-office frame imports this, and only its
// dev-tools branch calls it: production drops it.
import { STORAGE_KEYS, layoutSettingsFrom, type LayoutSettings } from '@shop/session';
import { readStorage, removeStorage, writeStorage } from './localStore.ts';

/** The settings panel's choice over `defaults`; anything unreadable keeps the defaults. */
export function readLayoutSettings(defaults: LayoutSettings): LayoutSettings {
  try {
    return layoutSettingsFrom(JSON.parse(readStorage(STORAGE_KEYS.layoutSettings) ?? 'null'), defaults);
  } catch {
    return defaults;
  }
}

/** Keeps the settings panel's choice; whether the panels exist is the build's, so that is not kept. */
export function writeLayoutSettings(settings: LayoutSettings): void {
  const { showLogs: _logs, showSettings: _settings, ...chosen } = settings;
  writeStorage(STORAGE_KEYS.layoutSettings, JSON.stringify(chosen));
}

export function clearLayoutSettings(): void {
  removeStorage(STORAGE_KEYS.layoutSettings);
}
