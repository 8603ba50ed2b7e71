import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMarket, samplePreviewPrices } from '../shared/fixtures.ts';
import { EMPTY_MARKET_FILTERS, VipMarketView } from './VipMarketView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';

const meta = {
  title: 'Screens/Vip/Market',
  component: VipMarketView,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    filters: EMPTY_MARKET_FILTERS,
    onFiltersChange: fn(),
    directories: [
      { id: 2, name: '视频会员', depth: 0 },
      { id: 3, name: '游戏点卡', depth: 0 },
    ],
    defaultMarkup: 8,
    previewPrices: samplePreviewPrices,
    onAdd: fn(async () => undefined),
    onRetry: fn(),
    goodsHref: '/vip/vipGoods',
  },
} satisfies Meta<typeof VipMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: '网关超时' } };

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
export const Filter: Story = {
  args: Filled.args,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '商品名称' }), ' 会员 ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商品分类' }), '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '发货方式' }), 'card');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '是否已添加' }), '');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ keyword: '会员', dirId: '2', deliveryType: 'card', added: '' });
  },
};

/** Nothing matches; 重置 goes back to the market as it opens (goods not yet on my site). */
export const EmptySearch: Story = {
  args: { goods: [], total: 0, filters: { keyword: '不存在', dirId: '3', deliveryType: 'manual', added: '1' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '商品名称' })).toHaveValue('不存在');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(EMPTY_MARKET_FILTERS);
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling; all but the name fold behind 展开. */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    await playPhoneFilterBar(context);
  },
};
