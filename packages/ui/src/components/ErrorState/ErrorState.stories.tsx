import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = { title: 'Components/ErrorState', component: ErrorState, args: { onRetry: fn() } } satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const ServerMessage: Story = { args: { title: '订单加载失败', description: '网关超时' } };
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /正在重试/ });
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
export const WithoutRetry: Story = { args: { onRetry: undefined, description: '该商品已下架' } };
export const ExtraAction: Story = { args: { action: <Button variant="ghost">联系客服</Button> } };
export const Small: Story = { args: { size: 'sm' } };
