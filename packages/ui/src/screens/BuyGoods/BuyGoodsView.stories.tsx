import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleCardGoods, sampleRechargeGoods, sampleSoldOutGoods } from '../shopShared/fixtures.ts';
import { BuyGoodsView } from './BuyGoodsView.tsx';

const meta = {
  title: 'Screens/Shop/BuyGoods',
  component: BuyGoodsView,
  parameters: { layout: 'fullscreen' },
  args: {
    loggedIn: false,
    methods: ['alipay', 'wxpay', 'qqpay', 'epay', 'fxpay'],
    onSubmit: fn(),
    onRetry: fn(),
    onToggleFavorite: fn(),
    onNavigate: fn(),
    onBuyAgain: fn(),
    loginHref: '/login?redirect=%2Finside%2FbuyGoods%3Fid%3D1',
  },
} satisfies Meta<typeof BuyGoodsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: '网关超时，请稍后再试' } };

/** A visitor: contact and query password, online channels; the description is sanitised (no script, no onerror). */
export const Visitor: Story = {
  args: { goods: sampleCardGoods },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥15.80');
    const quantity = canvas.getByRole('textbox', { name: /购买数量/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥152.00');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(canvas.getByText('请填写联系方式，用于查询订单')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /联系方式/ }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      quantity: 10,
      contact: '13800138000',
      queryPwd: '',
      inputs: {},
      payMethod: 'alipay',
      salePwd: '',
    });
  },
};

/** A logged-in customer: their level price, balance first, the sale password asked for. */
export const CustomerBalance: Story = {
  args: { goods: { ...sampleCardGoods, myPrice: 14.85, favorite: true }, loggedIn: true, balance: 1288.5, salePwdRequired: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '余额支付' }));
    await expect(canvas.getByText('请输入交易密码')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '已收藏' }));
    await expect(args.onToggleFavorite).toHaveBeenCalled();
  },
};

/** Recharge goods: the account fields the goods defines, checked against their patterns. */
export const RechargeGoods: Story = {
  args: { goods: sampleRechargeGoods },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /QQ号/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(canvas.getByText('请输入正确的QQ号')).toBeInTheDocument();
    // The placeholder and, now, the error.
    await expect(canvas.getAllByText('请选择大区')).toHaveLength(2);
  },
};

export const SoldOut: Story = {
  args: { goods: sampleSoldOutGoods },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已售罄' })).toBeDisabled();
  },
};

export const OffSale: Story = { args: { goods: { ...sampleCardGoods, status: 'off' } } };

export const MembersOnly: Story = { args: { goods: { ...sampleCardGoods, membersOnly: true } } };

/** The server refused (e.g. stock changed meanwhile): its msg above the form, which keeps its values. */
export const Refused: Story = {
  args: { goods: sampleCardGoods, serverError: '库存不足，当前仅剩5件' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('库存不足，当前仅剩5件');
  },
};

export const Submitting: Story = { args: { goods: sampleCardGoods, submitting: true } };

/** Paid from the balance: the order, the new balance, the keys delivered. */
export const PaidWithBalance: Story = {
  args: {
    goods: { ...sampleCardGoods, stock: 99 },
    loggedIn: true,
    balance: 1273.65,
    success: {
      orderNo: '202611221815000001',
      amount: 14.85,
      balance: 1273.65,
      cardCount: 1,
      deliveryText: null,
      orderHref: '/inside/showordermess?orderNo=202611221815000001',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('balance-after')).toHaveTextContent('当前余额 ¥1,273.65');
  },
};
