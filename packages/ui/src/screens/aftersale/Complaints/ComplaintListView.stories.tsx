import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleComplaints } from '../shared/fixtures.ts';
import { ComplaintListView } from './ComplaintListView.tsx';
import { LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/ComplaintList',
  component: ComplaintListView,
  args: {
    ...pagedArgs(10),
    status: 'all',
    onStatusChange: fn(),
    onNavigate: fn(),
    hrefFor: (id: number) => `/inside/complain?id=${id}`,
    ordersHref: '/inside/myOrder',
  },
} satisfies Meta<typeof ComplaintListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** Open, replied and closed complaints. */
export const Filled: Story = {
  args: { items: sampleComplaints, total: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /充值两小时还没到账/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/complain?id=12');
    await userEvent.click(canvas.getByRole('tab', { name: '已关闭' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('closed');
  },
};

export const Open: Story = { args: { items: sampleComplaints.slice(0, 1), total: 1, status: 'open' } };

export const Closed: Story = { args: { items: sampleComplaints.slice(2), total: 1, status: 'closed' } };

export const Empty: Story = { args: { items: [], total: 0 } };

export const EmptyFiltered: Story = { args: { items: [], total: 0, status: 'replied' } };

export const Error: Story = FAILED_STORY;
