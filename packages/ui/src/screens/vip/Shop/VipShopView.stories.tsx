import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ShopStyle } from '@shop/session/contract';
import { cover } from '../shared/fixtures.ts';
import { VipShopView, type ShopPreviewGoods } from './VipShopView.tsx';
import { LOADING_STORY, FAILED_STORY } from '#ui/testing/stories.ts';

const sampleStyle: ShopStyle = { theme: 'light', primaryColor: '#1d4ed8', layout: 'grid', showStock: true, showSales: false, banner: '' };

const goods: ShopPreviewGoods[] = [
  { id: 1, name: '腾讯视频VIP月卡', cover: cover(210, '腾'), price: 25, stock: 128, sales: 3021 },
  { id: 2, name: '爱奇艺黄金会员季卡', cover: cover(120, '爱'), price: 58, stock: 64, sales: 812 },
  { id: 3, name: '网易云音乐黑胶VIP月卡', cover: cover(0, '网'), price: 15, stock: 0, sales: 455 },
  { id: 4, name: 'Steam 钱包充值卡 100元', cover: cover(260, 'S'), price: 102, stock: 33, sales: 97 },
];

const meta = {
  title: 'Screens/Vip/Shop',
  component: VipShopView,
  args: {
    siteName: '小鹿数码商城',
    previewGoods: goods,
    onSave: fn(async () => undefined),
    onUploadBanner: fn(async () => '/mock-assets/banner/1.svg'),
    onRetry: fn(),
  },
} satisfies Meta<typeof VipShopView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

export const Filled: Story = {
  args: { style: sampleStyle },
  play: async ({ canvas }) => {
    const preview = canvas.getByTestId('shop-preview');
    await expect(preview).toHaveAttribute('data-layout', 'grid');
    await expect(canvas.getAllByTestId('preview-stock')).toHaveLength(4);
    await expect(canvas.queryByTestId('preview-sales')).toBeNull();
  },
};

/** No goods on the site yet: the preview says where they will show. */
export const EmptyPreview: Story = {
  args: { style: sampleStyle, previewGoods: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('分站上架商品后显示在这里')).toBeInTheDocument();
  },
};

/** Every choice shows at once in the preview, and is sent as chosen. */
export const LivePreviewAndSave: Story = {
  args: { style: sampleStyle },
  play: async ({ args, canvas }) => {
    const preview = canvas.getByTestId('shop-preview');
    await userEvent.click(canvas.getByRole('radio', { name: '深色' }));
    await expect(preview).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('radio', { name: '列表' }));
    await expect(preview).toHaveAttribute('data-layout', 'list');
    await userEvent.click(canvas.getByRole('switch', { name: '显示销量' }));
    await expect(canvas.getAllByTestId('preview-sales')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: '使用预设色 #dc2626' }));
    await expect(canvas.getByRole('textbox', { name: /主色/ })).toHaveValue('#dc2626');
    await expect(canvas.getByText('有未保存的修改')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleStyle,
      theme: 'dark',
      layout: 'list',
      showSales: true,
      primaryColor: '#dc2626',
    });
  },
};

/** A colour typed wrong is refused before sending; reset goes back to what is saved. */
export const InvalidColourAndReset: Story = {
  args: { style: sampleStyle },
  play: async ({ args, canvas }) => {
    const colour = canvas.getByRole('textbox', { name: /主色/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#12345');
    await expect(canvas.getByText('颜色格式应为#RRGGBB')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '列表' }));
    await userEvent.click(canvas.getByRole('button', { name: '还原' }));
    await expect(colour).toHaveValue('#1d4ed8');
    await expect(canvas.getByTestId('shop-preview')).toHaveAttribute('data-layout', 'grid');
  },
};

/** The banner is uploaded first and shows in the preview. */
export const Banner: Story = {
  args: { style: sampleStyle },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new globalThis.Error('no file input');
    await userEvent.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('img', { name: '店铺横幅' })).toHaveAttribute('src', '/mock-assets/banner/1.svg');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ banner: '/mock-assets/banner/1.svg' }));
  },
};

/** A refused save keeps the choices and says why. */
export const SaveRefused: Story = {
  args: {
    style: sampleStyle,
    onSave: fn(async () => Promise.reject(new globalThis.Error('分站已过期，请续费后再修改'))),
    saveError: '分站已过期，请续费后再修改',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '深色' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('分站已过期');
    await expect(canvas.getByRole('radio', { name: '深色' })).toBeChecked();
  },
};

/** A dark theme with a light main colour: the header text turns dark to stay readable. */
export const DarkLightColour: Story = {
  args: { style: { ...sampleStyle, theme: 'dark', primaryColor: '#fde047', showSales: true } },
};
