import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleOrderNo } from '#ui/screens/shop/shared/storyData.ts';
import { PayInterfaceView } from './PayInterfaceView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const qrStep = {
  orderNo: sampleOrderNo,
  method: 'wxpay' as const,
  amount: 31.6,
  tradeNo: 'WX20261120100000123',
  next: 'qrcode' as const,
  qrContent: 'weixin://wxpay/bizpayurl?pr=mock123',
  redirectUrl: null,
  expiresAt: '2026-11-20 10:05:00',
};

const meta = {
  title: 'Screens/Shop/PayInterface',
  component: PayInterfaceView,
  parameters: { layout: 'fullscreen' },
  args: {
    orderNo: sampleOrderNo,
    onRetry: fn(),
    onRedirect: fn(),
    onRestart: fn(),
    onCancel: fn(),
    onNavigate: fn(),
    doneHref: `/inside/showordermess?orderNo=${sampleOrderNo}`,
    payOnlineHref: `/pay/payonline?orderNo=${sampleOrderNo}`,
    shopHref: '/inside/goodsList',
  },
} satisfies Meta<typeof PayInterfaceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = { args: { error: '尚未发起支付，请选择支付方式' } };

export const QrWaiting: Story = {
  args: { step: qrStep, status: 'waiting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请使用微信支付扫描二维码完成支付')).toBeInTheDocument();
  },
};

/** Cancelling asks first: "keep paying" changes nothing; confirming cancels. */
export const CancelAsksFirst: Story = {
  args: { step: qrStep, status: 'waiting' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单？' });
    await expect(dialog).toHaveTextContent(sampleOrderNo);
    await userEvent.click(within(dialog).getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Redirect: Story = {
  args: {
    step: { ...qrStep, method: 'epay', next: 'redirect', qrContent: null, redirectUrl: '/pay/return_epay?orderNo=1' },
    status: 'waiting',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前往易支付支付' }));
    await expect(args.onRedirect).toHaveBeenCalled();
  },
};

export const Paid: Story = { args: { step: qrStep, status: 'paid', payable: false } };

export const Expired: Story = {
  args: { step: qrStep, status: 'expired', payable: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新发起支付' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const Failed: Story = { args: { step: qrStep, status: 'failed', payable: true } };
export const Closed: Story = { args: { step: qrStep, status: 'closed', payable: false } };
export const CancelRefused: Story = { args: { step: qrStep, status: 'waiting', actionError: '订单已支付，无法取消' } };
