import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterView } from './RegisterView.tsx';
import { filledFormStory } from '#ui/testing/formStories.ts';

const filled = {
  loginName: 'newuser01',
  password: 'secret123',
  confirmPwd: 'secret123',
  mobile: '13912345678',
  code: '123456',
  inviteCode: 'YQ0001',
};

const meta = {
  title: 'Screens/Public/Register',
  component: RegisterView,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onSendCode: fn(), onNavigate: fn() },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = filledFormStory(filled, '注册并登录');

export const InvalidInput: Story = {
  args: { defaultValues: { loginName: '1abc', password: '123', confirmPwd: '1234', mobile: '12345', code: '12' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(canvas.getByLabelText(/登录名/)).toHaveAccessibleDescription(/以字母开头/);
    await expect(canvas.getByLabelText(/^密码/)).toHaveAccessibleDescription('密码为6到20位');
    await expect(canvas.getByLabelText(/确认密码/)).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(canvas.getByLabelText(/手机号/)).toHaveAccessibleDescription(/请输入正确的手机号/);
    await expect(canvas.getByLabelText(/短信验证码/)).toHaveAccessibleDescription('验证码为6位数字');
    await expect(canvas.getByLabelText(/登录名/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The code button checks the mobile number first; a valid one is handed over. */
export const SendCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByLabelText(/手机号/)).toHaveAccessibleDescription(/请输入手机号/);
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/手机号/), '13912345678');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('13912345678');
  },
};

export const CodeSending: Story = {
  args: { defaultValues: { mobile: '13912345678' }, code: { cooldown: 0, sending: true } },
};

export const CodeSent: Story = {
  args: {
    defaultValues: { mobile: '13912345678' },
    code: { cooldown: 52, sending: false, hint: '验证码已发送至 139****5678（模拟环境验证码：123456）' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /52 秒后重发/ })).toBeDisabled();
  },
};

export const CodeRefused: Story = {
  args: { defaultValues: { mobile: '13800138000' }, codeError: '该手机号已注册，请直接登录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/手机号/)).toHaveAccessibleDescription(/该手机号已注册/);
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /注册中/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { defaultValues: { ...filled, loginName: 'demo' }, serverError: '该登录名已被使用' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该登录名已被使用');
    await expect(canvas.getByLabelText(/登录名/)).toHaveValue('demo');
    await expect(canvas.getByLabelText(/短信验证码/)).toHaveValue('123456');
  },
};

export const Closed: Story = {
  args: { registerOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '注册并登录' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/service');
  },
};
