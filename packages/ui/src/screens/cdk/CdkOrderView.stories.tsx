import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { balanceKey, cardGoodsKey, storyReadCode, usedHistory } from './fixtures.ts';
import { CdkOrderView } from './CdkViews.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';

const meta = {
  title: 'Screens/Cdk/Order',
  component: CdkOrderView,
  parameters: { layout: 'fullscreen' },
  args: { onSearch: fn(), readCode: storyReadCode, links: { recharge: '/cdk/recharge' } },
} satisfies Meta<typeof CdkOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};

export const Loading: Story = { args: { initialCode: 'CDK8-USED-2026-0029', searching: true } };

/** A used key and its redemption (the account masked). */
export const Filled: Story = {
  args: { initialCode: 'CDK8-USED-2026-0029', result: { cdk: { ...cardGoodsKey, status: 'used' }, list: usedHistory } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '兑换记录' })).toHaveTextContent('99***04');
  },
};

/** An unused key has no redemptions yet: said, with the way to redeem it. */
export const Empty: Story = {
  args: { initialCode: 'CDK8-TEST-2026-0001', result: { cdk: balanceKey, list: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无兑换记录')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '去兑换' })).toHaveAttribute('href', '/cdk/recharge');
  },
};

export const Error: Story = { args: { initialCode: 'AAAA-BBBB-CCCC-DDDD', error: '卡密不存在，请检查后重新输入' } };

export const Phone: Story = {
  args: { result: { cdk: { ...cardGoodsKey, status: 'used' }, list: usedHistory } },
  globals: PHONE,
  play: playPhoneList,
};
