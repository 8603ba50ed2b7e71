import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleShopPrices } from '#ui/screens/aftersale/shared/fixtures.ts';
import { ShopPriceView } from './ShopPriceView.tsx';
import { LOADING_STORY, FAILED_STORY, phoneListStory, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/ShopPrice',
  component: ShopPriceView,
  args: {
    ...pagedArgs(),
    keyword: '',
    shopLink: 'https://shop.example.com/?shop=DEMO8K2Q',
    onSearch: fn(),
    onSave: fn(),
    previewPrice: (row, mode, value) =>
      mode === 'percent' ? Math.round(row.cost * (100 + value)) / 100 : mode === 'fixed' ? value : row.retail,
  },
} satisfies Meta<typeof ShopPriceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** A markup, a fixed price and goods at retail. */
export const Filled: Story = { args: { rows: sampleShopPrices, total: 4 } };

export const SetMarkup: Story = {
  args: { rows: sampleShopPrices, total: 4 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '定价 网易云音乐黑胶VIP月卡' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await userEvent.type(input, '20');
    await expect(within(dialog).getByText('客户购买价：¥16.92')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ goodsId: 6, mode: 'percent', value: 20 });
  },
};

export const FixedBelowCost: Story = {
  args: { rows: sampleShopPrices, total: 4 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '定价 王者荣耀 60点券' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '一口价' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /售价/ }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('售价不能低于您的拿货价 ¥5.64')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveRefused: Story = { args: { rows: sampleShopPrices, total: 4, saveError: '售价不能超过零售价的3倍' } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const EmptySearch: Story = { args: { rows: [], total: 0, keyword: '网易' } };

export const Error: Story = FAILED_STORY;

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Filled.args);
