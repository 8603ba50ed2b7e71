import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleOrders, sampleStatusCounts } from '../fixtures.ts';
import { OrderListView } from './OrderListView.tsx';
import { LOADING_STORY, reloadFailedStory, phoneListStory } from '#ui/testing/stories.ts';

const all = { status: 'all', keyword: '', startDate: '', endDate: '' } as const;

const meta = {
  title: 'Screens/Orders/OrderList',
  component: OrderListView,
  args: {
    page: 1,
    pageSize: 20,
    filters: all,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    hrefFor: (orderNo: string) => `/inside/showordermess?orderNo=${orderNo}`,
  },
} satisfies Meta<typeof OrderListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Filled: Story = {
  args: { orders: sampleOrders, total: 73, statusCounts: sampleStatusCounts },
  play: async ({ args, canvas }) => {
    // The actions column is named on screen, as every list's (no empty header).
    await expect(canvas.getByRole('columnheader', { name: '操作' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: sampleOrders[1]?.orderNo }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/inside/showordermess?orderNo=${sampleOrders[1]?.orderNo}`);
    await userEvent.click(canvas.getByRole('tab', { name: /已发货/ }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...all, status: 'delivered' });
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 20);
  },
};

/** Keyword and date range; a start after the end is caught before asking. */
export const Search: Story = {
  args: { orders: sampleOrders.slice(0, 5), total: 5, statusCounts: sampleStatusCounts },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), ' 腾讯 ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...all, keyword: '腾讯' });
  },
};

/** One status tab chosen: its orders of the sample, and how many there are in all. */
const statusStory = (status: 'unpaid' | 'delivered' | 'refunded', total: number) => ({
  args: { orders: sampleOrders.filter((o) => o.status === status), total, statusCounts: sampleStatusCounts, filters: { ...all, status } },
});

export const Unpaid: Story = statusStory('unpaid', 2);

export const Delivered: Story = statusStory('delivered', 42);

export const Refunded: Story = statusStory('refunded', 3);

/** Another page is on its way: the last one stays, dimmed and marked busy. */
export const Refreshing: Story = { args: { orders: sampleOrders, total: 73, page: 2, refreshing: true, statusCounts: sampleStatusCounts } };

export const Empty: Story = { args: { orders: [], total: 0 } };

export const EmptyFiltered: Story = {
  args: { orders: [], total: 0, filters: { ...all, keyword: '不存在的商品', startDate: '2026-11-01', endDate: '2026-11-02' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('没有符合条件的订单')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(all);
  },
};

export const Error: Story = {
  args: { error: '网络异常，请检查网络后重试' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The visitor list: status tabs only. */
export const Visitor: Story = {
  args: { orders: sampleOrders.slice(0, 6), total: 6, searchable: false, title: '游客订单' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** A reload failed while the orders stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Filled.args);
