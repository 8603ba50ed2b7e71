import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleStockCards, sampleStockGoods } from '../fixtures.ts';
import { CardStockView, EMPTY_CARD_STOCK_FILTERS } from './CardStockView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { body, LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/CardStock',
  component: CardStockView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_CARD_STOCK_FILTERS,
    onFiltersChange: fn(),
    goodsOptions: sampleStockGoods,
    onAction: fn(async () => undefined),
    onImportOpen: fn(),
    onExportOpen: fn(),
  },
} satisfies Meta<typeof CardStockView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = FAILED_STORY;
export const Empty: Story = {
  args: { cards: [], total: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: '导入卡密' })[1]!);
    await expect(args.onImportOpen).toHaveBeenCalled();
  },
};

/** Keys masked until revealed; the reveal shows one key in full. */
export const Filled: Story = {
  args: { cards: sampleStockCards, total: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('WY30-8K2M-Q7PX-4D1N')).toBeNull();
    await expect(canvas.getByText('WY30-****-****-4D1N')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '显示卡密 WY30-****-****-4D1N' }));
    await expect(canvas.getByText('WY30-8K2M-Q7PX-4D1N')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-card-key="shown"]')).toHaveLength(1);
    await expect(canvas.getByText('类型：在线激活版')).toBeInTheDocument();
  },
};

/** A goods with options offers its options as a filter too. */
export const OptionFilter: Story = {
  args: { cards: sampleStockCards.slice(4), total: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: '商品类型' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商品' }), '28');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商品类型' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(expect.objectContaining({ goodsId: '28', optionId: '2' }));
  },
};

/** Delete asks twice; the second question says it cannot be undone. */
export const DeleteAsksTwice: Story = {
  args: { cards: sampleStockCards, total: 5 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 卡密 WY30-****-****-4D1N' }));
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    let dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('将删除所选的 1 条卡密');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    dialog = await body(canvasElement).findByRole('dialog', { name: /再次确认删除/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
    await expect(args.onAction).toHaveBeenCalledWith({ ids: [501], action: 'delete', scope: 'selection' });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The whole page selected, the toolbar offers every key of the filters; the action then names them all. */
export const LockWholeFilter: Story = {
  args: { cards: sampleStockCards, total: 57, filters: { ...EMPTY_CARD_STOCK_FILTERS, status: 'unsold' } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 卡密 WY30-****-****-4D1N' }));
    await expect(canvas.queryByRole('button', { name: '选择全部 57 条筛选结果' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /全选/ }));
    await userEvent.click(canvas.getByRole('button', { name: '选择全部 57 条筛选结果' }));
    await expect(canvas.getByText('已选择全部 57 条筛选结果')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '锁定' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('所选的 57 条卡密将被锁定');
    await userEvent.click(within(dialog).getByRole('button', { name: '锁定' }));
    await expect(args.onAction).toHaveBeenCalledWith({ ids: [], action: 'lock', scope: 'filter' });
  },
};

export const LockRefused: Story = {
  args: {
    cards: sampleStockCards,
    total: 5,
    onAction: fn(async () => Promise.reject(new globalThis.Error('x'))),
    actionError: '所选卡密都不能锁定',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 卡密 WY30-****-****-1T0G' }));
    await userEvent.click(canvas.getByRole('button', { name: '锁定' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '锁定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('所选卡密都不能锁定');
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    // The filters are the list's FilterBar: 查询 comes after every field shown, not among them.
    const bar = context.canvasElement.querySelector<HTMLElement>('[data-filter-bar]');
    await expect(bar).not.toBeNull();
    const query = within(bar as HTMLElement).getByRole('button', { name: '查询' });
    const fields = within(bar as HTMLElement).getAllByRole('textbox');
    for (const field of fields.filter((f) => f.checkVisibility())) {
      await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(query.getBoundingClientRect().top);
    }
  },
};
