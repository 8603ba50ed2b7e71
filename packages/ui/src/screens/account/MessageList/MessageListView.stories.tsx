import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Message } from '@shop/session/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleMessages } from '../shared/fixtures.ts';
import { MessageListView, type MessageListViewProps } from './MessageListView.tsx';

const meta = {
  title: 'Screens/Account/MessageList',
  component: MessageListView,
  args: {
    page: 1,
    pageSize: 10,
    status: 'all',
    onStatusChange: fn(),
    onPageChange: fn(),
    onOpen: fn(),
    onClose: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MessageListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载消息');
  },
};

export const Filled: Story = {
  args: { items: sampleMessages, total: 24, unread: 8 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('你有 8 条未读消息')).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: '未读' })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: '未读（8）' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('unread');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
  },
};

/** Selecting messages: mark the unread ones read, delete after confirmation. */
export const Selection: Story = {
  args: { items: sampleMessages, total: 24, unread: 8, onDelete: fn(() => Promise.resolve()) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '选择“订单发货通知”' })[0] as HTMLElement);
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '选择“登录提醒”' })[0] as HTMLElement);
    await expect(canvas.getByText('已选 2 条')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '标为已读' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith([24, 23]);
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('删除 2 条消息？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith([24, 23]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The detail: sanitised HTML in a dialog (the app marks it read when it opens). */
export const Detail: Story = {
  args: { items: sampleMessages, total: 24, unread: 8, openMessage: sampleMessages[4] as Message },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('售后进度更新');
    await expect(within(dialog).getByRole('link', { name: '点击查看' })).toHaveAttribute('href', '/inside/complain');
  },
};

/** The whole flow with state: opening an unread message reads it; the count follows. */
function Inbox(props: MessageListViewProps) {
  const [items, setItems] = useState(props.items ?? []);
  const [open, setOpen] = useState<Message | null>(null);
  const unread = items.filter((m) => !m.read).length;
  const read = (ids: number[]) => setItems((all) => all.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m)));
  return (
    <MessageListView
      {...props}
      items={items}
      unread={unread}
      openMessage={open}
      onOpen={(m) => {
        setOpen(m);
        read([m.id]);
      }}
      onClose={() => setOpen(null)}
      onMarkRead={read}
      onMarkAllRead={() => read(items.map((m) => m.id))}
    />
  );
}

export const ReadingFlow: Story = {
  args: { items: sampleMessages, total: 10 },
  render: (args) => <Inbox {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你有 4 条未读消息')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: /登录提醒.*新设备登录/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0] as HTMLElement);
    await expect(canvas.getByText('你有 3 条未读消息')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(canvas.getByText('消息都已读完')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { items: [], total: 0, unread: 0 } };

export const EmptyUnread: Story = {
  args: { items: [], total: 0, unread: 0, status: 'unread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有未读消息')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { error: '网关超时' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A failed write: the server's message above the list, the list stays. */
export const ActionFailed: Story = {
  args: { items: sampleMessages, total: 24, unread: 8, actionError: '请选择要标记为已读的消息' },
};
