import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { IconSearch, IconUser } from '#ui/icons/index.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { Input } from './Input.tsx';

const meta = {
  title: 'Components/Forms/Input',
  component: Input,
  args: { placeholder: '请输入订单号', 'aria-label': '订单号' },
  argTypes: { prefix: { control: false }, suffix: { control: false } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} size="sm" aria-label="小" placeholder="sm" />
      <Input {...args} size="md" aria-label="中" placeholder="md" />
      <Input {...args} size="lg" aria-label="大" placeholder="lg" />
    </div>
  ),
};

export const WithPrefixAndSuffix: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Input aria-label="搜索商品" placeholder="搜索商品名称" prefix={<IconSearch />} />
      <Input aria-label="充值金额" placeholder="0.00" prefix="¥" suffix="元" inputMode="decimal" />
      <Input aria-label="登录名" defaultValue="zhangsan" prefix={<IconUser />} />
    </div>
  ),
};

export const Clearable: Story = {
  render: function Render() {
    const [value, setValue] = useState('202405021403');
    return <Input aria-label="订单号" value={value} onChange={(e) => setValue(e.target.value)} onClear={() => setValue('')} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '订单号' });
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
  },
};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'abc' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '不可编辑' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'XKCD-7F3A-91QZ-00B2' } };

export const InFormField: Story = {
  render: () => (
    <FormField label="联系方式" hint="用于接收卡密与订单通知" error="请输入正确的手机号" required>
      <Input placeholder="手机号 / QQ / 邮箱" defaultValue="1380013" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /联系方式/ });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('请输入正确的手机号 用于接收卡密与订单通知');
  },
};
