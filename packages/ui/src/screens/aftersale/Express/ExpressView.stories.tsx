import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleExpress } from '../shared/fixtures.ts';
import { ExpressView } from './ExpressView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/Express',
  component: ExpressView,
  args: { orderNo: sampleExpress.orderNo, onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof ExpressView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Shipping: Story = {
  args: { data: sampleExpress },
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('list', { name: '物流轨迹' });
    await expect(timeline.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByText('运输中')).toBeInTheDocument();
  },
};

export const Signed: Story = {
  args: {
    data: {
      ...sampleExpress,
      express: {
        ...sampleExpress.express,
        status: 'signed',
        events: [{ time: '2026-11-20 14:03:10', text: '【杭州市】已签收，签收人：本人，感谢使用顺丰' }, ...sampleExpress.express.events],
      },
    },
  },
};

/** Shipped, nothing scanned yet. */
export const NoEvents: Story = {
  args: { data: { ...sampleExpress, express: { ...sampleExpress.express, status: 'pending', events: [] } } },
};

/** No order number in the address: only the look-up. */
export const Empty: Story = {
  args: { orderNo: '' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '订单号' }), ' 202611181432050087 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ orderNo: '202611181432050087', queryPwd: '' });
  },
};

/** The server says there is no logistics (yet): a neutral empty state, nothing to retry. */
export const NoLogistics: Story = {
  args: { notice: '该订单暂无物流信息' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可查看的物流')).toBeVisible();
    await expect(canvas.getByText('该订单暂无物流信息')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.queryByText('暂时无法查看物流')).toBeNull();
  },
};

/** The read failed: an error with 重试. */
export const Error: Story = {
  args: { error: '网络连接失败，请检查网络后重试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('暂时无法查看物流')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Visitors may give the order's query password. */
export const VisitorLocked: Story = {
  args: { visitor: true, notice: '该订单设置了查询密码，请输入查询密码后查看物流' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('查询密码'), '8888');
    await userEvent.click(canvas.getByRole('button', { name: '查询物流' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ orderNo: sampleExpress.orderNo, queryPwd: '8888' });
  },
};
