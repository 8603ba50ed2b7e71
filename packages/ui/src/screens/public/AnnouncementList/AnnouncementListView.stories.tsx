import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAnnouncements } from '#ui/testing/fixtures.ts';
import { AnnouncementListView } from './AnnouncementListView.tsx';

const meta = {
  title: 'Screens/Public/AnnouncementList',
  component: AnnouncementListView,
  parameters: { layout: 'fullscreen' },
  args: {
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onSearch: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    hrefFor: (id: number) => `/viewAnnouncementInfo?id=${id}`,
  },
} satisfies Meta<typeof AnnouncementListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('公告加载中');
  },
};

export const Filled: Story = {
  args: { items: sampleAnnouncements, total: sampleAnnouncements.length },
  play: async ({ args, canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    // Pinned first, marked as such.
    await expect(within(links[0] as HTMLElement).getByText('置顶')).toBeInTheDocument();
    await expect(links[0]).toHaveAttribute('href', '/viewAnnouncementInfo?id=1');
    await userEvent.click(links[2] as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith('/viewAnnouncementInfo?id=3');
    // No pager for a single page.
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const Paged: Story = {
  args: { items: sampleAnnouncements.slice(0, 5), total: 23, page: 2, pageSize: 5 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 5);
  },
};

/** Another page is on its way: the last one stays, dimmed and marked busy. */
export const Refreshing: Story = {
  args: { items: sampleAnnouncements.slice(0, 5), total: 23, page: 2, pageSize: 5, refreshing: true },
};

export const Search: Story = {
  args: { items: sampleAnnouncements, total: sampleAnnouncements.length },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索公告' }), ' 维护 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('维护');
  },
};

export const Empty: Story = { args: { items: [], total: 0 } };

export const EmptySearch: Story = {
  args: { items: [], total: 0, keyword: '退款' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/没有标题包含“退款”的公告/)).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: '搜索公告' })).toHaveValue('退款');
    await userEvent.click(canvas.getByRole('button', { name: '查看全部公告' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const Error: Story = {
  args: { error: '网关超时' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('公告加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Retrying: Story = { args: { error: '网关超时', retrying: true } };

/** A later page failed: the last list stays, the error says so above it. */
export const ErrorWithList: Story = {
  args: { items: sampleAnnouncements.slice(0, 5), total: 23, page: 2, pageSize: 5, error: '服务器内部错误' },
};
