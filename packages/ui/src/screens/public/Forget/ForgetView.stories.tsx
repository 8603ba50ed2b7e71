import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ForgetView } from './ForgetView.tsx';
import { filledFormStory } from '#ui/testing/formStories.ts';

const filled = { account: '13800138000', code: '123456', newPwd: 'newpass123', confirmPwd: 'newpass123' };

const meta = {
  title: 'Screens/Public/Forget',
  component: ForgetView,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onSendCode: fn(), onNavigate: fn() },
} satisfies Meta<typeof ForgetView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = filledFormStory(filled, '重置密码');

export const InvalidInput: Story = {
  args: { defaultValues: { account: 'not-an-account', code: 'abc', newPwd: '12345', confirmPwd: '' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(canvas.getByLabelText(/手机号或邮箱/)).toHaveAccessibleDescription('请输入正确的手机号或邮箱');
    await expect(canvas.getByLabelText(/^验证码/)).toHaveAccessibleDescription('验证码为6位数字');
    await expect(canvas.getByLabelText(/^新密码/)).toHaveAccessibleDescription('密码为6到20位');
    await expect(canvas.getByLabelText(/确认新密码/)).toHaveAccessibleDescription('请再次输入密码');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail address is an account too. */
export const SendCodeByEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/手机号或邮箱/), 'traveler@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('traveler@example.com');
  },
};

export const CodeSent: Story = {
  args: {
    defaultValues: { account: '13800138000' },
    code: { cooldown: 58, sending: false, hint: '验证码已发送至 138****8000（模拟环境验证码：123456）' },
  },
};

export const CodeRefused: Story = {
  args: { defaultValues: { account: '13700000000' }, codeError: '该手机号或邮箱未绑定任何账号' },
};

export const Submitting: Story = { args: { defaultValues: filled, submitting: true } };

export const ServerError: Story = {
  args: { defaultValues: { ...filled, code: '654321' }, serverError: '验证码错误或已过期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误或已过期');
    await expect(canvas.getByLabelText(/^新密码/)).toHaveValue('newpass123');
  },
};

export const Done: Story = {
  args: { done: { message: '密码已重置，请使用新密码登录' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已重置，请使用新密码登录');
    await userEvent.click(canvas.getByRole('link', { name: '去登录' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
