import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { deliveredOrder } from '../fixtures.ts';
import { PayResultView, type PayResult } from './PayResultView.tsx';

const paid: PayResult = {
  orderNo: deliveredOrder.orderNo,
  kind: 'order',
  title: deliveredOrder.goodsName,
  amount: deliveredOrder.amount,
  status: 'paid',
  payable: false,
  method: 'epay',
  paidAt: '2026-11-20 06:04:23',
  order: deliveredOrder,
  balance: null,
};
const pending: PayResult = { ...paid, status: 'pending', payable: true, paidAt: null, order: null };

const meta = {
  title: 'Screens/Orders/PayResult',
  component: PayResultView,
  args: {
    links: {
      detail: '/inside/showordermess?orderNo=1',
      pay: '/pay/payonline?orderNo=1',
      query: '/chadan?orderNo=1',
      balance: '/inside/accountmoney',
      level: '/inside/selfLevel',
      home: '/',
    },
    onNavigate: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof PayResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {};

/** Paid: the delivered keys, masked until revealed. */
export const Paid: Story = {
  args: { result: paid },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain(deliveredOrder.cards[0]?.cardNo);
  },
};

/** Paid, seen by someone who is not the order's owner: no keys. */
export const PaidNotOwner: Story = { args: { result: { ...paid, order: null } } };

export const RechargePaid: Story = { args: { result: { ...paid, kind: 'recharge', title: '余额充值', order: null, balance: 1388.5 } } };

/** A level upgrade paid through a channel: the level, and the way back to it. */
export const LevelPaid: Story = {
  args: { result: { ...paid, kind: 'level', orderNo: 'L202611201000000123', title: '升级为 钻石会员', amount: 999, order: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('升级为 钻石会员，已生效。')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '查看会员等级' })).toHaveAttribute('href', '/inside/selfLevel');
    await expect(canvas.queryByText('查看订单')).toBeNull();
  },
};

export const Pending: Story = {
  args: { result: pending },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新结果' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const PendingGaveUp: Story = { args: { result: pending, gaveUp: true } };

export const Failed: Story = { args: { result: { ...pending, status: 'failed', payable: true } } };

export const FailedClosed: Story = { args: { result: { ...pending, status: 'failed', payable: false } } };

export const Error: Story = { args: { error: '服务器繁忙，请稍后重试' } };

export const MissingOrder: Story = { args: { missingOrder: true } };
