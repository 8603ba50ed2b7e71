// The log display and the settings panel of development and mock builds (R9.5). The back-office
// frame imports this module only behind the build flags (`import.meta.env.DEV`, `VITE_ENABLE_MSW`),
// so a production build holds neither the panels nor their strings (e2e/build.test.ts checks it).
import { WATERMARK_TEXT_MAX, type LayoutSettings } from '@shop/session';
import { DEFAULT_LOCALE, loadDevtoolsMessages } from '@shop/session/messages';
import { LogPanel, SettingsPanel, type LogRow } from '@shop/ui';
import { messages } from '../i18n.ts';
import { clearLogs, useLogs } from '../logs/logStore.ts';

/** The panels' strings join the catalogue before the panels draw (the frame waits for this). */
export const ready: Promise<void> = loadDevtoolsMessages(DEFAULT_LOCALE).then((strings) => {
  Object.assign(messages, strings);
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An entry as the panel shows it: who from the user info (name, else the uuid), where from its url. */
export function logRowOf(entry: { type: LogRow['type']; message: string; time: string; meta: Record<string, unknown> }): LogRow {
  const info = (entry.meta.userInfo ?? null) as Record<string, unknown> | null;
  const user = text(info?.nickname) || text(info?.loginName) || text(entry.meta.uuid);
  return { type: entry.type, message: entry.message, time: entry.time, url: text(entry.meta.url) || text(entry.meta.page), user };
}

function exportJson(rows: readonly LogRow[]): void {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  const url = URL.createObjectURL(new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `logs-${stamp}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface DevToolsProps {
  open: 'logs' | 'settings' | null;
  onClose: () => void;
  settings: LayoutSettings;
  onSettingsChange: (settings: LayoutSettings) => void;
  onSettingsReset: () => void;
}

export default function DevTools({ open, onClose, settings, onSettingsChange, onSettingsReset }: DevToolsProps) {
  const entries = useLogs();
  const close = (stillOpen: boolean) => {
    if (!stillOpen) onClose();
  };
  return (
    <>
      <LogPanel
        open={open === 'logs'}
        onOpenChange={close}
        entries={entries.map((entry) => logRowOf(entry))}
        onClear={clearLogs}
        onExport={exportJson}
      />
      <SettingsPanel
        open={open === 'settings'}
        onOpenChange={close}
        settings={settings}
        onChange={onSettingsChange}
        onReset={onSettingsReset}
        watermarkMax={WATERMARK_TEXT_MAX}
      />
    </>
  );
}
