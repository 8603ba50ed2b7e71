import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleRechargeDetail, sampleSiteOrderDetail, sampleSiteOrders } from '../shared/fixtures.ts';
import { EMPTY_ORDER_FILTERS, VipOrderListView } from './VipOrderListView.tsx';
import { body, LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';
import { emptySearchStory, phoneFilterListStory } from '#ui/testing/listStories.ts';

const meta = {
  title: 'Screens/Vip/Orders',
  component: VipOrderListView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_ORDER_FILTERS,
    onFiltersChange: fn(),
    goodsOptions: [
      { id: 1, name: '腾讯视频VIP月卡' },
      { id: 18, name: '王者荣耀 300点券' },
    ],
    detailOrderNo: null,
    onDetailChange: fn(),
  },
} satisfies Meta<typeof VipOrderListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

/** Buyer (member or visitor), amount, income, status and whether it was delivered. */
export const Filled: Story = {
  args: { orders: sampleSiteOrders, total: 5 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '订单详情 202611200932180151' }));
    await expect(args.onDetailChange).toHaveBeenCalledWith('202611200932180151');
  },
};

/** Every filter, labelled in the bar: number / buyer / goods keyword, status, goods, channel, buyer type, device and dates. */
export const Filters: Story = {
  args: { orders: sampleSiteOrders, total: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), ' xiaolu_fan01 ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '订单状态' }), 'delivered');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '支付方式' }), 'alipay');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '买家类型' }), 'member');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '下单设备' }), 'ios');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商品' }), '1');
    // The date-range picker: its start typed as YYYY-MM-DD, confirmed with 确定.
    await userEvent.click(canvas.getByRole('button', { name: /^日期范围/ }));
    const dates = await canvas.findByRole('dialog', { name: '选择日期范围' });
    await userEvent.type(within(dates).getByRole('textbox', { name: '开始' }), '2026-11-01');
    await userEvent.click(within(dates).getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('button', { name: /^日期范围/ })).toHaveAccessibleName('日期范围 2026-11-01 至 结束日期');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...EMPTY_ORDER_FILTERS,
      keyword: 'xiaolu_fan01',
      status: 'delivered',
      payMethod: 'alipay',
      buyerType: 'member',
      device: 'ios',
      goodsId: '1',
      startDate: '2026-11-01',
    });
  },
};

/** Details on demand: contact, times, IP, device, coupon, and the delivered keys masked until revealed. */
export const Detail: Story = {
  args: { orders: sampleSiteOrders, total: 5, detailOrderNo: sampleSiteOrderDetail.orderNo, detail: sampleSiteOrderDetail },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByText('116.228.12.45')).toBeInTheDocument();
    await expect(within(dialog).getByText('安卓手机')).toBeInTheDocument();
    await expect(within(dialog).getByText('TXSP-****-****-2Q7D')).toBeInTheDocument();
    await expect(within(dialog).queryByText('TXSP-VIP3-0M8K-2Q7D')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '显示第 1 张卡密' }));
    await expect(within(dialog).getByText('TXSP-VIP3-0M8K-2Q7D')).toBeInTheDocument();
  },
};

/** A top-up order still on its way: account, inputs, coupon and query password; nothing delivered yet. */
export const DetailProcessing: Story = {
  args: { orders: sampleSiteOrders, total: 5, detailOrderNo: sampleRechargeDetail.orderNo, detail: sampleRechargeDetail },
};

export const DetailLoading: Story = {
  args: { orders: sampleSiteOrders, total: 5, detailOrderNo: '202611200932180151', detailState: { loading: true } },
};

export const DetailError: Story = {
  args: { orders: sampleSiteOrders, total: 5, detailOrderNo: '202611200932180151', detailState: { error: '订单不存在', onRetry: fn() } },
};

export const Empty: Story = { args: { orders: [], total: 0 } };

/** Nothing matches; 重置 clears every filter. */
export const EmptySearch: Story = emptySearchStory(
  {
    orders: [],
    total: 0,
    filters: { ...EMPTY_ORDER_FILTERS, status: 'refunded' as const, device: 'pc' as const, startDate: '2026-11-01' },
  },
  { role: 'combobox', label: '下单设备', value: 'pc' },
  EMPTY_ORDER_FILTERS,
);

/** A phone: each order a card, no sideways scrolling; keyword and status show, the other filters fold behind 展开. */
export const Phone: Story = phoneFilterListStory({ orders: sampleSiteOrders, total: 5 }, { shown: 2 });
