import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Input } from '../Input/Input.tsx';
import { PasswordInput } from '../PasswordInput/PasswordInput.tsx';
import { RadioGroup } from '../Radio/Radio.tsx';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Components/Forms/FormField',
  component: FormField,
  args: { label: '登录名', children: null },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  render: () => (
    <FormField label="登录名" hint="4–20 位字母、数字或下划线">
      <Input defaultValue="zhangsan_01" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '登录名' });
    await expect(input).toHaveAccessibleDescription('4–20 位字母、数字或下划线');
    await expect(input).not.toBeInvalid();
  },
};

export const WithError: Story = {
  render: () => (
    <FormField label="登录名" hint="4–20 位字母、数字或下划线" error="该登录名已被占用" required>
      <Input defaultValue="admin" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /登录名/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(' '));
  },
};

export const Optional: Story = {
  render: () => (
    <FormField label="邀请码" optional>
      <Input placeholder="没有可不填" />
    </FormField>
  ),
};

export const Disabled: Story = {
  render: () => (
    <FormField label="账户余额" disabled hint="余额只能通过充值增加">
      <Input defaultValue="¥1,280.00" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '账户余额' })).toBeDisabled();
  },
};

/** A whole form: labels beside controls from the `sm` breakpoint, stacked on phones. */
export const HorizontalForm: Story = {
  render: () => (
    <form className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5" onSubmit={(e) => e.preventDefault()}>
      <FormField label="商品名称" layout="horizontal" required>
        <Input defaultValue="Steam 充值卡 100 元" />
      </FormField>
      <FormField label="商品分类" layout="horizontal" required>
        <Select
          placeholder
          options={[
            { value: 'game', label: '游戏点卡' },
            { value: 'vip', label: '会员充值' },
          ]}
        />
      </FormField>
      <FormField label="发货方式" layout="horizontal" group>
        <RadioGroup
          defaultValue="auto"
          options={[
            { value: 'auto', label: '自动发卡' },
            { value: 'manual', label: '人工发货' },
          ]}
        />
      </FormField>
      <FormField label="查询密码" layout="horizontal" optional hint="买家查单时需要输入">
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormField label="商品说明" layout="horizontal">
        <Textarea rows={3} maxLength={300} showCount />
      </FormField>
      <FormField label="上架" layout="horizontal">
        <Switch defaultChecked />
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:pl-[calc(7rem+0.75rem)]">
        <Checkbox label="保存后继续添加" />
        <div className="ml-auto flex gap-2">
          <Button variant="secondary">取消</Button>
          <Button type="submit">保存</Button>
        </div>
      </div>
    </form>
  ),
};
