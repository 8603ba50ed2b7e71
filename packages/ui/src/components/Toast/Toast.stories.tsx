import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { createToaster, ToastProvider, useToast } from './Toast.tsx';

function Launcher() {
  const toast = useToast();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => toast.success('保存成功')}>
        成功
      </Button>
      <Button variant="secondary" onClick={() => toast.error('网关错误')}>
        错误
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('余额不足，请先充值')}>
        警告
      </Button>
      <Button variant="secondary" onClick={() => toast.info('卡密已发送到您的邮箱')}>
        提示
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        全部关闭
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { duration: 3000 },
  render: (args) => (
    <ToastProvider {...args}>
      <div className="min-h-56 pt-24">
        <Launcher />
      </div>
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Appears, is announced, and leaves by itself after its duration. */
export const AppearsAndLeaves: Story = {
  args: { duration: 1000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    const region = canvas.getByRole('region', { name: '消息' });
    const toast = await within(region).findByRole('alert');
    await expect(toast).toHaveTextContent('网关错误');
    await expect(toast).toHaveAttribute('data-tone', 'error');
    await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
  },
};

/** The same message again restarts the first one's timer instead of stacking a copy. */
export const NoDuplicates: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '错误' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(within(canvas.getByRole('region', { name: '消息' })).getAllByRole('alert')).toHaveLength(1);
  },
};

export const AllTones: Story = {
  play: async ({ canvas }) => {
    for (const name of ['成功', '错误', '警告', '提示']) await userEvent.click(canvas.getByRole('button', { name }));
    const region = canvas.getByRole('region', { name: '消息' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: '全部关闭' }));
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};

/** The app's request layer calls a toaster it created, outside React (spec §8: error toast on HTTP failure). */
export const ImperativeOutsideReact: Story = {
  render: function Render(args) {
    const [toaster] = useState(() => createToaster({ duration: args.duration }));
    return (
      <ToastProvider toaster={toaster}>
        <div className="min-h-40 pt-24">
          <Button variant="secondary" onClick={() => setTimeout(() => toaster.error('请求超时'), 0)}>
            模拟请求失败
          </Button>
        </div>
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '模拟请求失败' }));
    const toast = await canvas.findByText('请求超时');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Hovering a toast pauses its timer (WCAG 2.2.1). */
export const PausesOnHover: Story = {
  args: { duration: 1000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提示' }));
    const toast = await canvas.findByText('卡密已发送到您的邮箱');
    await userEvent.hover(toast);
    await new Promise((r) => setTimeout(r, 1500));
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(canvas.queryByText('卡密已发送到您的邮箱')).toBeNull());
  },
};
