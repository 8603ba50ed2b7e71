import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '#ui/components/Button/Button.tsx';
import { LoginView } from './LoginView.tsx';
import { filledFormStory } from '#ui/testing/formStories.ts';

const meta = {
  title: 'Screens/Public/Login',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = filledFormStory({ loginName: 'demo', password: 'demo123456' }, '登录');

/** Submitting empty: each field says what is missing, focus goes to the first, nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const account = canvas.getByLabelText(/账号/);
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(account).toHaveAccessibleDescription(/请输入账号/);
    await expect(canvas.getByLabelText(/^密码/)).toHaveAccessibleDescription(/请输入密码/);
    await expect(account).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing a field clears its message as the user types.
    await userEvent.type(account, 'demo');
    await expect(account).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: { loginName: 'demo', password: 'demo123456' } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /登录中/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's msg, and what was typed is still there. */
export const ServerError: Story = {
  args: { serverError: '账号或密码错误', defaultValues: { loginName: 'demo', password: 'wrong-password' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误');
    await expect(canvas.getByLabelText(/账号/)).toHaveValue('demo');
    await expect(canvas.getByLabelText(/^密码/)).toHaveValue('wrong-password');
  },
};

export const DisabledAccount: Story = {
  args: { serverError: '账号已被禁用，请联系客服', defaultValues: { loginName: 'banned', password: 'banned123456' } },
};

/** Sent here by the guard: the user learns they will come back. */
export const AfterRedirect: Story = {
  args: { message: { tone: 'info', text: '请先登录，登录后将回到你刚才访问的页面。' } },
};

export const AfterPasswordReset: Story = {
  args: { message: { tone: 'success', text: '密码已重置，请使用新密码登录。' }, defaultValues: { loginName: '13800138000' } },
};

export const AlreadyLoggedIn: Story = {
  args: { message: { tone: 'info', text: '你已登录，可直接进入用户中心。', action: <Button size="sm">进入用户中心</Button> } },
};

export const RegisterClosed: Story = {
  args: { registerOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '立即注册' })).toBeNull();
  },
};

/** The reveal toggle shows the password as text and hides it again. */
export const ShowPassword: Story = {
  args: { defaultValues: { loginName: 'demo', password: 'demo123456' } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^密码/);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** Links are real addresses; a plain click is handed to the app's router. */
export const Links: Story = {
  play: async ({ args, canvas }) => {
    const register = canvas.getByRole('link', { name: '立即注册' });
    await expect(register).toHaveAttribute('href', '/register');
    await userEvent.click(register);
    await expect(args.onNavigate).toHaveBeenCalledWith('/register');
    await userEvent.click(canvas.getByRole('link', { name: '忘记密码？' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/forget');
  },
};

export const KeyboardSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/账号/), '  demo  ');
    await userEvent.type(canvas.getByLabelText(/^密码/), 'demo123456{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ loginName: 'demo', password: 'demo123456' }));
  },
};

export const Admin: Story = {
  args: { mode: 'admin', adminPath: 'shopadmin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('管理员登录');
    await expect(canvas.getByLabelText(/用户名/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '立即注册' })).toBeNull();
  },
};

export const AdminInvalidInput: Story = {
  args: { mode: 'admin', adminPath: 'shopadmin' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByLabelText(/用户名/)).toHaveAccessibleDescription(/请输入用户名/);
  },
};

export const AdminServerError: Story = {
  args: {
    mode: 'admin',
    adminPath: 'shopadmin',
    serverError: '用户名或密码错误',
    defaultValues: { loginName: 'admin', password: 'nope' },
  },
};

/** QQ / Weixin log-in buttons and the mini-program code page (callbacks). */
export const WithPlatforms: Story = {
  args: { platforms: { onLogin: fn(), mpHref: '/mpQrcode' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '微信登录' }));
    await expect(args.platforms?.onLogin).toHaveBeenCalledWith('weixin');
    await expect(canvas.getByRole('link', { name: '小程序扫码' })).toHaveAttribute('href', '/mpQrcode');
  },
};

export const PlatformStarting: Story = { args: { platforms: { onLogin: fn(), busy: 'qq', mpHref: '/mpQrcode' } } };

export const PlatformError: Story = {
  args: { platforms: { onLogin: fn(), error: '网络连接异常，请检查网络后重试', mpHref: '/mpQrcode' } },
};
