import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleStockCards, sampleSupplyOrders } from '../fixtures.ts';
import { EMPTY_SUPPLY_ORDER_FILTERS, SupplyOrderView, type SupplyOrderViewProps } from './SupplyOrderView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/Orders',
  component: SupplyOrderView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_SUPPLY_ORDER_FILTERS,
    onFiltersChange: fn(),
    goodsOptions: [{ id: 13, name: '网易一卡通 30元' }],
    contentOrderNo: null,
    onContentOpen: fn(),
  },
} satisfies Meta<typeof SupplyOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = FAILED_STORY;
export const Empty: Story = { args: { orders: [], total: 0 } };
/** Nothing matches: the bar keeps what was asked, and its 重置 asks for everything again. */
export const EmptySearch: Story = {
  args: { orders: [], total: 0, filters: { ...EMPTY_SUPPLY_ORDER_FILTERS, status: 'refunded' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('没有符合条件的订单')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: '订单状态' })).toHaveValue('refunded');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(EMPTY_SUPPLY_ORDER_FILTERS);
  },
};
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

/** The list as the app keeps it: the filters answered by the rows that match them (the server's part, here in the story). */
function Filtering(args: SupplyOrderViewProps) {
  const [filters, setFilters] = useState(args.filters);
  const rows = sampleSupplyOrders.filter(
    (o) =>
      (o.orderNo.includes(filters.keyword) || o.goodsName.includes(filters.keyword)) &&
      (!filters.status || o.status === filters.status) &&
      (!filters.goodsId || String(o.goodsId) === filters.goodsId),
  );
  const change = (next: typeof filters) => {
    args.onFiltersChange(next);
    setFilters(next);
  };
  return <SupplyOrderView {...args} filters={filters} onFiltersChange={change} orders={rows} total={rows.length} />;
}

/** 查询 sends the fields (the list shows what matches), 重置 clears them and the list is whole again. */
export const FilterAndReset: Story = {
  render: (args) => <Filtering {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('202611191715420093')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商品' }), '13');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...EMPTY_SUPPLY_ORDER_FILTERS, goodsId: '13' });
    await expect(canvas.queryByText('202611191715420093')).toBeNull();
    await expect(canvas.getByText('202611200932180151')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_SUPPLY_ORDER_FILTERS);
    await expect(canvas.getByRole('combobox', { name: '商品' })).toHaveValue('');
    await expect(canvas.getByText('202611191715420093')).toBeInTheDocument();
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling; status, goods and dates fold behind 展开. */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    await playPhoneFilterBar(context, { folded: '商品' });
  },
};
