import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSupplyGoods } from '../fixtures.ts';
import { EMPTY_SUPPLY_GOODS_FILTERS, SupplyGoodsView, type SupplyGoodsViewProps } from './SupplyGoodsView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/Goods',
  component: SupplyGoodsView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_SUPPLY_GOODS_FILTERS,
    onFiltersChange: fn(),
    onSave: fn(async () => undefined),
    onToggleStatus: fn(),
    importHref: (id: number) => `/supply/cardstockmanage?import=${id}`,
  },
} satisfies Meta<typeof SupplyGoodsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = FAILED_STORY;
export const Empty: Story = { args: { goods: [], total: 0 } };
/** Nothing matches: the bar keeps what was asked, and its 重置 asks for everything again. */
export const EmptySearch: Story = {
  args: { goods: [], total: 0, filters: { ...EMPTY_SUPPLY_GOODS_FILTERS, keyword: '不存在' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('没有符合条件的商品')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '商品名称' })).toHaveValue('不存在');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(EMPTY_SUPPLY_GOODS_FILTERS);
  },
};

/** Cost, retail, stock with "import keys" on card goods, sold out, on / off. */
export const Filled: Story = {
  args: { goods: sampleSupplyGoods, total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '为 Steam 充值卡 50元 导入卡密' })).toHaveAttribute(
      'href',
      '/supply/cardstockmanage?import=11',
    );
    await expect(canvas.queryByRole('link', { name: /Cherry 机械键盘/ })).toBeNull();
    await expect(canvas.getAllByText('已售罄').length).toBeGreaterThan(0);
  },
};

/** The cost cannot exceed retail; a manual goods' stock is edited with it. */
export const EditCost: Story = {
  args: { goods: sampleSupplyGoods, total: 5 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 Cherry 机械键盘（实物）' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const cost = within(dialog).getByRole('textbox', { name: /成本价/ });
    await userEvent.clear(cost);
    await userEvent.type(cost, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('成本价不能高于零售价 ¥299.00')).toBeInTheDocument();
    await userEvent.clear(cost);
    await userEvent.type(cost, '230');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /库存/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /库存/ }), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 36, costPrice: 230, status: 'on', stock: 8 });
  },
};

export const SaveRefused: Story = {
  args: {
    goods: sampleSupplyGoods,
    total: 5,
    onSave: fn(async () => Promise.reject(new globalThis.Error('x'))),
    saveError: '成本价不能高于零售价 ¥29.70',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 网易一卡通 30元' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('成本价不能高于零售价 ¥29.70');
  },
};

/** The list as the app keeps it: the filters answered by the rows that match them (the server's part, here in the story). */
function Filtering(args: SupplyGoodsViewProps) {
  const [filters, setFilters] = useState(args.filters);
  const rows = sampleSupplyGoods.filter(
    (g) =>
      g.name.includes(filters.keyword) &&
      (!filters.status || g.status === filters.status) &&
      (!filters.deliveryType || g.deliveryType === filters.deliveryType),
  );
  const change = (next: typeof filters) => {
    args.onFiltersChange(next);
    setFilters(next);
  };
  return <SupplyGoodsView {...args} filters={filters} onFiltersChange={change} goods={rows} total={rows.length} />;
}
const names = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-testid="goods-name"]')].map((n) => n.textContent);

/** 查询 sends the fields (the list shows what matches), 重置 clears them and the list is whole again. */
export const FilterAndReset: Story = {
  render: (args) => <Filtering {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(names(canvasElement)).toHaveLength(sampleSupplyGoods.length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '发货方式' }), 'manual');
    await userEvent.type(canvas.getByRole('textbox', { name: '商品名称' }), ' Steam ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ keyword: 'Steam', status: '', deliveryType: 'manual' });
    await expect(names(canvasElement)).toEqual(['Steam 游戏代购']);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_SUPPLY_GOODS_FILTERS);
    await expect(canvas.getByRole('combobox', { name: '发货方式' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: '商品名称' })).toHaveValue('');
    await expect(names(canvasElement)).toHaveLength(sampleSupplyGoods.length);
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling; status and delivery fold behind 展开. */
export const Phone: Story = {
  args: Filled.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    await playPhoneFilterBar(context, { folded: '发货方式' });
  },
};
