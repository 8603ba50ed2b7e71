import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDirectories, samplePriceRows } from '#ui/screens/account/shared/fixtures.ts';
import { PriceListView } from './PriceListView.tsx';
import { LOADING_STORY, phoneListStory, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Account/PriceList',
  component: PriceListView,
  args: {
    ...pagedArgs(),
    title: '价格查询',
    subtitle: '查询商品的游客价和各等级会员价',
    directories: sampleDirectories,
    onSearch: fn(),
    onDirectoryChange: fn(),
    onNavigate: fn(),
    buyHref: (id: number) => `/inside/buyGoods?id=${id}`,
  },
} satisfies Meta<typeof PriceListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** /chajia: a visitor sees the visitor price and every level's. */
export const Visitor: Story = {
  args: { rows: samplePriceRows, total: 37 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '钻石会员' })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: '我的价格' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商品分类' }), '4');
    await expect(args.onDirectoryChange).toHaveBeenCalledWith(4);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), '王者{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('王者');
    await userEvent.click(canvas.getByRole('link', { name: /购买\s*腾讯视频VIP月卡/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/buyGoods?id=1');
  },
};

/** /inside/adjustPrice logged in: my level's column marked, my price and my shop price. */
export const Member: Story = {
  args: {
    title: '价格表',
    subtitle: '各等级的商品价格，登录后显示你的价格',
    rows: samplePriceRows,
    total: 8,
    showMine: true,
    myLevelId: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '黄金会员（我）' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '我的价格' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { rows: [], total: 0 } };

export const EmptySearch: Story = {
  args: { rows: [], total: 0, keyword: '不存在的商品', dirId: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看全部商品' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(args.onDirectoryChange).toHaveBeenCalledWith(undefined);
  },
};

export const Error: Story = {
  args: { error: '网关超时' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网关超时')).toBeInTheDocument();
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Member.args);
