import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { label: '开启交易密码', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: '开启交易密码' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Switch label="关" />
      <Switch label="开" defaultChecked />
      <Switch label="小号" size="sm" defaultChecked />
      <Switch label="禁用" disabled />
      <Switch label="禁用且开启" disabled defaultChecked />
      <Switch label="保存中" loading defaultChecked />
    </div>
  ),
};

/** A status toggle that saves to the server (open API, sale password): loading until the save settles. */
export const SavingToggle: Story = {
  render: function Render() {
    const [on, setOn] = useState(false);
    const [saving, setSaving] = useState(false);
    return (
      <FormField label="开放 API" hint={on ? '已开启：可使用 AppID 与密钥调用接口' : '已关闭'}>
        <Switch
          checked={on}
          loading={saving}
          onCheckedChange={(next) => {
            setSaving(true);
            setTimeout(() => {
              setOn(next);
              setSaving(false);
            }, 800);
          }}
        />
      </FormField>
    );
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: '开放 API' });
    await userEvent.click(control);
    await expect(control).toBeDisabled();
    await waitFor(() => expect(control).toBeChecked());
    await expect(control).toBeEnabled();
  },
};
