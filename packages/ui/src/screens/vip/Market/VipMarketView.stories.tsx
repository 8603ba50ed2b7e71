import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMarket, samplePreviewPrices } from '../shared/fixtures.ts';
import { EMPTY_MARKET_FILTERS, VipMarketView } from './VipMarketView.tsx';
import { body, LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';
import { emptySearchStory, filterStory, phoneFilterListStory } from '#ui/testing/listStories.ts';

const meta = {
  title: 'Screens/Vip/Market',
  component: VipMarketView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_MARKET_FILTERS,
    onFiltersChange: fn(),
    directories: [
      { id: 2, name: '视频会员', depth: 0 },
      { id: 3, name: '游戏点卡', depth: 0 },
    ],
    defaultMarkup: 8,
    previewPrices: samplePreviewPrices,
    onAdd: fn(async () => undefined),
    goodsHref: '/vip/vipGoods',
  },
} satisfies Meta<typeof VipMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

/** Cost, suggested retail price and margin of goods not yet on my site. */
export const Filled: Story = { args: { goods: sampleMarket, total: 5 } };

/** Add one: the dialog proposes the site's markup and shows the prices it gives. */
export const AddOne: Story = {
  args: { goods: sampleMarket, total: 5 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加 优酷VIP月卡' }));
    const dialog = body(canvasElement).getByRole('dialog');
    const markup = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await expect(markup).toHaveValue('8');
    // cost 16.20 × 1.08 = 17.50 → ¥18 (round); retail 18 × 1.08 = 19.44 → ¥19
    await expect(within(dialog).getByTestId('price-preview')).toHaveTextContent('会员价 ¥18.00');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ goodsIds: [25], markupPercent: 8 });
  },
};

/** Add several: select, one markup for all. */
export const AddSelected: Story = {
  args: { goods: sampleMarket, total: 5 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 优酷VIP月卡' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Windows 11 专业版激活码' }));
    await userEvent.click(canvas.getByRole('button', { name: '添加所选 2 件' }));
    const dialog = body(canvasElement).getByRole('dialog');
    const markup = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await userEvent.clear(markup);
    await userEvent.type(markup, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ goodsIds: [25, 27], markupPercent: 15 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const AddRefused: Story = {
  args: {
    goods: sampleMarket,
    total: 5,
    onAdd: fn(async () => Promise.reject(new globalThis.Error('所选商品不存在或已下架，请刷新后重试'))),
    addError: '所选商品不存在或已下架，请刷新后重试',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加 QQ音乐豪华绿钻月卡' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('所选商品不存在或已下架');
  },
};

/** Goods my site already sells are marked and cannot be selected. */
export const AlreadyAdded: Story = {
  args: {
    goods: sampleMarket.map((g, i) => ({ ...g, added: i < 2 })),
    total: 5,
    filters: { keyword: '', dirId: '', deliveryType: '', added: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('已在售')).toHaveLength(2);
    await expect(canvas.getByRole('checkbox', { name: '选择 优酷VIP月卡' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { goods: [], total: 0 } };

/** The filter bar: 查询 asks with the trimmed name, directory, delivery and whether it is on my site; no 重置 as it opens. */
export const Filter: Story = filterStory(
  Filled.args,
  {
    keyword: { label: '商品名称', text: ' 会员 ' },
    select: [
      { label: '商品分类', value: '2' },
      { label: '发货方式', value: 'card' },
      { label: '是否已添加', value: '' },
    ],
  },
  { keyword: '会员', dirId: '2', deliveryType: 'card', added: '' },
);

/** Nothing matches; 重置 goes back to the market as it opens (goods not yet on my site). */
export const EmptySearch: Story = emptySearchStory(
  { goods: [], total: 0, filters: { keyword: '不存在', dirId: '3', deliveryType: 'manual' as const, added: '1' as const } },
  { role: 'textbox', label: '商品名称', value: '不存在' },
  EMPTY_MARKET_FILTERS,
);

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling; all but the name fold behind 展开. */
export const Phone: Story = phoneFilterListStory(Filled.args);
