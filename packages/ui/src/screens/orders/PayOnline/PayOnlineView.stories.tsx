import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleChannels } from '#ui/screens/shop/shared/fixtures.ts';
import { samplePayOrder } from '#ui/screens/shop/shared/storyData.ts';
import { PayOnlineView } from './PayOnlineView.tsx';
import { LOADING_STORY, reloadFailedStory } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Shop/PayOnline',
  component: PayOnlineView,
  parameters: { layout: 'fullscreen' },
  args: {
    onPay: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    continueHref: '/pay/payInterface?orderNo=202611201000050001',
    doneHref: '/inside/showordermess?orderNo=202611201000050001',
    shopHref: '/inside/goodsList',
  },
} satisfies Meta<typeof PayOnlineView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = { args: { error: '订单不存在，请检查订单号' } };

/** Unpaid, the customer's own order: balance with the sale password, or a channel. */
export const Unpaid: Story = {
  args: { order: samplePayOrder },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /支付宝/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /余额支付/ }));
    await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await expect(canvas.getByText('请输入交易密码')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/交易密码/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await expect(args.onPay).toHaveBeenCalledWith('balance', '123456');
  },
};

/** The checkout in full: the type, picked-key surcharge, wholesale and coupon discounts, the contact, the amount due. */
export const Checkout: Story = {
  args: {
    order: {
      ...samplePayOrder,
      title: 'Office 2021 专业增强版 密钥',
      cover: '/mock-assets/goods/28.svg',
      optionName: '在线激活版',
      quantity: 2,
      unitPrice: 99,
      surcharge: 10,
      wholesaleDiscount: 6,
      discount: 10,
      coupon: 'VIP10',
      amount: 198,
      contact: '139****5678',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('类型：在线激活版')).toBeInTheDocument();
    await expect(canvas.getByTestId('coupon-discount')).toHaveTextContent('-¥10.00（VIP10）');
    await expect(canvas.getByText('-¥6.00')).toBeInTheDocument();
    await expect(canvas.getByText('139****5678')).toBeInTheDocument();
    await expect(canvas.getByTestId('amount-due')).toHaveTextContent('¥198.00');
  },
};

/** A visitor: balance disabled with the reason. */
export const Visitor: Story = {
  args: {
    order: {
      ...samplePayOrder,
      balance: null,
      salePwdRequired: false,
      channels: sampleChannels.map((c) => (c.method === 'balance' ? { ...c, enabled: false, note: '登录后可使用余额支付' } : c)),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
  },
};

export const Waiting: Story = { args: { order: { ...samplePayOrder, status: 'waiting', method: 'wxpay' } } };
export const LastExpired: Story = { args: { order: { ...samplePayOrder, status: 'expired' } } };
export const Refused: Story = { args: { order: samplePayOrder, serverError: '交易密码错误' } };
/** The order read again (after a failed payment) failed: it stays shown, an alert with a retry above it. */
export const ReloadFailed: Story = reloadFailedStory({ order: samplePayOrder });

/** Paid: no way to pay again. */
export const Paid: Story = {
  args: { order: { ...samplePayOrder, status: 'paid', orderStatus: 'delivered', payable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '立即支付' })).toBeNull();
    await expect(canvas.getByText('订单已支付')).toBeInTheDocument();
  },
};

export const Closed: Story = { args: { order: { ...samplePayOrder, status: 'closed', orderStatus: 'expired', payable: false } } };
