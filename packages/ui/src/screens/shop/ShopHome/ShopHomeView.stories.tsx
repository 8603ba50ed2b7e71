import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleAnnouncements } from '#ui/testing/fixtures.ts';
import { sampleBlockGoods, sampleBlocks } from '#ui/screens/decoration/fixtures.ts';
import { sampleDirectories } from '../shared/fixtures.ts';
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
  args: {
    announcements: { error: '网关超时', onRetry: fn() },
    directories: { error: '网关超时', onRetry: fn() },
    goods: { error: '网关超时', onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    // Each part that failed says so where it would be, with its own retry (the notices, the categories, two goods blocks).
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('button', { name: '重试' })[0]!);
    await expect(args.announcements.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Refreshes that failed while the last answers stay shown: each part still shows them and says so in
 * place with its own retry; the layout's failure is said above the blocks.
 */
export const StaleErrors: Story = {
  args: {
    layout: { error: '网络连接失败', onRetry: fn() },
    announcements: { data: sampleAnnouncements.slice(0, 4), error: '网关超时', onRetry: fn() },
    directories: { data: sampleDirectories, error: '网关超时', onRetry: fn() },
    goods: { data: sampleBlockGoods, error: '网关超时', onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    // The layout, the notices, the categories and each of the two goods blocks.
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(5);
    await expect(alerts[0]).toHaveTextContent('网络连接失败');
    await expect(canvas.getByRole('link', { name: /欢迎来到云卡数字商城/ })).toBeVisible();
    const retries = canvas.getAllByRole('button', { name: '重试' });
    await userEvent.click(retries[0]!);
    await expect(args.layout?.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(retries[1]!);
    await expect(args.announcements.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(retries[2]!);
    await expect(args.directories.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(retries[3]!);
    await expect(args.goods.onRetry).toHaveBeenCalledOnce();
  },
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
