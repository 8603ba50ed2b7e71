import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '确定退出登录吗？',
    description: '退出后需要重新登录才能查看订单和余额。',
    trigger: <Button variant="secondary">退出登录</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '确定退出登录吗？' });
    await expect(dialog).toHaveAccessibleDescription('退出后需要重新登录才能查看订单和余额。');
    // The safe choice has focus first.
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The confirm returns a promise: spinner, no dismissing, closes when it resolves. */
export const AsyncConfirm: Story = {
  args: {
    tone: 'danger',
    title: '重新生成 API 密钥？',
    description: '旧密钥会立即失效，正在使用它的程序需要换成新密钥。',
    confirmLabel: '重新生成',
    trigger: <Button variant="danger-secondary">重新生成密钥</Button>,
    onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 1500))),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新生成密钥' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '重新生成' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The confirm fails: the dialog stays open so the user can retry or cancel. */
export const AsyncConfirmFails: Story = {
  args: {
    title: '解绑微信？',
    description: '解绑后将不能使用微信扫码登录。',
    confirmLabel: '解绑',
    tone: 'danger',
    trigger: <Button variant="secondary">解绑微信</Button>,
    onConfirm: fn(() => new Promise((_, reject) => setTimeout(() => reject(new Error('网关错误')), 200))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '解绑微信' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '解绑' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: '删除选中的 12 条卡密？',
    description: '删除后无法恢复。已售出的卡密不会被删除。',
    confirmLabel: '删除',
    trigger: <Button variant="danger">删除卡密</Button>,
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: '订单已提交',
    description: '请在 15 分钟内完成支付。',
    hideCancel: true,
    confirmLabel: '知道了',
    trigger: <Button>提交订单</Button>,
  },
};

/** An acknowledgement the user must answer, with the logout dialog's class (spec R4.11). */
export const MustAnswer: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    showIcon: false,
    dismissible: false,
    hideCancel: true,
    className: 'out-dialog',
    title: '账号退出提示',
    description: '您的账号已在其他设备登录',
    confirmLabel: '重新登录',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '账号退出提示' });
    await expect(dialog).toHaveClass('out-dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
  },
};
