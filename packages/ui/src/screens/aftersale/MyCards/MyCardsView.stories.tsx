import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMyCards } from '../shared/fixtures.ts';
import { MyCardsView, NO_MY_CARD_FILTERS } from './MyCardsView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, pagedArgs } from '#ui/testing/stories.ts';

const cards = sampleMyCards(8);

const meta = {
  title: 'Screens/Aftersale/MyCards',
  component: MyCardsView,
  args: {
    ...pagedArgs(),
    filters: NO_MY_CARD_FILTERS,
    onFiltersChange: fn(),
    onExport: fn(),
    onVoid: fn(),
  },
} satisfies Meta<typeof MyCardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

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

/**
 * A phone: the list is a column of cards; the filter bar shows the keyword, the status and the dates behind
 * 展开. The story keeps the filters (as the app's address does): 已作废 filters the list, 重置 shows it all.
 */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  render: function Render(args) {
    const [filters, setFilters] = useState(args.filters);
    const shown = args.cards?.filter((card) => !filters.status || card.status === filters.status);
    return (
      <MyCardsView
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          args.onFiltersChange(next);
          setFilters(next);
        }}
        cards={shown}
        total={shown?.length}
      />
    );
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    await playPhoneList(context);
    const rows = () => canvasElement.querySelectorAll('[data-row-card]');
    // A phone's cards come a group per painted frame (Table, RevealedCards).
    await waitFor(() => expect(rows()).toHaveLength(cards.length));
    const bar = within(await playPhoneFilterBar({ canvasElement }));
    await expect(bar.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.selectOptions(bar.getByRole('combobox', { name: '卡密状态' }), 'repealed');
    await userEvent.click(bar.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_MY_CARD_FILTERS, status: 'repealed' });
    await waitFor(() => expect(rows()).toHaveLength(cards.filter((card) => card.status === 'repealed').length));
    await userEvent.click(bar.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_MY_CARD_FILTERS);
    await waitFor(() => expect(rows()).toHaveLength(cards.length));
    await expect(bar.getByRole('combobox', { name: '卡密状态' })).toHaveValue('');
  },
};
