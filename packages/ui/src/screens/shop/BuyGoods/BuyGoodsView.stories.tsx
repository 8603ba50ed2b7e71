import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  sampleCaptcha,
  sampleCaptchaNext,
  sampleCardGoods,
  sampleOptionGoods,
  samplePickGoods,
  samplePickablePage,
  sampleRechargeGoods,
  sampleSoldOutGoods,
} from '../shared/fixtures.ts';
import { BuyGoodsView } from './BuyGoodsView.tsx';
import { LOADING_STORY, reloadFailedStory } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

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
    onPickableQuery: fn(),
    onCheckCoupon: fn(),
    onClearCoupon: fn(),
    onRefreshCaptcha: fn(),
    captcha: sampleCaptcha,
    loginHref: '/login?redirect=%2Finside%2FbuyGoods%3Fid%3D1',
  },
} satisfies Meta<typeof BuyGoodsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = { args: { error: '网关超时，请稍后再试' } };

/** A visitor: contact, query password, captcha, online channels; the wholesale table under the quantity; the description is sanitised. */
export const Visitor: Story = {
  args: { goods: sampleCardGoods },
  play: async ({ args, canvas, canvasElement }) => {
    // The description loads as it comes near; drawn, it keeps its text and loses the script and the handler.
    canvas.getByRole('heading', { name: '商品详情' }).scrollIntoView();
    await expect(await canvas.findByText(/购买后立即显示卡密/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥15.80');
    const quantity = canvas.getByRole('textbox', { name: /购买数量/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥152.00');
    // The tier in force (10 or more) is marked in the wholesale table.
    await expect(canvas.getByTestId('wholesale').querySelector('[aria-current="true"]')).toHaveTextContent('买 10 件及以上');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(canvas.getByText('请填写联系方式，用于查询订单')).toBeInTheDocument();
    await expect(canvas.getByText('请输入验证码')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /联系方式/ }), '13800138000');
    // The captcha's picture says its question in words; the answer box is read with it.
    await expect(canvas.getByRole('img', { name: '七 加 四 等于几？' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '11');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      quantity: 10,
      contact: '13800138000',
      queryPwd: '',
      inputs: {},
      payMethod: 'alipay',
      salePwd: '',
      optionId: null,
      cardIds: [],
      coupon: '',
      captchaId: 'cap-story-0001',
      captcha: '11',
    });
  },
};

/** A logged-in customer: their level price, balance first, the sale password asked for. */
export const CustomerBalance: Story = {
  args: {
    goods: { ...sampleCardGoods, myPrice: 14.85, favorite: true, captchaRequired: false },
    loggedIn: true,
    balance: 1288.5,
    salePwdRequired: true,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '余额支付' }));
    await expect(canvas.getByText('请输入交易密码')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '已收藏' }));
    await expect(args.onToggleFavorite).toHaveBeenCalled();
  },
};

/**
 * A phone: the payment methods are a grid of whole buttons (no row of joined ones wrapping with broken
 * borders), and the buy button spans the width, held at the bottom of the screen.
 */
export const Phone: Story = {
  args: CustomerBalance.args,
  globals: PHONE,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const methods = canvas.getAllByRole('radio').map((radio) => (radio.closest('label') as HTMLElement).getBoundingClientRect());
    const rows = new Set(methods.map((box) => Math.round(box.top)));
    // Every row but the last is full (3 a row), each button keeps its own width.
    await expect(rows.size).toBe(Math.ceil(methods.length / 3));
    const bar = canvas.getByTestId('buy-bar');
    await expect(getComputedStyle(bar).position).toBe('sticky');
    const buy = canvas.getByRole('button', { name: '余额支付' });
    await expect(buy.getBoundingClientRect().width).toBeGreaterThan(bar.getBoundingClientRect().width - 40);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
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
      cards: [{ id: 9001, cardNo: 'TXVIP-7H2K-9QWE-55XZ', password: '', maskedCardNo: 'TXVI*-****-****-55XZ', maskedPassword: '' }],
      deliveryText: null,
      orderHref: '/inside/showordermess?orderNo=202611221815000001',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('balance-after')).toHaveTextContent('当前余额 ¥1,273.65');
    // The key is there at once, masked until revealed.
    await expect(canvas.queryByText('TXVIP-7H2K-9QWE-55XZ')).toBeNull();
  },
};

/** Types: each chip with its price; a sold-out type cannot be chosen; the price and stock follow the choice. */
export const WithOptions: Story = {
  args: { goods: sampleOptionGoods },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /电话激活版/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /绑定微软账户版/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /在线激活版/ }));
    await expect(canvas.getByTestId('price')).toHaveTextContent('¥99.00');
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥99.00');
  },
};

/** Picking keys: the keys on offer by preview and surcharge (never the key); the picks are the quantity. */
export const PickKeys: Story = {
  args: { goods: samplePickGoods, pickable: samplePickablePage },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /自选卡密/ }));
    await expect(args.onPickableQuery).toHaveBeenCalledWith({ optionId: null, page: 1 });
    // The key table loads when asked for.
    const rows = await canvas.findAllByRole('checkbox', { name: /选择卡密/ });
    await userEvent.click(rows[0] as HTMLElement);
    await userEvent.click(rows[2] as HTMLElement);
    await expect(canvas.getByText('已选 2 张，最多 3 张')).toBeInTheDocument();
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥88.00');
    await userEvent.type(canvas.getByRole('textbox', { name: /联系方式/ }), 'buyer@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '11');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 2, cardIds: [101, 103] }));
  },
};

export const PickKeysLoading: Story = {
  args: { goods: samplePickGoods, pickable: null, pickableLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /自选卡密/ }));
  },
};

/** A coupon the server accepted for this quantity: the discount and the total due. */
export const CouponApplied: Story = {
  args: {
    goods: sampleCardGoods,
    coupon: {
      query: { code: 'NEW2026', quantity: 2, optionId: null, cardIds: [] },
      checking: false,
      error: null,
      result: {
        code: 'NEW2026',
        discount: 5,
        minAmount: 30,
        expiresAt: '2027-01-19 10:00:00',
        unitPrice: 15.8,
        subtotal: 31.6,
        total: 26.6,
      },
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /优惠券/ }), 'NEW2026');
    await expect(canvas.getByTestId('coupon-applied')).toHaveTextContent('已使用优惠券 NEW2026，立减 ¥5.00');
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥26.60');
    await userEvent.type(canvas.getByRole('textbox', { name: /联系方式/ }), '13800138000');
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '11');
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 2, coupon: 'NEW2026' }));
  },
};

/** A coupon the server refused: its msg under the field, the total unchanged. */
export const CouponRefused: Story = {
  args: {
    goods: sampleCardGoods,
    coupon: { query: { code: 'OLD2025', quantity: 1, optionId: null, cardIds: [] }, checking: false, result: null, error: '优惠券已过期' },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /优惠券/ }), 'OLD2025{Enter}');
    await expect(args.onCheckCoupon).toHaveBeenCalledWith({ code: 'OLD2025', quantity: 1, optionId: null, cardIds: [] });
    await expect(canvas.getByText('优惠券已过期')).toBeInTheDocument();
    await expect(canvas.getByTestId('total')).toHaveTextContent('¥15.80');
  },
};

/** A wrong captcha: the server's msg, a new captcha, and the rest of the form kept. */
export const WrongCaptcha: Story = {
  args: { goods: sampleCardGoods, captcha: sampleCaptchaNext, serverError: '验证码错误，请重新输入' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    await expect(canvas.getByRole('img', { name: '三 加 五 等于几？' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '换一张' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalled();
  },
};

export const CaptchaUnavailable: Story = {
  args: { goods: sampleCardGoods, captcha: null, captchaError: '验证码加载失败，请点击“换一张”重试' },
};

/** A reload failed while the goods stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(CustomerBalance.args);
