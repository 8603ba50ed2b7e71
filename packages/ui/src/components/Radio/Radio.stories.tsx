import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { Radio, RadioGroup } from './Radio.tsx';

const delivery = [
  { value: 'auto', label: '自动发卡', description: '付款后立即发送卡密' },
  { value: 'recharge', label: '直充', description: '充值到买家填写的账号' },
  { value: 'manual', label: '人工发货', description: '由客服手动处理' },
];

const meta = {
  title: 'Components/Forms/Radio',
  component: RadioGroup,
  args: { options: delivery, 'aria-label': '发货方式', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'auto' },
  play: async ({ args, canvas }) => {
    const auto = canvas.getByRole('radio', { name: /自动发卡/ });
    await expect(auto).toBeChecked();
    await userEvent.click(auto);
    await userEvent.keyboard('{ArrowDown}');
    const recharge = canvas.getByRole('radio', { name: /直充/ });
    await expect(recharge).toBeChecked();
    await expect(recharge).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('recharge');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'manual' } };

export const Segmented: Story = {
  render: function Render() {
    const [value, setValue] = useState('today');
    return (
      <RadioGroup
        aria-label="统计区间"
        variant="button"
        value={value}
        onValueChange={setValue}
        options={[
          { value: 'today', label: '今日' },
          { value: 'week', label: '本周' },
          { value: 'month', label: '本月' },
          { value: 'all', label: '全部' },
        ]}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('本月'));
    await expect(canvas.getByRole('radio', { name: '本月' })).toBeChecked();
  },
};

export const InFormField: Story = {
  render: () => (
    <FormField label="联系方式类型" group error="请选择一种联系方式" required>
      <RadioGroup
        options={[
          { value: 'any', label: '不限' },
          { value: 'phone', label: '手机号' },
          { value: 'email', label: '邮箱' },
          { value: 'qq', label: 'QQ', disabled: true },
        ]}
      />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /联系方式类型/ });
    await expect(group).toHaveAccessibleDescription('请选择一种联系方式');
  },
};

export const Single: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Radio name="single" value="a" label="单独使用的单选框" />
      <Radio name="single" value="b" label="禁用" disabled />
    </div>
  ),
};
