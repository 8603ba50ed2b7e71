import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cover } from '../shared/fixtures.ts';
import { ComplaintFormView } from './ComplaintFormView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const order = {
  orderNo: '202611191015320042',
  goodsName: '腾讯视频VIP月卡',
  status: 'delivered',
  amount: 56.4,
  createdAt: '2026-11-19 10:15:32',
  complaintId: null,
};

const meta = {
  title: 'Screens/Aftersale/ComplaintForm',
  component: ComplaintFormView,
  args: {
    orderNo: order.orderNo,
    images: [],
    onImageFiles: fn(),
    onImageRemove: fn(),
    onImageRetry: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    ordersHref: '/inside/myOrder',
    threadHref: (id: number) => `/inside/complain?id=${id}`,
  },
} satisfies Meta<typeof ComplaintFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Filled: Story = {
  args: { order, images: [{ id: 'a', name: '兑换失败截图.png', size: 201_733, status: 'done', url: cover(200, '截图') }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交投诉' }));
    await expect(canvas.getByText('请选择投诉原因')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /投诉原因/ }), 'invalidKey');
    await userEvent.type(canvas.getByRole('textbox', { name: /标题/ }), '兑换提示卡密不存在');
    await userEvent.type(canvas.getByRole('textbox', { name: /问题描述/ }), '三张卡密都提示不存在');
    await userEvent.click(canvas.getByRole('button', { name: '提交投诉' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderNo: order.orderNo,
      type: 'aftersale',
      reason: '卡密无效',
      title: '兑换提示卡密不存在',
      content: '三张卡密都提示不存在',
      images: [cover(200, '截图')],
    });
  },
};

/** An image still uploading, one refused: the form waits for the first. */
export const Uploading: Story = {
  args: {
    order,
    images: [
      { id: 'a', name: '截图1.png', size: 1_201_733, status: 'uploading', progress: 60 },
      { id: 'b', name: '说明.pdf', size: 88_120, status: 'error', error: '只支持 JPG、PNG、WebP、GIF 图片' },
    ],
  },
};

export const SubmitRefused: Story = { args: { order, submitError: '该订单已有处理中的投诉，请在原工单中补充' } };

/** The order already has an open complaint. */
export const AlreadyComplained: Story = { args: { order: { ...order, status: 'complained', complaintId: 14 } } };

export const NotComplainable: Story = { args: { order: { ...order, status: 'unpaid' } } };

export const NoOrder: Story = { args: { orderNo: '' } };

export const Error: Story = { args: { error: '订单不存在' } };

/** A refresh of the order failed while it and the form stay shown: said above the order, with a retry. */
export const StaleError: Story = {
  args: { order, error: '网络连接失败' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await expect(canvas.getByText('腾讯视频VIP月卡')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交投诉' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
