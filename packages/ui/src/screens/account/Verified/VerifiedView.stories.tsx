import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VerifiedView } from './VerifiedView.tsx';

const MOBILE = { bound: true, account: '138****8000', boundAt: '2026-06-23 10:00:00' };
const NONE = { certified: false, realName: '', certifiedAt: null };
const PENDING = { certifyId: 'cf_1', certifyUrl: '/certify/alipayFaceNotify?certifyId=cf_1' };

const meta = {
  title: 'Screens/Account/Verified',
  component: VerifiedView,
  args: {
    mobile: { binding: MOBILE, onSendCode: fn(), onBind: fn(), onUnbind: fn() },
    certification: NONE,
    onStart: fn(),
    onCheck: fn(),
    onRestart: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VerifiedView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { certification: null, loading: true } };

export const Error: Story = { args: { certification: null, error: '网关超时' } };

/** A refresh failed while the certification stays shown: said above it, with a retry. */
export const StaleError: Story = {
  args: { error: '网关超时' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网关超时');
    await expect(canvas.getByRole('button', { name: '开始认证' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No mobile yet: its form is open; certification waits for it. */
export const NeedsMobile: Story = {
  args: { mobile: { binding: { bound: false, account: '', boundAt: null }, onSendCode: fn(), onBind: fn(), onUnbind: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先绑定手机号，再进行实名认证。')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '开始认证' })).toBeDisabled();
  },
};

export const Form: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开始认证' }));
    await expect(canvas.getByText('请输入真实姓名')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /真实姓名/ }), '张三');
    await userEvent.type(canvas.getByRole('textbox', { name: /身份证号/ }), '11010519900307231x');
    await userEvent.click(canvas.getByRole('button', { name: '开始认证' }));
    await expect(args.onStart).toHaveBeenCalledWith({ realName: '张三', idCard: '11010519900307231X' });
  },
};

export const StartFailed: Story = { args: { certifyError: '该身份证号已被其他账号认证' } };

export const AwaitingFace: Story = {
  args: { pending: PENDING },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: /去支付宝认证/ })).toHaveAttribute('href', PENDING.certifyUrl);
    await userEvent.click(canvas.getByRole('button', { name: '查询结果' }));
    await expect(args.onCheck).toHaveBeenCalled();
  },
};

export const StillPending: Story = { args: { pending: PENDING, result: { status: 'pending', message: '' } } };

export const Failed: Story = {
  args: { pending: PENDING, result: { status: 'failed', message: '人脸比对未通过' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('人脸比对未通过');
    await userEvent.click(canvas.getByRole('button', { name: '重新填写' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const Certified: Story = {
  args: { certification: { certified: true, realName: '张*', certifiedAt: '2026-11-20 09:30:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('实名认证已通过')).toBeInTheDocument();
  },
};
