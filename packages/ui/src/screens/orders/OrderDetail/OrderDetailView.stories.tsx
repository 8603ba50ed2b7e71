import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  abnormalOrder,
  deliveredOrder,
  lockedOrder,
  paidManualOrder,
  processingRecharge,
  refundedOrder,
  sampleCards,
  unpaidOrder,
} from '../fixtures.ts';
import { OrderDetailView } from './OrderDetailView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const links = {
  back: '/inside/myOrder',
  pay: '/pay/payonline?orderNo=1',
  express: '/inside/express?orderNo=1',
  repeal: '/inside/cardRepeal?orderNo=1',
  complain: '/inside/orderComplain?orderNo=1',
};

const meta = {
  title: 'Screens/Orders/OrderDetail',
  component: OrderDetailView,
  args: { links, onNavigate: fn(), onRetry: fn(), onUnlock: fn() },
} satisfies Meta<typeof OrderDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = { args: { error: '订单不存在' } };

/** Delivered card keys, masked until revealed. */
export const Delivered: Story = {
  args: { order: deliveredOrder },
  play: async ({ canvas, canvasElement }) => {
    const first = deliveredOrder.cards[0] as (typeof deliveredOrder.cards)[number];
    await expect(canvasElement.textContent).not.toContain(first.cardNo);
    await expect(canvas.getByRole('link', { name: '申请作废' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '显示全部' }));
    await expect(canvas.getByText(first.cardNo)).toBeInTheDocument();
  },
};

/** A refresh failed while the order stays shown: said above it, with a retry. */
export const StaleError: Story = {
  args: { order: deliveredOrder, error: '网络连接失败' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await expect(canvas.getByRole('heading', { name: deliveredOrder.goodsName })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Unpaid: Story = {
  args: { order: unpaidOrder },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '去支付' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(links.pay);
  },
};

/** Paid manual goods, waiting for the supplier. */
export const Paid: Story = { args: { order: paidManualOrder } };

export const Processing: Story = { args: { order: processingRecharge } };

export const Refunded: Story = { args: { order: refundedOrder } };

export const Abnormal: Story = { args: { order: abnormalOrder } };

/** A visitor's view of someone else's order with a query password. */
export const Locked: Story = {
  args: { order: lockedOrder, title: '游客订单详情' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看卡密' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入查询密码');
    await userEvent.type(canvas.getByLabelText('查询密码'), '8888');
    await userEvent.click(canvas.getByRole('button', { name: '查看卡密' }));
    await expect(args.onUnlock).toHaveBeenCalledWith('8888');
  },
};

export const LockedWrongPassword: Story = { args: { order: lockedOrder, unlockError: '查询密码错误' } };

export const ManyKeys: Story = { args: { order: { ...deliveredOrder, quantity: 5000, cards: sampleCards(5000) }, cardsHeight: 360 } };
