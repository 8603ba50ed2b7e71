import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleStockCards, sampleSupplyOrders } from '../fixtures.ts';
import { EMPTY_SUPPLY_ORDER_FILTERS, SupplyOrderView } from './SupplyOrderView.tsx';
import { PHONE, playPhoneList } from '../../shared/phoneStory.ts';

const meta = {
  title: 'Screens/Supply/Orders',
  component: SupplyOrderView,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    filters: EMPTY_SUPPLY_ORDER_FILTERS,
    onFiltersChange: fn(),
    goodsOptions: [{ id: 13, name: '网易一卡通 30元' }],
    contentOrderNo: null,
    onContentOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SupplyOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: '网关超时' } };
export const Empty: Story = { args: { orders: [], total: 0 } };
export const Filled: Story = {
  args: { orders: sampleSupplyOrders, total: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看订单 202611200932180151 的发货内容' }));
    await expect(args.onContentOpen).toHaveBeenCalledWith('202611200932180151');
  },
};
/** The content on demand: keys masked until revealed. */
export const ContentOpen: Story = {
  args: {
    orders: sampleSupplyOrders,
    total: 2,
    contentOrderNo: '202611200932180151',
    content: {
      orderNo: '202611200932180151',
      cards: [sampleStockCards[0]!],
      deliveryText: null,
    },
  },
};
export const ContentLoading: Story = {
  args: { orders: sampleSupplyOrders, total: 2, contentOrderNo: '202611200932180151', contentLoading: true },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = { args: Filled.args, globals: PHONE, play: playPhoneList };
