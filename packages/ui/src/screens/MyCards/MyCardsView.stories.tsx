import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMyCards } from '../aftersaleShared/fixtures.ts';
import { MyCardsView } from './MyCardsView.tsx';
import { PHONE, playPhoneList } from '../shared/phoneStory.ts';

const noFilters = { keyword: '', status: '' as const, startDate: '', endDate: '' };
const cards = sampleMyCards(8);

const meta = {
  title: 'Screens/Aftersale/MyCards',
  component: MyCardsView,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageSize: 20,
    filters: noFilters,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onExport: fn(),
    onVoid: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyCardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

/** Valid, void pending and voided keys; masked until revealed. */
export const Filled: Story = {
  args: { cards, total: 8 },
  play: async ({ canvas, canvasElement }) => {
    const first = cards[0]!;
    await expect(canvas.queryByText(first.cardNo)).toBeNull();
    await expect(canvas.getByText(first.maskedCardNo)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `显示卡密 ${first.maskedCardNo}` }));
    await expect(canvas.getByText(first.cardNo)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-status="pending"]')).toHaveTextContent('作废审核中');
    // Pending and voided keys cannot be voided again.
    await expect(canvas.getAllByRole('button', { name: /^作废卡密/ })).toHaveLength(6);
  },
};

export const VoidOne: Story = {
  args: { cards, total: 8 },
  play: async ({ args, canvas, canvasElement }) => {
    const first = cards[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `作废卡密 ${first.maskedCardNo}` }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交作废' }));
    await expect(within(dialog).getByText('请填写作废原因')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /作废原因/ }), '客户反馈无效');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交作废' }));
    await expect(args.onVoid).toHaveBeenCalledWith({ cards: [first], reason: '客户反馈无效' });
  },
};

export const Paged: Story = { args: { cards: sampleMyCards(20), total: 96, page: 2 } };

export const Filtered: Story = {
  args: { cards: [], total: 0, filters: { keyword: 'TXSP', status: 'repealed', startDate: '2026-11-01', endDate: '2026-11-20' } },
};

export const Empty: Story = { args: { cards: [], total: 0 } };

export const Error: Story = { args: { error: '服务器内部错误' } };

export const Exporting: Story = { args: { cards, total: 8, exporting: true } };

/** The server refused the request: the dialog stays open with the reason typed and says why. */
export const VoidRefused: Story = {
  args: { cards, total: 8, voidError: '发货已超过7天，无法申请作废' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `作废卡密 ${cards[2]!.maskedCardNo}` }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('发货已超过7天，无法申请作废');
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = { args: Filled.args, globals: PHONE, play: playPhoneList };
