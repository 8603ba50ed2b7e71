import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MpQrcodeView } from './MpQrcodeView.tsx';

const QR = { content: 'https://shop.example/mpReturn?code=mock-mp-demo&state=ls_abc', expiresAt: Date.now() + 300_000 };

const meta = {
  title: 'Screens/Callbacks/MpQrcode',
  component: MpQrcodeView,
  parameters: { layout: 'fullscreen' },
  args: { qr: QR, status: 'waiting', onRefresh: fn(), links: { passwordLogin: '/login' }, onNavigate: fn() },
} satisfies Meta<typeof MpQrcodeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { qr: null } };

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('扫码并确认后');
  },
};

export const WithDevLink: Story = {
  args: { devLink: '/mpReturn?code=mock-mp-demo&state=ls_abc' },
  play: async ({ args, canvas }) => {
    canvas.getByRole('link', { name: '模拟扫码（仅开发环境）' }).click();
    await expect(args.onNavigate).toHaveBeenCalledWith('/mpReturn?code=mock-mp-demo&state=ls_abc');
  },
};

export const Scanned: Story = { args: { status: 'scanned' } };

export const Unbound: Story = {
  args: { status: 'unbound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('尚未绑定本站账号');
    await expect(canvas.getByRole('button', { name: '刷新小程序码' })).toBeInTheDocument();
  },
};

export const Expired: Story = { args: { status: 'expired' } };

export const LoggedIn: Story = { args: { status: 'loggedIn' } };

/** The code could not be asked for: why, with a retry in the alert. */
export const Error: Story = {
  args: { qr: null, error: '网络异常，请稍后重试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};
