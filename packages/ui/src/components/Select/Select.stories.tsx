import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { Select } from './Select.tsx';

const payment = [
  { value: 'balance', label: '余额支付' },
  { value: 'alipay', label: '支付宝' },
  { value: 'wechat', label: '微信支付' },
  { value: 'qq', label: 'QQ 钱包', disabled: true },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { options: payment, 'aria-label': '支付方式' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = { args: { placeholder: true } };

export const Grouped: Story = {
  args: {
    'aria-label': '商品分类',
    placeholder: '全部分类',
    options: [
      {
        label: '游戏点卡',
        options: [
          { value: 'steam', label: 'Steam 充值卡' },
          { value: 'psn', label: 'PSN 点卡' },
        ],
      },
      {
        label: '会员充值',
        options: [
          { value: 'video', label: '视频会员' },
          { value: 'music', label: '音乐会员' },
        ],
      },
    ],
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <FormField label="支付方式" hint={value ? `已选择：${value}` : '请选择一种支付方式'} required>
        <Select {...args} aria-label={undefined} placeholder value={value} onChange={setValue} />
      </FormField>
    );
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /支付方式/ });
    await userEvent.selectOptions(select, 'alipay');
    await expect(select).toHaveValue('alipay');
    await expect(canvas.getByText('已选择：alipay')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Select {...args} size="sm" aria-label="sm" />
      <Select {...args} size="md" aria-label="md" />
      <Select {...args} size="lg" aria-label="lg" />
    </div>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="支付方式" error="请选择支付方式" required>
      <Select {...args} aria-label={undefined} placeholder />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
