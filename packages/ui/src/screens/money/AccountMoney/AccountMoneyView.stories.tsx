import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFundLog } from '../shared/fixtures.ts';
import { AccountMoneyView, NO_FUND_FILTERS } from './AccountMoneyView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Money/AccountMoney',
  component: AccountMoneyView,
  args: {
    filters: NO_FUND_FILTERS,
    onFiltersChange: fn(),
    ...pagedArgs(),
    links: { recharge: '/pay/recharge', withdraw: '/inside/collectMoney', transfer: '/inside/transMoney', payInfo: '/inside/payInfo' },
  },
} satisfies Meta<typeof AccountMoneyView>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { summary: { balance: 1288.5, frozen: 100 }, entries: sampleFundLog, total: 7, income: 584.4, expense: 218.7 };

export const Loading: Story = LOADING_STORY;

/** demo: the balance, the ways to move it, and one line per balance change with the balance after it. */
export const Filled: Story = {
  args: filled,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('available-balance')).toHaveTextContent('¥1,288.50');
    await expect(canvas.getByTestId('frozen-balance')).toHaveTextContent('¥100.00');
    // The newest line's balance after is the balance shown.
    const table = canvas.getByRole('table', { name: '资金明细' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByText('-¥88.80')).toBeInTheDocument();
    await expect(first.querySelector('[data-field="balance-after"]')).toHaveTextContent('¥1,288.50');
    await expect(within(table).getByText('+¥502.00')).toBeInTheDocument();
    await expect(canvas.getByTestId('fund-totals')).toHaveTextContent('收入 ¥584.40');
    await expect(canvas.getByRole('link', { name: '提现' })).toHaveAttribute('href', '/inside/collectMoney');
    // Filter by kind and dates: nothing is sent until the filter button.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '明细类型' }), 'withdrawal');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // The date-range picker: its start typed as YYYY-MM-DD, confirmed with 确定.
    await userEvent.click(canvas.getByRole('button', { name: /^日期范围/ }));
    const dates = await canvas.findByRole('dialog', { name: '选择日期范围' });
    await userEvent.type(within(dates).getByRole('textbox', { name: '开始' }), '2026-11-01');
    await userEvent.click(within(dates).getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('button', { name: /^日期范围/ })).toHaveAccessibleName('日期范围 2026-11-01 至 结束日期');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ type: 'withdrawal', startDate: '2026-11-01', endDate: '', keyword: '' });
  },
};

/** Many lines: the server pages them. */
export const Paged: Story = {
  args: { ...filled, total: 111, page: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 20);
  },
};

export const Empty: Story = { args: { summary: { balance: 0, frozen: 0 }, entries: [], total: 0, income: 0, expense: 0 } };

/** A filter that matches nothing offers to show all again. */
export const FilteredEmpty: Story = {
  args: {
    summary: { balance: 1288.5, frozen: 100 },
    entries: [],
    total: 0,
    income: 0,
    expense: 0,
    filters: { type: 'refund', startDate: '2026-01-01', endDate: '2026-01-31', keyword: '' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('没有符合条件的明细')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '查看全部' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FUND_FILTERS);
  },
};

export const Error: Story = {
  args: { summary: { balance: 1288.5, frozen: 100 }, error: '网关超时', retrying: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The balance could not be read; the log still shows. */
/** The balance could not be read: said above the log, with a retry; the log stays. */
export const BalanceError: Story = {
  args: { ...filled, summary: undefined, summaryError: '服务器内部错误', onSummaryRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onSummaryRetry).toHaveBeenCalledOnce();
  },
};

/** A reload failed while the last page stays shown. */
export const StaleWithError: Story = { args: { ...filled, error: '网络连接失败' } };

export const Refreshing: Story = { args: { ...filled, refreshing: true } };

/**
 * A phone: the log is a column of cards and the filter bar shows the keyword, the kind and the dates behind
 * 展开. The story keeps the filters (as the app's address does): a kind filters the log, 重置 shows it all.
 */
export const Phone: Story = {
  args: filled,
  globals: PHONE,
  render: function Render(args) {
    const [filters, setFilters] = useState(args.filters);
    const entries = args.entries?.filter((entry) => !filters.type || entry.type === filters.type);
    return (
      <AccountMoneyView
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          args.onFiltersChange(next);
          setFilters(next);
        }}
        entries={entries}
        total={entries?.length}
      />
    );
  },
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    await playPhoneList(context);
    const cards = () => canvasElement.querySelectorAll('[data-row-card]');
    // A phone's cards come a group per painted frame (Table, RevealedCards).
    await waitFor(() => expect(cards()).toHaveLength(sampleFundLog.length));
    const bar = within(await playPhoneFilterBar({ canvasElement }));
    await expect(bar.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.selectOptions(bar.getByRole('combobox', { name: '明细类型' }), 'withdrawal');
    await userEvent.click(bar.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FUND_FILTERS, type: 'withdrawal' });
    await waitFor(() => expect(cards()).toHaveLength(sampleFundLog.filter((entry) => entry.type === 'withdrawal').length));
    await userEvent.click(bar.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_FUND_FILTERS);
    await waitFor(() => expect(cards()).toHaveLength(sampleFundLog.length));
    await expect(canvas.getByRole('combobox', { name: '明细类型' })).toHaveValue('');
  },
};
