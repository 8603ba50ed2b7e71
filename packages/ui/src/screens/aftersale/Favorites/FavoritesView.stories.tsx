import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleFavorites } from '../shared/fixtures.ts';
import { FavoritesView } from './FavoritesView.tsx';
import { LOADING_STORY, reloadFailedStory, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/Favorites',
  component: FavoritesView,
  args: {
    ...pagedArgs(12),
    onRemove: fn(),
    onNavigate: fn(),
    hrefForGoods: (id: number) => `/inside/buyGoods?id=${id}`,
    browseHref: '/inside/goodsList',
  },
} satisfies Meta<typeof FavoritesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** On sale, sold out and off-sale goods (no buy button for the last two). */
export const Filled: Story = {
  args: { items: sampleFavorites, total: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^购买/ })).toHaveLength(2);
    await expect(canvas.getByText('¥18.80')).toBeInTheDocument();
  },
};

export const Remove: Story = {
  args: { items: sampleFavorites, total: 4 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消收藏 腾讯视频VIP月卡' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消收藏' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
};

export const Paged: Story = { args: { items: sampleFavorites, total: 40, page: 2 } };

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '去逛逛' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/goodsList');
  },
};

export const Error: Story = { args: { error: '服务器内部错误' } };

/** A reload failed while the favourites stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
