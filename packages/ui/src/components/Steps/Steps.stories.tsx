import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Steps } from './Steps.tsx';

const order = [
  { title: '提交订单', description: '05-02 14:03' },
  { title: '付款成功', description: '05-02 14:04' },
  { title: '自动发卡', description: '卡密已发送' },
  { title: '完成' },
];

const meta = { title: 'Components/Steps', component: Steps, args: { items: order, current: 2 } } satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('已完成');
    await expect(items[3]).toHaveTextContent('未开始');
  },
};
export const Failed: Story = {
  args: {
    status: 'error',
    current: 1,
    items: [order[0]!, { title: '付款失败', description: '支付超时，请重新下单' }, order[2]!, order[3]!],
  },
};
export const Finished: Story = { args: { status: 'finish' } };
export const Vertical: Story = { args: { direction: 'vertical' } };
export const Horizontal: Story = { args: { direction: 'horizontal' } };
export const Small: Story = { args: { size: 'sm' } };
