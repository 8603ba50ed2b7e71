import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleSettlements } from '../fixtures.ts';
import { BookedDetailView, EMPTY_BOOKED_FILTERS } from './BookedDetailView.tsx';
import { PHONE, playPhoneList } from '../../shared/phoneStory.ts';

const meta = {
  title: 'Screens/Supply/Booked',
  component: BookedDetailView,
  parameters: { layout: 'padded' },
  args: { page: 1, pageSize: 20, onPageChange: fn(), filters: EMPTY_BOOKED_FILTERS, onFiltersChange: fn(), onExport: fn(), onRetry: fn() },
} satisfies Meta<typeof BookedDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const totals = { totalCost: 94.97, totalFee: 1.9, totalSettle: 93.07, totalPending: 54.1, totalSettled: 38.97 };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: '网关超时' } };
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

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = { args: Filled.args, globals: PHONE, play: playPhoneList };
