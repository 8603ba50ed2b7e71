import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { balanceDone, balanceShort, cardGoodsKey, cardsDone, cdkLinks, rechargeGoodsKey } from './fixtures.ts';
import { CdkShortView } from './CdkViews.tsx';
import { PHONE } from '#ui/testing/phoneStory.ts';

const meta = {
  title: 'Screens/Cdk/Short',
  component: CdkShortView,
  parameters: { layout: 'fullscreen' },
  args: { short: balanceShort, onRedeem: fn(), onRetry: fn(), links: cdkLinks },
} satisfies Meta<typeof CdkShortView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { short: undefined, loading: true } };

/** A balance key: what it is worth and the account to credit; nothing is sent without one. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('cdk-value')).toHaveTextContent('¥10.00');
    await expect(canvas.getByTestId('cdk-status')).toHaveTextContent('未使用');
    await userEvent.click(canvas.getByRole('button', { name: '立即兑换' }));
    await expect(canvas.getByText('请填写充值账号')).toBeInTheDocument();
    await expect(args.onRedeem).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /充值账号/ }), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: '立即兑换' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({ account: 'demo', contact: '', inputs: {} });
  },
};

/** A recharge goods key asks for the goods' inputs (checked by their patterns) and a contact. */
export const GoodsInputs: Story = {
  args: {
    short: { title: '王者荣耀 60点券 兑换卡', description: '兑换后将直接为您填写的账号充值该商品，无需再付款。', cdk: rechargeGoodsKey },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /QQ号/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: '立即兑换' }));
    await expect(canvas.getByText('QQ号为5到11位数字')).toBeInTheDocument();
    await expect(canvas.getByText('请填写大区')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /QQ号/ }), '3456');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /大区/ }), '安卓QQ区');
    await userEvent.type(canvas.getByRole('textbox', { name: /联系方式/ }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '立即兑换' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({ account: '123456', contact: '13800138000', inputs: { zone: '安卓QQ区' } });
  },
};

/** A card goods key asks only where to receive; its key comes back at once. */
export const CardGoods: Story = { args: { short: { title: '腾讯视频VIP月卡 兑换卡', description: '', cdk: cardGoodsKey } } };

export const Redeeming: Story = { args: { redeeming: true } };

/** The server refused (an unknown account): its msg, the account kept. */
export const Refused: Story = {
  args: { redeemError: '充值账号不存在，请输入本站的登录账号、绑定的手机号或邮箱' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('充值账号不存在');
  },
};

export const Used: Story = {
  args: { short: { ...balanceShort, cdk: { ...balanceShort.cdk, status: 'used' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该卡密已被使用');
    await expect(canvas.queryByRole('button', { name: '立即兑换' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '查看兑换记录' })).toHaveAttribute('href', '/cdk/order');
  },
};

export const Expired: Story = { args: { short: { ...balanceShort, cdk: { ...balanceShort.cdk, status: 'expired' } } } };

export const Void: Story = {
  args: { short: { ...balanceShort, cdk: { ...balanceShort.cdk, status: 'void' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该卡密已作废');
  },
};

export const Done: Story = {
  args: { short: { ...balanceShort, cdk: { ...balanceShort.cdk, status: 'used' } }, done: balanceDone },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cdk-done-message')).toHaveTextContent('已充值 ¥10.00 到账户余额');
    await expect(canvas.getByRole('link', { name: '查看资金明细' })).toBeInTheDocument();
  },
};

export const DoneWithKeys: Story = {
  args: { short: { title: '腾讯视频VIP月卡 兑换卡', description: '', cdk: { ...cardGoodsKey, status: 'used' } }, done: cardsDone },
};

/** An unknown link: the server's msg, and the way to type the key instead. */
export const Error: Story = {
  args: { short: undefined, error: '链接无效或卡密已下架' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('卡密兑换');
    await expect(canvas.getByRole('link', { name: '手动输入卡密兑换' })).toHaveAttribute('href', '/cdk/recharge');
  },
};

export const Phone: Story = { globals: PHONE };
