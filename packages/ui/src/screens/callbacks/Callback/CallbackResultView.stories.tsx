import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CallbackResultView } from './CallbackResultView.tsx';

const SECURITY = { to: '/inside/inter/myaccount', label: 'security' } as const;
/** A real-name certification's return: no provider, back to the verification page. */
const CERTIFY = { kind: 'certify', provider: undefined, links: { back: { to: '/inside/verified', label: 'verified' } } } as const;

const meta = {
  title: 'Screens/Callbacks/CallbackResult',
  component: CallbackResultView,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'bind', provider: 'qq', result: { status: 'checking' }, links: { back: SECURITY }, onNavigate: fn() },
} satisfies Meta<typeof CallbackResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '正在完成QQ绑定' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LoginSuccess: Story = {
  args: {
    kind: 'login',
    provider: 'weixin',
    result: { status: 'success' },
    links: { back: { to: '/', label: 'home' }, continueTo: '/inside/index' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '微信登录成功' })).toBeInTheDocument();
    canvas.getByRole('link', { name: '继续' }).click();
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/index');
  },
};

export const BindSuccess: Story = {
  args: { result: { status: 'success', account: 'QQ用户1234' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'QQ绑定成功' })).toBeInTheDocument();
    await expect(canvas.getByText('已绑定：QQ用户1234')).toBeInTheDocument();
    canvas.getByRole('link', { name: '返回账户安全' }).click();
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/inter/myaccount');
  },
};

export const PublicAccountBindSuccess: Story = { args: { provider: 'wc', result: { status: 'success', account: '微信公众号用户5678' } } };

export const CertifySuccess: Story = {
  args: { ...CERTIFY, result: { status: 'success', name: '**三' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '实名认证成功' })).toBeInTheDocument();
    await expect(canvas.getByText('认证姓名：**三')).toBeInTheDocument();
  },
};

export const CertifyPending: Story = {
  args: { ...CERTIFY, result: { status: 'pending' }, onRefresh: fn() },
};

export const AlipayBindSuccess: Story = {
  args: { kind: 'alipay', provider: undefined, result: { status: 'success', account: '138****8000' } },
};

export const StateMismatch: Story = {
  args: { result: { status: 'failed', reason: 'mismatch' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'QQ绑定失败' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('不是由当前浏览器发起');
    await expect(canvas.getByRole('link', { name: '返回账户安全' })).toBeInTheDocument();
  },
};

export const Expired: Story = { args: { result: { status: 'failed', reason: 'expired' } } };

export const AlreadyUsed: Story = {
  args: {
    kind: 'login',
    provider: 'weixin',
    result: { status: 'failed', reason: 'used' },
    links: { back: { to: '/login', label: 'login' } },
  },
};

export const ShownAgain: Story = { args: { result: { status: 'success', account: 'QQ用户1234', repeat: true } } };

export const Failed: Story = {
  args: {
    kind: 'login',
    provider: 'qq',
    result: { status: 'failed', reason: 'failed', message: '该QQ尚未绑定本站账号，请先使用账号密码登录，再在“账户安全”中绑定QQ' },
    links: { back: { to: '/login', label: 'login' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'QQ登录失败' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('尚未绑定本站账号');
  },
};

export const CertifyFailed: Story = {
  args: {
    kind: 'certify',
    provider: undefined,
    result: { status: 'failed', reason: 'failed', message: '人脸比对未通过，请本人重新认证' },
    links: { back: { to: '/inside/verified', label: 'verified' } },
  },
};

export const Denied: Story = { args: { result: { status: 'failed', reason: 'denied' } } };

export const Malformed: Story = { args: { result: { status: 'failed', reason: 'malformed' } } };

export const NetworkError: Story = {
  args: { result: { status: 'failed', reason: 'network' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常');
  },
};

export const NeedsLogin: Story = {
  args: {
    result: { status: 'failed', reason: 'needLogin' },
    links: { back: SECURITY, login: '/login?redirect=%2FmyQqNotify%3Fcode%3Dx%26state%3Dy' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去登录' })).toBeInTheDocument();
  },
};
