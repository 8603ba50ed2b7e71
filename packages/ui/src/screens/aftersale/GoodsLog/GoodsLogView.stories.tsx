import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleGoodsLogs } from '../shared/fixtures.ts';
import { GoodsLogView } from './GoodsLogView.tsx';
import { LOADING_STORY, FAILED_STORY, phoneListStory, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/GoodsLog',
  component: GoodsLogView,
  args: { ...pagedArgs(), onGoodsChange: fn() },
} satisfies Meta<typeof GoodsLogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Filled: Story = {
  args: { logs: sampleGoodsLogs, total: 5 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '只看 王者荣耀 60点券 的变动' }));
    await expect(args.onGoodsChange).toHaveBeenCalledWith(12);
  },
};

/** One goods' changes. */
export const OneGoods: Story = {
  args: { logs: sampleGoodsLogs.filter((l) => l.goodsId === 1), total: 1, goods: { id: 1, name: '腾讯视频VIP月卡' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看全部商品' }));
    await expect(args.onGoodsChange).toHaveBeenCalledWith(null);
  },
};

/** The goods' name is still being read: a skeleton in the chip, never its number. */
export const OneGoodsNaming: Story = {
  args: { logs: [], total: 0, goods: { id: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只看：')).toBeVisible();
    await expect(canvas.queryByText(/#3/)).toBeNull();
  },
};

export const Paged: Story = { args: { logs: sampleGoodsLogs, total: 85, page: 3 } };

export const Empty: Story = { args: { logs: [], total: 0 } };

export const Error: Story = FAILED_STORY;

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Filled.args);
