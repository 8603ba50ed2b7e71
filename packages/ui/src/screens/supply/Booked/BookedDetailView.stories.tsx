import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSettlements } from '../fixtures.ts';
import { BookedDetailView, EMPTY_BOOKED_FILTERS, type BookedDetailViewProps } from './BookedDetailView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/Booked',
  component: BookedDetailView,
  args: { ...pagedArgs(), filters: EMPTY_BOOKED_FILTERS, onFiltersChange: fn(), onExport: fn() },
} satisfies Meta<typeof BookedDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const totals = { totalCost: 94.97, totalFee: 1.9, totalSettle: 93.07, totalPending: 54.1, totalSettled: 38.97 };
export const Loading: Story = LOADING_STORY;
export const Error: Story = FAILED_STORY;
export const Empty: Story = {
  args: { records: [], total: 0, totals: { totalCost: 0, totalFee: 0, totalSettle: 0, totalPending: 0, totalSettled: 0 } },
};
export const Filled: Story = {
  args: { records: sampleSettlements, total: 2, totals },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('total-pending')).toHaveTextContent('¥54.10');
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The list as the app keeps it: the filters answered by the rows that match them (the server's part, here in the story). */
function Filtering(args: BookedDetailViewProps) {
  const [filters, setFilters] = useState(args.filters);
  const day = (time: string) => time.slice(0, 10);
  const rows = sampleSettlements.filter(
    (r) =>
      (r.orderNo.includes(filters.keyword) || r.goodsName.includes(filters.keyword)) &&
      (!filters.status || r.status === filters.status) &&
      (!filters.startDate || day(r.createdAt) >= filters.startDate) &&
      (!filters.endDate || day(r.createdAt) <= filters.endDate),
  );
  const change = (next: typeof filters) => {
    args.onFiltersChange(next);
    setFilters(next);
  };
  return <BookedDetailView {...args} filters={filters} onFiltersChange={change} records={rows} total={rows.length} />;
}

/** 查询 sends the fields (a date range picked in zh-CN: the list shows what matches), 重置 clears them. */
export const FilterAndReset: Story = {
  args: { totals },
  render: (args) => <Filtering {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('202611181002110034')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^日期范围/ }));
    const dates = await canvas.findByRole('dialog', { name: '选择日期范围' });
    await userEvent.type(within(dates).getByRole('textbox', { name: '开始' }), '2026-11-19');
    await userEvent.click(within(dates).getByRole('button', { name: '确定' }));
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...EMPTY_BOOKED_FILTERS, startDate: '2026-11-19' });
    await expect(canvas.queryByText('202611181002110034')).toBeNull();
    await expect(canvas.getByText('202611200932180151')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_BOOKED_FILTERS);
    await expect(canvas.getByRole('button', { name: /^日期范围/ })).toHaveAccessibleName('日期范围 开始日期 至 结束日期');
    await expect(canvas.getByText('202611181002110034')).toBeInTheDocument();
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling; status and dates fold behind 展开. */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    await playPhoneFilterBar(context, { folded: '结算状态' });
  },
};
