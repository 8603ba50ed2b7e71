import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleRechargeConfig } from '#ui/screens/shop/shared/storyData.ts';
import { RechargeView } from './RechargeView.tsx';
import { LOADING_STORY, reloadFailedStory } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Shop/Recharge',
  component: RechargeView,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof RechargeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = { args: { error: '网关超时，请稍后再试' } };

export const Filled: Story = {
  args: { config: sampleRechargeConfig },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '¥500.00' }));
    await expect(canvas.getByText('充值 ¥500.00，赠送 ¥15.00，到账 ¥515.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(500, 'alipay');
  },
};

export const OutOfRange: Story = {
  args: { config: sampleRechargeConfig },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: /自定义金额/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    // The hint and, now, the error say the limits.
    await expect(canvas.getAllByText('单次可充值 ¥1.00–¥50,000.00')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = { args: { config: sampleRechargeConfig, serverError: '充值金额需在¥1到¥50000之间' } };
/** The balance already pays for the next level's upgrade. */
export const CanUpgrade: Story = {
  args: { config: { ...sampleRechargeConfig, nextLevel: { id: 4, name: '钻石会员', needRecharge: 0, progress: 1 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('余额已足够升级为钻石会员')).toBeInTheDocument();
  },
};

export const TopLevel: Story = { args: { config: { ...sampleRechargeConfig, nextLevel: null } } };

/** A reload failed while the amounts stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
