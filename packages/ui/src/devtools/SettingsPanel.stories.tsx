import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SHELL_DEFAULTS, type ShellSettings } from '../shell/settings.ts';
import { SettingsPanel } from './SettingsPanel.tsx';

const devDefaults: ShellSettings = { ...SHELL_DEFAULTS, showLogs: true, showSettings: true };

const meta = {
  title: 'DevTools/SettingsPanel',
  component: SettingsPanel,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), settings: devDefaults, onChange: fn(), onReset: fn() },
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.findByRole('dialog', { name: '布局设置' });

/** Spec §9's defaults. */
export const Defaults: Story = {};

/** Each control hands the whole settings object back at once. */
export const Changes: Story = {
  play: async ({ args }) => {
    const dialog = within(await panel());
    await userEvent.click(within(dialog.getByRole('radiogroup', { name: '侧边栏' })).getByRole('radio', { name: '深色' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...devDefaults, siderTheme: 'dark' });
    await userEvent.click(dialog.getByRole('switch', { name: '标签显示图标' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...devDefaults, tabs: { ...devDefaults.tabs, icon: false } });
    await userEvent.click(dialog.getByRole('switch', { name: '面包屑' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...devDefaults, showBreadcrumb: false });
    await userEvent.type(dialog.getByRole('textbox', { name: '水印文字' }), '内');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...devDefaults, watermark: { ...devDefaults.watermark, text: '内' } });
    await userEvent.click(dialog.getByRole('button', { name: '恢复默认' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** Kept by the caller: the controls follow (a dark sider and header, tabs without icons, a watermark). */
export const Chosen: Story = {
  render: function Render(args) {
    const [settings, setSettings] = useState<ShellSettings>({
      ...devDefaults,
      siderTheme: 'dark',
      headerTheme: 'dark',
      tabs: { ...devDefaults.tabs, icon: false, restore: false },
      accordion: false,
      watermark: { ...devDefaults.watermark, text: '内部测试 张三' },
    });
    return <SettingsPanel {...args} settings={settings} onChange={setSettings} onReset={() => setSettings(devDefaults)} />;
  },
  play: async () => {
    const dialog = within(await panel());
    await expect(dialog.getByRole('switch', { name: '恢复上次打开的标签页' })).not.toBeChecked();
    await expect(dialog.getByRole('textbox', { name: '水印文字' })).toHaveValue('内部测试 张三');
    await userEvent.click(dialog.getByRole('button', { name: '恢复默认' }));
    await expect(dialog.getByRole('switch', { name: '恢复上次打开的标签页' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: '水印文字' })).toHaveValue('');
  },
};
