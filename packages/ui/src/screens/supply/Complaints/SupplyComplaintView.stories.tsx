import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleComplaint, sampleComplaints } from '../fixtures.ts';
import {
  EMPTY_SUPPLY_COMPLAINT_FILTERS,
  SupplyComplaintListView,
  SupplyComplaintThreadView,
  type SupplyComplaintListViewProps,
} from './SupplyComplaintView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, FAILED_STORY, reloadFailedStory, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/Complaints',
  component: SupplyComplaintListView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_SUPPLY_COMPLAINT_FILTERS,
    onFiltersChange: fn(),
    threadHref: (id: number) => `/supply/complain?id=${id}`,
  },
} satisfies Meta<typeof SupplyComplaintListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = FAILED_STORY;
export const Empty: Story = { args: { complaints: [], total: 0 } };
export const Filled: Story = { args: { complaints: sampleComplaints, total: 2 } };

const threadArgs = {
  backHref: '/supply/complain',
  images: [],
  onImageFiles: fn(),
  onImageRemove: fn(),
  onReply: fn(async () => undefined),
};

export const Thread: StoryObj<typeof SupplyComplaintThreadView> = {
  render: (args) => <SupplyComplaintThreadView {...args} />,
  args: { ...threadArgs, complaint: sampleComplaint },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(canvas.getByText('请填写回复内容')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /回复内容/ }), '已补发新卡密');
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(args.onReply).toHaveBeenCalledWith({ content: '已补发新卡密', images: [] });
  },
};
export const ThreadWithImage: StoryObj<typeof SupplyComplaintThreadView> = {
  render: (args) => <SupplyComplaintThreadView {...args} />,
  args: {
    ...threadArgs,
    complaint: sampleComplaint,
    images: [{ id: 'img-1', name: '补发截图.png', size: 52_000, status: 'done', url: '/uploads/x.png' }],
  },
};
export const ThreadLoading: StoryObj<typeof SupplyComplaintThreadView> = {
  render: (args) => <SupplyComplaintThreadView {...args} />,
  args: { ...threadArgs, loading: true },
};
export const ThreadClosed: StoryObj<typeof SupplyComplaintThreadView> = {
  render: (args) => <SupplyComplaintThreadView {...args} />,
  args: { ...threadArgs, complaint: { ...sampleComplaint, status: 'closed' } },
};

/** A reload failed while the complaints stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);

/** Reading the thread again failed while it stays shown (chaos walk): an alert with a retry, the reply as typed. */
export const ThreadReloadFailed: StoryObj<typeof SupplyComplaintThreadView> = {
  render: (args) => <SupplyComplaintThreadView {...args} />,
  args: { ...threadArgs, complaint: sampleComplaint, error: '网络连接失败，请检查网络', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /回复内容/ }), '已补发');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /回复内容/ })).toHaveValue('已补发');
  },
};

/** The list as the app keeps it: the filters answered by the rows that match them (the server's part, here in the story). */
function Filtering(args: SupplyComplaintListViewProps) {
  const [filters, setFilters] = useState(args.filters);
  const rows = sampleComplaints.filter(
    (c) => (!filters.status || c.status === filters.status) && (c.title.includes(filters.keyword) || c.orderNo.includes(filters.keyword)),
  );
  const change = (next: typeof filters) => {
    args.onFiltersChange(next);
    setFilters(next);
  };
  return <SupplyComplaintListView {...args} filters={filters} onFiltersChange={change} complaints={rows} total={rows.length} />;
}

/** 查询 sends the fields (the list shows what matches), 重置 clears them and the list is whole again. */
export const FilterAndReset: Story = {
  render: (args) => <Filtering {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '工单状态' }), 'replied');
    await expect(canvas.getAllByRole('link', { name: '充值提示卡密已被使用' }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ keyword: '', status: 'replied' });
    await expect(canvas.queryByRole('link', { name: '充值提示卡密已被使用' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: '到账金额少了 5 元' }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_SUPPLY_COMPLAINT_FILTERS);
    await expect(canvas.getByRole('combobox', { name: '工单状态' })).toHaveValue('');
    await expect(canvas.getAllByRole('link', { name: '充值提示卡密已被使用' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling; 工单状态 folds behind 展开. */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    await playPhoneFilterBar(context, { folded: '工单状态' });
  },
};
