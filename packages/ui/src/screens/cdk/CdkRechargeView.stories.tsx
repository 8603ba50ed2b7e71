import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { balanceDone, balanceKey, cdkLinks, storyReadCode } from './fixtures.ts';
import { CdkRechargeView } from './CdkViews.tsx';
import { PHONE } from '#ui/testing/phoneStory.ts';

const meta = {
  title: 'Screens/Cdk/Recharge',
  component: CdkRechargeView,
  parameters: { layout: 'fullscreen' },
  args: { onCheck: fn(), onRedeem: fn(), readCode: storyReadCode, links: cdkLinks },
} satisfies Meta<typeof CdkRechargeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the code box; a malformed code is said at once, a good one is sent in its checked form. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询卡密' }));
    await expect(canvas.getByText('请输入卡密')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /卡密/ }), 'cdk8-test');
    await userEvent.click(canvas.getByRole('button', { name: '查询卡密' }));
    await expect(canvas.getByText('卡密格式不正确，应为XXXX-XXXX-XXXX-XXXX')).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('textbox', { name: /卡密/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /卡密/ }), 'cdk8 test 2026 0001');
    await userEvent.click(canvas.getByRole('button', { name: '查询卡密' }));
    await expect(args.onCheck).toHaveBeenCalledWith('CDK8-TEST-2026-0001');
  },
};

export const Loading: Story = { args: { initialCode: 'CDK8-TEST-2026-0001', checking: true } };

export const Filled: Story = { args: { initialCode: 'CDK8-TEST-2026-0001', info: balanceKey } };

/** A wrong key: the server's words, which do not say which part was wrong. */
export const Error: Story = {
  args: { initialCode: 'AAAA-BBBB-CCCC-DDDD', checkError: '卡密不存在，请检查后重新输入' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('卡密不存在，请检查后重新输入')).toBeInTheDocument();
  },
};

/** The look-up itself failed (the server, the network): said where the key would be, with a retry. */
export const LookupFailed: Story = {
  args: { initialCode: 'CDK8-TEST-2026-0001', lookup: { error: '服务器繁忙，请稍后重试', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.lookup?.onRetry).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = { args: { initialCode: 'CDK8-USED-2026-0029', info: { ...balanceKey, status: 'used' } } };

export const Done: Story = { args: { initialCode: 'CDK8-TEST-2026-0001', info: { ...balanceKey, status: 'used' }, done: balanceDone } };

export const Phone: Story = { args: { info: balanceKey }, globals: PHONE };
