import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDirectories, sampleGoods } from '../shared/fixtures.ts';
import { GoodsListView } from './GoodsListView.tsx';
import { LOADING_STORY, pagedArgs } from '#ui/testing/stories.ts';

const query = { keyword: '', dirId: null, sort: 'default' as const, inStock: false };

const meta = {
  title: 'Screens/Shop/GoodsList',
  component: GoodsListView,
  parameters: { layout: 'fullscreen' },
  args: {
    ...pagedArgs(),
    query,
    directories: sampleDirectories,
    onQueryChange: fn(),
    onNavigate: fn(),
    hrefFor: (id: number) => `/inside/buyGoods?id=${id}`,
  },
} satisfies Meta<typeof GoodsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Filled: Story = {
  args: { items: sampleGoods, total: sampleGoods.length },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /爱奇艺黄金VIP月卡/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/buyGoods?id=2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '排序' }), 'sales');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ ...query, sort: 'sales' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), '会员{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ ...query, keyword: '会员' });
  },
};

export const Paged: Story = {
  args: { items: sampleGoods, total: 46, page: 2, pageSize: 6 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 6);
  },
};

export const Refreshing: Story = { args: { items: sampleGoods, total: 46, refreshing: true } };

export const Empty: Story = { args: { items: [], total: 0 } };

export const EmptySearch: Story = {
  args: { items: [], total: 0, query: { ...query, keyword: '不存在的商品', dirId: 4 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(query);
  },
};

export const Error: Story = { args: { error: '网关超时，请稍后再试' } };

/** A reload failed (another page, or the directories) while the goods stay shown: an alert with a retry. */
export const ReloadFailed: Story = {
  args: { items: sampleGoods, total: 46, error: '网关超时，请稍后再试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网关超时，请稍后再试');
    await expect(canvas.getByRole('link', { name: /爱奇艺黄金VIP月卡/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
