import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePreviewPrices, sampleSiteGoods } from '../shared/fixtures.ts';
import { EMPTY_GOODS_FILTERS, VipGoodsView } from './VipGoodsView.tsx';
import { body, LOADING_STORY, pagedArgs } from '#ui/testing/stories.ts';
import { emptySearchStory, FAILED_RETRY_STORY, filterStory, phoneFilterListStory } from '#ui/testing/listStories.ts';

const refuse = (msg: string) => fn(async () => Promise.reject(new globalThis.Error(msg)));

const meta = {
  title: 'Screens/Vip/Goods',
  component: VipGoodsView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_GOODS_FILTERS,
    onFiltersChange: fn(),
    directories: [
      { id: 1, name: '影音会员', depth: 0 },
      { id: 2, name: '视频会员', depth: 1 },
      { id: 3, name: '热门点卡', depth: 0 },
    ],
    rounding: 'round',
    previewPrices: samplePreviewPrices,
    onSave: fn(async () => undefined),
    onToggleVisible: fn(),
    onBatch: fn(async () => undefined),
    onRoundingChange: fn(async () => undefined),
    marketHref: '/vip/market',
  },
} satisfies Meta<typeof VipGoodsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_RETRY_STORY;

/** Own names, markups, member and visitor prices, main-site status, the on/off switches. */
export const Filled: Story = {
  args: { goods: sampleSiteGoods, total: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('腾讯视频会员月卡（秒发）')).toBeInTheDocument();
    await expect(canvas.getByText('原名：腾讯视频VIP月卡')).toBeInTheDocument();
    // Off on the main site: its switch cannot be turned on.
    await expect(canvas.getByRole('switch', { name: '在分站上架 罗技 G304 无线鼠标（实物）' })).toBeDisabled();
  },
};

/** The edit dialog shows member and visitor price live as the markup is typed. */
export const EditWithLivePrices: Story = {
  args: { goods: sampleSiteGoods, total: 6 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 爱奇艺黄金VIP月卡' }));
    const dialog = body(canvasElement).getByRole('dialog');
    const markup = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await userEvent.clear(markup);
    await userEvent.type(markup, '25');
    // cost 17.82 × 1.25 = 22.275 → 22.28 → ¥22 ; retail 19.80 × 1.25 = 24.75 → ¥25
    const preview = within(dialog).getByTestId('price-preview');
    await expect(preview).toHaveTextContent('会员价 ¥22.00');
    await expect(preview).toHaveTextContent('游客价 ¥25.00');
    await userEvent.clear(markup);
    await userEvent.type(markup, '301');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('加价比例不能超过300%')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(markup);
    await userEvent.type(markup, '12.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /自定义名称/ }), '爱奇艺月卡');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 2, ownName: '爱奇艺月卡', markupPercent: 12.5, visible: true });
  },
};

/** A refused save keeps the dialog and what was typed, and says why. */
export const SaveRefused: Story = {
  args: {
    goods: sampleSiteGoods,
    total: 6,
    onSave: refuse('该商品已在主站下架，暂时不能上架'),
    saveError: '该商品已在主站下架，暂时不能上架',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 网易云音乐黑胶VIP月卡' }));
    const dialog = body(canvasElement).getByRole('dialog');
    const markup = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await userEvent.clear(markup);
    await userEvent.type(markup, '15');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('该商品已在主站下架，暂时不能上架');
    await expect(markup).toHaveValue('15');
  },
};

/** Bulk markup over a selection: the dialog asks, previews the new prices, then applies. */
export const BulkMarkup: Story = {
  args: { goods: sampleSiteGoods, total: 6 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 腾讯视频会员月卡（秒发）' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 爱奇艺黄金VIP月卡' }));
    await expect(canvas.getByText('已选择 2 项')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '批量改加价' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /加价比例/ }), '20');
    await expect(within(dialog).getAllByTestId('price-preview')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认修改 2 件' }));
    await expect(args.onBatch).toHaveBeenCalledWith({ ids: [1, 2], action: 'markup', markupPercent: 20 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByText('已选择 2 项')).toBeNull();
  },
};

/** Bulk hide asks first; cancelling does nothing. */
export const BulkHideAsksFirst: Story = {
  args: { goods: sampleSiteGoods, total: 6 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 腾讯视频会员月卡（秒发）' }));
    await userEvent.click(canvas.getByRole('button', { name: '批量下架' }));
    let dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('所选的 1 件商品将在分站下架');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onBatch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '批量下架' }));
    dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '批量下架' }));
    await expect(args.onBatch).toHaveBeenCalledWith({ ids: [1], action: 'hide' });
  },
};

/** A refused bulk action stays in its dialog with the server's words. */
export const BulkRefused: Story = {
  args: {
    goods: sampleSiteGoods,
    total: 6,
    onBatch: refuse('所选商品均已在主站下架，暂时不能上架'),
    batchError: '所选商品均已在主站下架，暂时不能上架',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 罗技 G304 无线鼠标（实物）' }));
    await userEvent.click(canvas.getByRole('button', { name: '批量上架' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '批量上架' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('所选商品均已在主站下架');
  },
};

/** Changing the site's rounding asks with the three rules. */
export const ChangeRounding: Story = {
  args: { goods: sampleSiteGoods, total: 6 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('当前取整方式：四舍五入到元。')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '修改取整方式' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '保存并重新计算' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '不取整（保留分）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存并重新计算' }));
    await expect(args.onRoundingChange).toHaveBeenCalledWith('none');
  },
};

export const Empty: Story = { args: { goods: [], total: 0 } };

/** The filter bar: 查询 asks with the trimmed name, the directory and the on/off state; no 重置 while nothing is filtered. */
export const Filter: Story = filterStory(
  { goods: sampleSiteGoods, total: 6 },
  {
    keyword: { label: '商品名称', text: ' 月卡 ' },
    select: [
      { label: '商品分类', value: '2' },
      { label: '上架状态', value: '0' },
    ],
  },
  { keyword: '月卡', dirId: '2', visible: '0' },
);

/** Nothing matches; 重置 clears every filter. */
export const EmptySearch: Story = emptySearchStory(
  { goods: [], total: 0, filters: { keyword: '不存在', dirId: '3', visible: '1' as const } },
  { role: 'textbox', label: '商品名称', value: '不存在' },
  EMPTY_GOODS_FILTERS,
);

export const Paged: Story = { args: { goods: sampleSiteGoods, total: 46, page: 2, pageSize: 6 } };

/** A phone: each goods a card, no sideways scrolling; directory and on/off fold behind 展开. */
export const Phone: Story = phoneFilterListStory({ goods: sampleSiteGoods, total: 6 });
