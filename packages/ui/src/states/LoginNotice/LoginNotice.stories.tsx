import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { NotificationProvider } from '#ui/components/Notification/Notification.tsx';
import { loginNoticeOptions, type LoginNoticeInput } from './loginNotice.ts';
import { useLoginNotice } from './useLoginNotice.ts';

// What session's buildLoginNotice returns for the three cases (MessageRefs, not text).
const current: LoginNoticeInput['lines'] = [
  { key: 'loginNotice.currentIp', params: { ip: '183.14.29.7' } },
  { key: 'loginNotice.currentAddress', params: { address: '广东省深圳市' } },
];
const lastSame: LoginNoticeInput['lines'] = [
  { key: 'loginNotice.lastIp', params: { ip: '183.14.29.7' } },
  { key: 'loginNotice.lastAddress', params: { address: '广东省深圳市' } },
  { key: 'loginNotice.lastTime', params: { time: '2026-04-30 21:13:09' } },
];
const lastOther: LoginNoticeInput['lines'] = [
  { key: 'loginNotice.lastIp', params: { ip: '36.110.8.12' } },
  { key: 'loginNotice.lastAddress', params: { address: '北京市' } },
  { key: 'loginNotice.lastTime', params: { time: '2026-04-30 21:13:09' } },
];

/** Opens the notice on mount (kept until closed, for review) and again from a button. */
function Show({ notice }: { notice: LoginNoticeInput }) {
  const open = useLoginNotice();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open({ ...notice, durationMs: 0 });
  }, [open, notice]);
  return (
    <Button variant="secondary" onClick={() => open(notice)}>
      再次显示（5 秒）
    </Button>
  );
}

const meta = {
  title: 'States/LoginNotice',
  component: Show,
  render: (args) => (
    <NotificationProvider>
      <div className="min-h-72">
        <Show {...args} />
      </div>
    </NotificationProvider>
  ),
} satisfies Meta<typeof Show>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The notification box (status, or alert for the warning). */
const notice = async () => (await screen.findByText('登录成功')).closest<HTMLElement>('[data-tone]') as HTMLElement;

/** First login: the current IP and location only (R2.10). */
export const CurrentOnly: Story = {
  args: { notice: { lines: current, address: null } },
  play: async () => {
    const box = await notice();
    await expect(box).toHaveAttribute('data-tone', 'success');
    await expect(box).toHaveTextContent('本次登录IP：183.14.29.7');
    await expect(box).toHaveTextContent('本次登录地点：广东省深圳市');
    await expect(box).not.toHaveTextContent('上次');
  },
};

/** Same place as last time: "登录地址无异常" (R2.11). */
export const AddressNormal: Story = {
  args: { notice: { lines: [...current, ...lastSame, { key: 'loginNotice.addressNormal' }], address: 'normal' } },
  play: async () => {
    const box = await notice();
    await expect(box).toHaveAttribute('data-tone', 'success');
    await expect(box).toHaveTextContent('上次登录时间：2026-04-30 21:13:09');
    await expect(within(box).getByText('登录地址无异常')).toHaveClass('text-success-fg');
  },
};

/** Another place: "登录地址与上次不一致" in warning style (R2.12). */
export const AddressDiffers: Story = {
  args: { notice: { lines: [...current, ...lastOther, { key: 'loginNotice.addressDiffers' }], address: 'differs' } },
  play: async () => {
    const box = await notice();
    await expect(box).toHaveAttribute('data-tone', 'warning');
    await expect(box).toHaveAttribute('role', 'alert');
    await expect(within(box).getByText('登录地址与上次不一致')).toHaveClass('bg-warning-soft');
  },
};

/** Lines the app rendered itself work too; the last one is the verdict. It leaves after 5 s (R9.3). */
export const RenderedLines: Story = {
  args: {
    notice: { title: '登录成功', lines: ['本次登录IP：10.0.0.8', '上次登录IP：10.0.0.9', '登录地址与上次不一致'], address: 'differs' },
  },
  play: async ({ canvas }) => {
    const box = await notice();
    await expect(within(box).getByText('登录地址与上次不一致')).toHaveClass('bg-warning-soft');
    await userEvent.click(within(box).getByRole('button', { name: '关闭通知' }));
    await waitFor(() => expect(screen.queryByText('本次登录IP：10.0.0.8')).toBeNull());
    // The replay uses the default 5 s.
    await userEvent.click(canvas.getByRole('button', { name: '再次显示（5 秒）' }));
    const again = await screen.findByText('本次登录IP：10.0.0.8');
    await waitFor(() => expect(again).toBeVisible());
    await waitFor(() => expect(screen.queryByText('本次登录IP：10.0.0.8')).toBeNull());
  },
};

/** The options are plain data: what the app hands to `notifier.open`. */
export const Options: Story = {
  args: { notice: { lines: current, address: null } },
  render: function Render() {
    const t = useT();
    const options = loginNoticeOptions({ lines: [...current, ...lastOther, { key: 'loginNotice.addressDiffers' }], address: 'differs' }, t);
    return <pre className="overflow-x-auto rounded-lg bg-surface p-4 font-mono text-xs text-fg">{JSON.stringify(options, null, 2)}</pre>;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/"duration": 5000/)).toBeInTheDocument();
    await expect(canvas.getByText(/"tone": "warning"/)).toBeInTheDocument();
  },
};
