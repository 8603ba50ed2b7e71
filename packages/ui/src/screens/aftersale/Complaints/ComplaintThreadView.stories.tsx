import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cover, sampleComplaint } from '../shared/fixtures.ts';
import { ComplaintThreadView } from './ComplaintThreadView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/ComplaintThread',
  component: ComplaintThreadView,
  args: {
    images: [],
    onImageFiles: fn(),
    onImageRemove: fn(),
    onImageRetry: fn(),
    onReply: fn(),
    onClose: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    backHref: '/inside/complain',
    orderHref: (no: string) => `/inside/showordermess?orderNo=${no}`,
  },
} satisfies Meta<typeof ComplaintThreadView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** Replied by staff and the supplier; I can reply with images or close it. */
export const Replied: Story = {
  args: { complaint: sampleComplaint },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: '沟通记录' }).querySelectorAll(':scope > li')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入回复内容');
    await userEvent.type(canvas.getByRole('textbox', { name: /回复内容/ }), '已到账，谢谢');
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(args.onReply).toHaveBeenCalledWith({ content: '已到账，谢谢', images: [] });
  },
};

/** Just filed: no reply yet. */
export const Open: Story = {
  args: { complaint: { ...sampleComplaint, status: 'open', messages: [] } },
};

/** A reply with images on their way and one refused by the server. */
export const ReplyWithImages: Story = {
  args: {
    complaint: sampleComplaint,
    images: [
      { id: 'a', name: '到账截图.png', size: 182_344, status: 'done', url: cover(160, '截图') },
      { id: 'b', name: '短信.jpg', size: 2_401_112, status: 'uploading', progress: 40 },
      { id: 'c', name: '录屏.gif', size: 9_812_000, status: 'error', error: '只支持 JPG、PNG、WebP、GIF 图片' },
    ],
  },
};

export const Close: Story = {
  args: { complaint: sampleComplaint },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭工单' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭工单' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Closed: the thread stays readable, no reply box. */
export const Closed: Story = {
  args: { complaint: { ...sampleComplaint, status: 'closed', updatedAt: '2026-11-18 09:00:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '发送回复' })).toBeNull();
    await expect(canvas.getByText('工单已于 2026-11-18 09:00:00 关闭。')).toBeInTheDocument();
  },
};

export const ReplyRefused: Story = { args: { complaint: sampleComplaint, replyError: '工单已关闭，无法回复' } };

export const Error: Story = { args: { error: '投诉工单不存在' } };

/** A reload failed while the thread stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = {
  args: { complaint: sampleComplaint, error: '网络连接失败，请检查网络', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
