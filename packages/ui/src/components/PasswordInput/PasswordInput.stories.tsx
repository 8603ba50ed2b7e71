import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

const meta = {
  title: 'Components/Forms/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '登录密码', placeholder: '请输入密码' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'secret-123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('登录密码');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithIcon: Story = { args: { withIcon: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };

export const SalePasswordField: Story = {
  render: () => (
    <FormField label="交易密码" hint="6 位数字，用于提现和转账" error="两次输入的交易密码不一致" required>
      <PasswordInput inputMode="numeric" maxLength={6} autoComplete="new-password" defaultValue="123456" />
    </FormField>
  ),
};
