import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PayRecord } from '@shop/session/contract';
import { samplePayRecords } from '../shared/fixtures.ts';
import { NO_PAY_FILTERS, PayRecordsView } from './PayRecordsView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const hrefs = {
  pay: (r: PayRecord) => (r.status === 'pending' ? `/pay/payonline?orderNo=${r.orderNo}` : null),
  detail: (r: PayRecord) => (r.kind === 'order' ? `/inside/showordermess?orderNo=${r.orderNo}` : null),
};

const meta = {
  title: 'Screens/Money/PayRecords',
  component: PayRecordsView,
  args: { filters: NO_PAY_FILTERS, onFiltersChange: fn(), page: 1, pageSize: 20, onPageChange: fn(), onRetry: fn(), hrefs },
} satisfies Meta<typeof PayRecordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** Orders, top-ups, an upgrade and a shop: channel, amount, status, times; a pending order can be paid now. */
export const Filled: Story = {
  args: { records: samplePayRecords, total: samplePayRecords.length },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: '支付记录' });
    await expect(within(table).getByRole('link', { name: '去支付 202611201005110201' })).toHaveAttribute(
      'href',
      '/pay/payonline?orderNo=202611201005110201',
    );
    await expect(within(table).getAllByRole('link', { name: /^去支付/ })).toHaveLength(1);
    await expect(canvas.getByText('升级为 黄金会员')).toBeInTheDocument();
    // The server's title "余额充值 ¥1258.43" in the one money format, as the amount beside it.
    await expect(within(table).getByText('余额充值 ¥1,258.43')).toBeInTheDocument();
    await expect(within(table).queryByText(/¥1258\.43/)).toBeNull();
    await expect(table.querySelector('[data-status="failed"]')).toHaveTextContent('支付失败');
    // Status tabs filter at once; the other filters wait for the button.
    await userEvent.click(canvas.getByRole('tab', { name: '待支付' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_PAY_FILTERS, status: 'pending' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '支付类型' }), 'recharge');
    await userEvent.type(canvas.getByRole('textbox', { name: '单号或名称' }), 'R2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_PAY_FILTERS, kind: 'recharge', keyword: 'R2026' });
  },
};

export const Empty: Story = { args: { records: [], total: 0 } };

export const FilteredEmpty: Story = {
  args: { records: [], total: 0, filters: { ...NO_PAY_FILTERS, status: 'failed', kind: 'vip' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看全部' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_PAY_FILTERS);
  },
};

export const Error: Story = {
  args: { error: '服务器内部错误' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Refreshing: Story = { args: { records: samplePayRecords, total: 40, refreshing: true } };

export const Phone: Story = {
  args: { records: samplePayRecords, total: samplePayRecords.length },
  globals: PHONE,
  play: playPhoneList,
};
