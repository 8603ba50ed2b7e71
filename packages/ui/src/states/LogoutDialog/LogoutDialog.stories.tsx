import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogoutDialog } from './LogoutDialog.tsx';

const meta = {
  title: 'States/LogoutDialog',
  component: LogoutDialog,
  args: { onConfirm: fn(), message: '您的账号已在其他设备登录，如非本人操作，请及时修改密码。' },
  decorators: [(Story) => <div className="min-h-96">{Story()}</div>],
} satisfies Meta<typeof LogoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the three dialogs share: title, body, one button, class `out-dialog`, no way around it. */
async function mustAnswer(button: string, onConfirm: () => void) {
  const dialog = await screen.findByRole('dialog', { name: '账号退出提示' });
  await expect(dialog).toHaveClass('out-dialog');
  await expect(dialog).toHaveAccessibleDescription('您的账号已在其他设备登录，如非本人操作，请及时修改密码。');
  await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  const answer = within(dialog).getByRole('button', { name: button });
  await waitFor(() => expect(answer).toHaveFocus());
  // Escape, Tab and a press on the mask change nothing: the button is the only way on.
  await userEvent.keyboard('{Escape}');
  await userEvent.tab();
  await expect(answer).toHaveFocus();
  await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement); // the mask
  await expect(screen.getByRole('dialog', { name: '账号退出提示' })).toBeVisible();
  await expect(document.querySelectorAll('.out-dialog')).toHaveLength(1);
  await userEvent.click(answer);
  await expect(onConfirm).toHaveBeenCalledTimes(1);
}

/** -1: the admin session ended (R4.8). */
export const AdminGoToLogin: Story = {
  args: { kind: -1 },
  play: async ({ args }) => mustAnswer('前往登录', args.onConfirm),
};

/** -2: the user session ended (R4.9). */
export const UserReLogin: Story = {
  args: { kind: -2 },
  play: async ({ args }) => mustAnswer('重新登录', args.onConfirm),
};

/** -3: the 'other' area (R4.10). */
export const OtherConfirm: Story = {
  args: { kind: -3 },
  play: async ({ args }) => mustAnswer('确定', args.onConfirm),
};

/** A long server message wraps; the dialog scrolls on a small phone. */
export const LongMessage: Story = {
  args: {
    kind: -2,
    message:
      '登录状态已失效：您的账号于 2026-05-01 10:24:13 在 广东省深圳市（IP 113.88.12.4）登录，本设备已自动退出。如果这不是您本人的操作，请重新登录后立即修改登录密码和交易密码，并检查绑定的手机号与邮箱。',
  },
};
