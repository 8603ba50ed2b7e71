import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSupplyGoods } from '../fixtures.ts';
import { EMPTY_SUPPLY_GOODS_FILTERS, SupplyGoodsView } from './SupplyGoodsView.tsx';
import { PHONE, playPhoneList } from '../../shared/phoneStory.ts';

const meta = {
  title: 'Screens/Supply/Goods',
  component: SupplyGoodsView,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    filters: EMPTY_SUPPLY_GOODS_FILTERS,
    onFiltersChange: fn(),
    onSave: fn(async () => undefined),
    onToggleStatus: fn(),
    onRetry: fn(),
    importHref: (id: number) => `/supply/cardstockmanage?import=${id}`,
  },
} satisfies Meta<typeof SupplyGoodsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: '网关超时' } };
export const Empty: Story = { args: { goods: [], total: 0 } };
export const EmptySearch: Story = { args: { goods: [], total: 0, filters: { ...EMPTY_SUPPLY_GOODS_FILTERS, keyword: '不存在' } } };

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

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = { args: Filled.args, globals: PHONE, play: playPhoneList };
