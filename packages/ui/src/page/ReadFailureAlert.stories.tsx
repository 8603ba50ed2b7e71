import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReadFailureAlert } from './ReadFailureAlert.tsx';

/** What a page shows when one of its reads failed and no part of the page shows it where its data would be. */
const meta = {
  title: 'Page/Read failure',
  component: ReadFailureAlert,
  args: { message: '服务器繁忙，请稍后重试', count: 1, onRetry: fn() },
} satisfies Meta<typeof ReadFailureAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneRead: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('部分内容没能加载');
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SeveralReads: Story = {
  args: { count: 3, message: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('3 项内容没能加载');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请检查网络连接后重试。');
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /正在重试/ })).toBeVisible();
  },
};
