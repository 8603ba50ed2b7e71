import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleComplaint, sampleComplaints } from '../fixtures.ts';
import { SupplyComplaintListView, SupplyComplaintThreadView } from './SupplyComplaintView.tsx';
import { PHONE, playPhoneList } from '../../shared/phoneStory.ts';

const meta = {
  title: 'Screens/Supply/Complaints',
  component: SupplyComplaintListView,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    filters: { keyword: '', status: '' },
    onFiltersChange: fn(),
    threadHref: (id: number) => `/supply/complain?id=${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof SupplyComplaintListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: '网关超时' } };
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

/** A reload failed while the complaints stay shown (chaos walk, issue 22): an alert with a retry. */
export const ReloadFailed: Story = {
  args: { ...Filled.args, error: '网络连接失败，请检查网络', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Reading the thread again failed while it stays shown (chaos walk, issue 22): an alert with a retry, the reply as typed. */
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

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = { args: Filled.args, globals: PHONE, play: playPhoneList };
