import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtherAccountPanel } from './OtherAccountPanel.tsx';

const partner = { id: 1, loginName: 'service', name: '开放平台对接', kind: 'partner', lastLoginAt: '2026-11-20 09:12:30' } as const;

const meta = {
  title: 'Screens/Public/OtherAccountPanel',
  component: OtherAccountPanel,
  args: { loggedIn: false, onLogin: fn(), onLogout: fn(), onRetry: fn() },
} satisfies Meta<typeof OtherAccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByLabelText(/合作账号/)).toHaveAccessibleDescription('请输入账号');
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/合作账号/), ' service ');
    await userEvent.type(canvas.getByLabelText(/^密码/), 'service123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledWith({ loginName: 'service', password: 'service123456' });
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const LoginRefused: Story = {
  args: { serverError: '账号或密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

export const Loading: Story = { args: { loggedIn: true } };

export const LoggedIn: Story = {
  args: { loggedIn: true, account: partner },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('开放平台对接')).toBeVisible();
    await expect(canvas.getByText('API合作伙伴')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Agent: Story = {
  args: { loggedIn: true, account: { ...partner, id: 2, loginName: 'agent01', name: '华东渠道代理', kind: 'agent' } },
};

export const LoggingOut: Story = { args: { loggedIn: true, account: partner, loggingOut: true } };

/** A refresh of the account failed while it stays shown: said in the panel, with a retry. */
export const StaleError: Story = {
  args: { loggedIn: true, account: partner, error: '网关错误' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网关错误');
    await expect(canvas.getByText('开放平台对接')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Error: Story = {
  args: { loggedIn: true, error: '网关错误' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('账号信息加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
