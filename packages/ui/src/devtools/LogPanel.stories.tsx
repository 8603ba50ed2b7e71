import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogPanel, type LogRow } from './LogPanel.tsx';

const rows: LogRow[] = [
  { type: 'info', message: '登录成功', time: '2026-11-20 10:00:01', url: 'http://localhost:5173/login', user: '云端旅人' },
  {
    type: 'error',
    message: '数据请求异常: 网关超时',
    time: '2026-11-20 10:02:13',
    url: 'http://localhost:5173/inside/inter/getOrderList',
    user: '云端旅人',
  },
  {
    type: 'warning',
    message: '登录地址与上次不一致',
    time: '2026-11-20 10:03:40',
    url: 'http://localhost:5173/inside/index',
    user: '云端旅人',
  },
  {
    type: 'error',
    message: 'window error: Cannot read properties of undefined (reading "list")',
    time: '2026-11-20 10:05:09',
    url: 'http://localhost:5173/inside/myOrder?status=1',
    user: 'ghost-uuid',
  },
];

const meta = {
  title: 'DevTools/LogPanel',
  component: LogPanel,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), entries: rows, onClear: fn(), onExport: fn() },
} satisfies Meta<typeof LogPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.findByRole('dialog', { name: '日志' });

export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = within(await panel());
    const items = dialog.getAllByRole('listitem');
    // Newest first.
    await expect(items[0]).toHaveTextContent('window error');
    await expect(items.at(-1)).toHaveTextContent('登录成功');
    await expect(items[0]).toHaveTextContent('http://localhost:5173/inside/myOrder?status=1');
    await userEvent.click(dialog.getByRole('button', { name: '导出JSON' }));
    await expect(args.onExport).toHaveBeenCalledWith([rows[3], rows[2], rows[1], rows[0]]);
  },
};

/** Filter by type: the errors only, and the export takes what is shown. */
export const FilteredByType: Story = {
  play: async ({ args }) => {
    const dialog = within(await panel());
    await userEvent.click(dialog.getByRole('radio', { name: '错误（2）' }));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(2));
    await expect(dialog.getByRole('status')).toHaveTextContent('共 2 条');
    await userEvent.click(dialog.getByRole('button', { name: '导出JSON' }));
    await expect(args.onExport).toHaveBeenCalledWith([rows[3], rows[1]]);
    await userEvent.click(dialog.getByRole('radio', { name: '成功（0）' }));
    await expect(dialog.getByText('没有该类型的日志')).toBeVisible();
  },
};

/** Clear empties the log (the app's store; here the story's state). */
export const Clear: Story = {
  render: function Render(args) {
    const [entries, setEntries] = useState(args.entries);
    return <LogPanel {...args} entries={entries} onClear={() => setEntries([])} />;
  },
  play: async () => {
    const dialog = within(await panel());
    await userEvent.click(dialog.getByRole('button', { name: '清空' }));
    await expect(dialog.getByText('暂无日志')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '导出JSON' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { entries: [] } };

/** A long message and address wrap or cut; nothing runs off the panel. */
export const LongEntries: Story = {
  args: {
    entries: Array.from({ length: 30 }, (_, i) => ({
      type: i % 3 === 0 ? 'error' : 'info',
      message: `数据请求异常: ${'请求地址出错 '.repeat(i % 4 === 0 ? 12 : 1)}#${i + 1}`,
      time: `2026-11-20 10:${String(i).padStart(2, '0')}:00`,
      url: `http://localhost:5173/inside/inter/getOrderList?page=${i + 1}&pageSize=20&status=paid&keyword=${'x'.repeat(40)}`,
      user: 'demo',
    })),
  },
};
