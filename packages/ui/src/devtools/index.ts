// The dev tools of development and mock builds (R9.5). The app loads them with a dynamic import behind
// the build flags, so a production build holds none of this folder.
export { LogPanel, type LogPanelProps, type LogRow, type LogRowType } from './LogPanel.tsx';
export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel.tsx';
