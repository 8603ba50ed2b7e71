import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleAnnouncements } from '../shared/fixtures.ts';
import { sampleBlockGoods, sampleBlocks } from '../decoration/fixtures.ts';
import { sampleDirectories } from '../shopShared/fixtures.ts';
import { ShopHomeView } from './ShopHomeView.tsx';

const meta = {
  title: 'Screens/Shop/ShopHome',
  component: ShopHomeView,
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: '云卡数字商城',
    blocks: sampleBlocks,
    announcements: { data: sampleAnnouncements.slice(0, 4) },
    directories: { data: sampleDirectories },
    goods: { data: sampleBlockGoods },
    onSearch: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ShopHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), 'Steam{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Steam');
    // The hero's quick link (the footer block has one too).
    await userEvent.click(canvas.getAllByRole('link', { name: /订单查询/ })[0] as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith('/chadan');
  },
};

/** The layout and everything else still loading: the default layout's places. */
export const Loading: Story = { args: { blocks: undefined, announcements: {}, directories: {}, goods: {} } };

export const Empty: Story = {
  args: { announcements: { data: [] }, directories: { data: [] }, goods: { data: { 'goods-1': [], 'goods-2': [] } } },
};

export const Error: Story = {
  args: { directories: { error: '网关超时', onRetry: fn() }, goods: { error: '网关超时', onRetry: fn() } },
};

/** A published decoration in another order: the notice first, one goods block of two columns, no banner. */
export const Decorated: Story = {
  args: {
    blocks: [
      { id: 'notice-1', type: 'notice', visible: true, text: '今晚22:00系统维护，期间暂停发货。' },
      { id: 'goods-1', type: 'goods', visible: true, title: '本周主推', dirId: null, limit: 4, columns: 2 },
      { id: 'categories-1', type: 'categories', visible: true, dirIds: [7, 1], columns: 2 },
      { id: 'banner-1', type: 'banner', visible: false, images: [], autoplay: false },
    ],
    goods: { data: { 'goods-1': sampleBlockGoods['goods-1'].slice(0, 4) } },
  },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['本周主推', '商品分类']);
    await expect(canvas.getByText('今晚22:00系统维护，期间暂停发货。')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '活动推荐' })).toBeNull();
  },
};
