import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { NotificationProvider, useNotification, type NotificationOptions } from './Notification.tsx';

function Launcher({ options, label = '显示通知' }: { options: NotificationOptions; label?: string }) {
  const notify = useNotification();
  return (
    <Button variant="secondary" onClick={() => notify.open(options)}>
      {label}
    </Button>
  );
}

const loginNormal: NotificationOptions = {
  title: '登录成功',
  tone: 'success',
  lines: [
    '本次登录IP：183.14.29.7（广东省深圳市）',
    '上次登录：183.14.29.7（广东省深圳市）2024-05-01 21:13:09',
    { text: '登录地址无异常', tone: 'success' },
  ],
};
const loginDiffers: NotificationOptions = {
  title: '登录成功',
  tone: 'warning',
  lines: [
    '本次登录IP：36.110.8.12（北京市）',
    '上次登录：183.14.29.7（广东省深圳市）2024-05-01 21:13:09',
    { text: '登录地址与上次不一致', tone: 'warning' },
  ],
};

const meta = {
  title: 'Feedback/Notification',
  component: NotificationProvider,
  args: { duration: 5000 },
  render: (args) => (
    <NotificationProvider {...args}>
      <div className="flex min-h-64 flex-wrap content-start gap-2">
        <Launcher options={loginNormal} label="登录成功（地址无异常）" />
        <Launcher options={loginDiffers} label="登录成功（地址不一致）" />
        <Launcher options={{ title: '登录成功', tone: 'success', lines: ['本次登录IP：183.14.29.7（广东省深圳市）'] }} label="仅本次登录" />
        <Launcher
          options={{ title: '新消息', lines: ['您的投诉 #1024 客服已回复'], action: <Button size="sm">查看</Button> }}
          label="普通通知"
        />
        <Launcher options={{ title: '导出失败', tone: 'error', lines: ['网络异常，请稍后重试'] }} label="错误" />
      </div>
    </NotificationProvider>
  ),
} satisfies Meta<typeof NotificationProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The login notice when the address matches last time (R2.10, R2.11). */
export const LoginNoticeNormal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录成功（地址无异常）' }));
    const region = canvas.getByRole('region', { name: '通知' });
    const note = await within(region).findByRole('status');
    await expect(note).toHaveTextContent('登录成功');
    await expect(note).toHaveTextContent('登录地址无异常');
  },
};

/** Address differs: the warning line stands out (R2.12). */
export const LoginNoticeAddressDiffers: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录成功（地址不一致）' }));
    const note = await within(canvas.getByRole('region', { name: '通知' })).findByRole('alert');
    await expect(note).toHaveAttribute('data-tone', 'warning');
    await expect(within(note).getByText('登录地址与上次不一致')).toHaveClass('text-warning-fg');
  },
};

/** Leaves after its duration (5 s by default; shortened here), or at once with the close button. */
export const AppearsAndLeaves: Story = {
  args: { duration: 1000 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '通知' });
    await userEvent.click(canvas.getByRole('button', { name: '仅本次登录' }));
    await expect(await within(region).findByRole('status')).toHaveTextContent('本次登录IP');
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '普通通知' }));
    await userEvent.click(await within(region).findByRole('button', { name: '关闭通知' }));
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
  },
};

export const Stacked: Story = {
  args: { duration: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '普通通知' }));
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    await userEvent.click(canvas.getByRole('button', { name: '登录成功（地址不一致）' }));
    await expect(within(canvas.getByRole('region', { name: '通知' })).getAllByRole('listitem')).toHaveLength(3);
  },
};
