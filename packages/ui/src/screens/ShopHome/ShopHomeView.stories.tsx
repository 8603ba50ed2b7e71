import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleAnnouncements } from '../shared/fixtures.ts';
import { sampleDirectories, sampleGoods } from '../shopShared/fixtures.ts';
import { ShopHomeView } from './ShopHomeView.tsx';

const meta = {
  title: 'Screens/Shop/ShopHome',
  component: ShopHomeView,
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: '云卡数字商城',
    notice: '双十二会员卡限时特惠进行中，全场卡密自动发货！',
    announcements: { data: sampleAnnouncements.slice(0, 4) },
    directories: { data: sampleDirectories },
    hotGoods: { data: sampleGoods },
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
    await userEvent.click(canvas.getByRole('link', { name: /订单查询/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/chadan');
  },
};

export const Loading: Story = { args: { announcements: {}, directories: {}, hotGoods: {}, notice: '' } };

export const Empty: Story = { args: { announcements: { data: [] }, directories: { data: [] }, hotGoods: { data: [] }, notice: '' } };

export const Error: Story = {
  args: { directories: { error: '网关超时', onRetry: fn() }, hotGoods: { error: '网关超时', onRetry: fn() } },
};
