import type { ReactNode } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { FormField } from '../components/FormField/FormField.tsx';
import { Input } from '../components/Input/Input.tsx';
import { RadioGroup } from '../components/Radio/Radio.tsx';
import { Switch } from '../components/Switch/Switch.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import type { ShellSettings } from '../shell/settings.ts';

export interface SettingsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ShellSettings;
  /** Every change at once (the shell draws it live; the app keeps it). */
  onChange: (next: ShellSettings) => void;
  onReset: () => void;
  /** The longest watermark text kept. */
  watermarkMax?: number;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2.5 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-fg-muted">{title}</legend>
      {children}
    </fieldset>
  );
}

type Flag =
  | 'fixedSider'
  | 'fixedHeader'
  | 'accordion'
  | 'showCollapse'
  | 'showReload'
  | 'showNotice'
  | 'showFullscreen'
  | 'showBreadcrumb'
  | 'logoutConfirm';
type TabFlag = keyof ShellSettings['tabs'];

// The switches of each group, in order; a tab flag's label is its own (tabsShow …).
const LAYOUT_FLAGS = ['fixedSider', 'fixedHeader', 'accordion', 'showCollapse'] as const satisfies readonly Flag[];
const BUTTON_FLAGS = ['showReload', 'showNotice', 'showFullscreen', 'showBreadcrumb', 'logoutConfirm'] as const satisfies readonly Flag[];
const TAB_FLAGS = [
  ['show', 'tabsShow'],
  ['icon', 'tabsIcon'],
  ['fixed', 'tabsFixed'],
  ['restore', 'tabsRestore'],
] as const satisfies readonly (readonly [TabFlag, string])[];
const THEMES = ['siderTheme', 'headerTheme'] as const;

/** The settings panel of development and mock builds (R9.5): every layout setting, applied as it changes. */
export function SettingsPanel({ open, onOpenChange, settings, onChange, onReset, watermarkMax = 40 }: SettingsPanelProps) {
  const t = useT();
  const flag = (key: Flag, label: string) => (
    <Switch
      key={key}
      size="sm"
      label={label}
      checked={settings[key]}
      onCheckedChange={(checked) => onChange({ ...settings, [key]: checked })}
    />
  );
  const tabFlag = (key: TabFlag, label: string) => (
    <Switch
      key={key}
      size="sm"
      label={label}
      checked={settings.tabs[key]}
      onCheckedChange={(checked) => onChange({ ...settings, tabs: { ...settings.tabs, [key]: checked } })}
    />
  );
  const themes = [
    { value: 'light', label: t('devtools.settings.light') },
    { value: 'dark', label: t('devtools.settings.dark') },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="end"
      size="sm"
      title={t('devtools.settings.title')}
      description={t('devtools.settings.description')}
      footer={
        <Button variant="secondary" onClick={onReset}>
          {t('devtools.settings.reset')}
        </Button>
      }
    >
      <div data-devtools="settings" className="flex flex-col gap-4">
        <Group title={t('devtools.settings.theme')}>
          {THEMES.map((key) => (
            <FormField key={key} label={t(`devtools.settings.${key}`)} group>
              <RadioGroup
                variant="button"
                size="sm"
                value={settings[key]}
                onValueChange={(value) => onChange({ ...settings, [key]: value === 'dark' ? 'dark' : 'light' })}
                options={themes}
              />
            </FormField>
          ))}
        </Group>
        <Group title={t('devtools.settings.layout')}>{LAYOUT_FLAGS.map((key) => flag(key, t(`devtools.settings.${key}`)))}</Group>
        <Group title={t('devtools.settings.tabs')}>{TAB_FLAGS.map(([key, label]) => tabFlag(key, t(`devtools.settings.${label}`)))}</Group>
        <Group title={t('devtools.settings.buttons')}>{BUTTON_FLAGS.map((key) => flag(key, t(`devtools.settings.${key}`)))}</Group>
        <Group title={t('devtools.settings.watermark')}>
          <Switch
            size="sm"
            label={t('devtools.settings.watermarkShow')}
            checked={settings.watermark.show}
            onCheckedChange={(show) => onChange({ ...settings, watermark: { ...settings.watermark, show } })}
          />
          <FormField label={t('devtools.settings.watermarkText')}>
            <Input
              size="sm"
              value={settings.watermark.text}
              maxLength={watermarkMax}
              placeholder={t('devtools.settings.watermarkPlaceholder')}
              onChange={(event) => onChange({ ...settings, watermark: { ...settings.watermark, text: event.target.value } })}
            />
          </FormField>
        </Group>
      </div>
    </Dialog>
  );
}
