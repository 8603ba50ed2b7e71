import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAxisReadsRight } from '#ui/components/Chart/chartChecks.ts';
import { formatAxis } from '#ui/components/Chart/format.ts';
import { sampleCollects, sampleCommissions, sampleInvite, sampleShareGoods, storyCheckAmount } from '../shared/fixtures.ts';
import { last30Days as last30 } from '#ui/screens/account/shared/fixtures.ts';
import { PromotionView } from './PromotionView.tsx';
import { PHONE } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';

// Commission on some days of the month (a share of the invitees' orders), none on others.
const COMMISSION = [0, 1.5, 0, 0, 2.99, 0.45, 0, 8.94, 0, 1.2];
const last30Days = last30((i) => {
  const commission = COMMISSION[i % COMMISSION.length] as number;
  return { commission, orders: commission === 0 ? 0 : commission > 5 ? 2 : 1 };
});
const totals = { invitees: 16, orders: 23, monthCommission: 19.35, totalCommission: 96.72, collected: 32.6, last30Days };
const collect = { collectable: 18.46, pending: 0.89, minimum: 10 };
const page = { page: 1, pageSize: 10, onPageChange: fn() };

const meta = {
  title: 'Screens/Promotion/Promotion',
  component: PromotionView,
  args: {
    status: { data: sampleInvite },
    totals: { data: totals },
    collect: { data: collect },
    checkAmount: storyCheckAmount,
    allAmount: '18.46',
    onCollect: fn(),
    onConfirmRepeat: fn(),
    onCancelRepeat: fn(),
    details: { data: sampleCommissions },
    collects: { ...page, items: sampleCollects, total: 2 },
    goods: { ...page, items: sampleShareGoods, total: 2, keyword: '', onKeywordChange: fn() },
    tab: 'details',
    onTabChange: fn(),
    links: { invite: '/inside/inter/inviteFriends', fundLog: '/inside/accountmoney' },
  },
} satisfies Meta<typeof PromotionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: {
    status: { loading: true },
    totals: { loading: true },
    collect: { loading: true },
    details: { loading: true },
  },
};

/** The figures, what may be collected (all by default), the commission records filtered by status. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('promotion-status')).toHaveTextContent('推广中');
    await expect(canvas.getByTestId('collectable')).toHaveTextContent('¥18.46');
    await expect(canvas.getByTestId('total-collected')).toHaveTextContent('¥32.60');
    await expect(canvas.getByRole('textbox', { name: /领取金额/ })).toHaveValue('18.46');
    const table = canvas.getByRole('table', { name: '佣金明细' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('tab', { name: '已领取' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    // Below the minimum: said at once, nothing sent.
    await userEvent.clear(canvas.getByRole('textbox', { name: /领取金额/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /领取金额/ }), '5');
    await userEvent.click(canvas.getByRole('button', { name: '领取到余额' }));
    await expect(canvas.getByText('单次领取不得少于 ¥10.00')).toBeInTheDocument();
    await expect(args.onCollect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await userEvent.click(canvas.getByRole('button', { name: '领取到余额' }));
    await expect(args.onCollect).toHaveBeenCalledWith(18.46);
  },
};

export const Collecting: Story = { args: { collecting: true } };

/** The server refused (another tab collected it first): its msg, the amount kept. */
export const Refused: Story = {
  args: { collectError: '领取金额超过可领取佣金 ¥8.46' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('领取金额超过可领取佣金 ¥8.46');
    await expect(canvas.getByRole('textbox', { name: /领取金额/ })).toHaveValue('18.46');
  },
};

/** Collected: the amount and the balance after it, which is the balance now. */
export const Done: Story = {
  args: {
    collect: { data: { ...collect, collectable: 0 } },
    allAmount: '0.00',
    done: { id: 5, amount: 18.46, balanceAfter: 1306.96, createdAt: '2026-11-20 10:02:00' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('collect-balance-after')).toHaveTextContent('¥1,306.96');
    await expect(canvas.getByTestId('collect-nothing')).toHaveTextContent('暂无可领取的佣金');
    await expect(canvas.getByRole('link', { name: '查看资金明细' })).toHaveAttribute('href', '/inside/accountmoney');
  },
};

/** The same collection succeeded moments ago in another tab: asked before collecting again. */
export const Repeat: Story = {
  args: { repeat: { minutes: 0 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/刚刚已领取过一笔相同金额的佣金/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '不用了' }));
    await expect(args.onCancelRepeat).toHaveBeenCalled();
  },
};

/** 佣金趋势: commission by day as a line, referred orders as bars; its table on demand. */
export const Trend: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg.ct-chart-line, svg.ct-chart-bar')).toHaveLength(2));
    const bars = canvasElement.querySelector('[data-series="orders"] [aria-hidden="true"]') as HTMLElement;
    await expectAxisReadsRight(bars, (value) => formatAxis(value, 'count'));
    await expect(canvas.getByText(/合计：佣金 ¥/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '以表格显示' }));
    const table = canvas.getByRole('table', { name: '近30天每日佣金和推广订单数' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** A back end that answers the spec's figures without the days: no trend, the rest as before. */
export const NoTrend: Story = {
  args: { totals: { data: { ...totals, last30Days: undefined } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('total-invitees')).toHaveTextContent('16');
    await expect(canvas.queryByText('佣金趋势')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    totals: { data: { invitees: 0, orders: 0, monthCommission: 0, totalCommission: 0, collected: 0 } },
    collect: { data: { collectable: 0, pending: 0, minimum: 10 } },
    allAmount: '0.00',
    details: { data: [] },
    collects: { ...page, items: [], total: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无佣金记录')).toBeInTheDocument();
    await expect(canvas.getByTestId('collect-nothing')).toHaveTextContent('暂无可领取的佣金');
  },
};

/** Less than the minimum collectable: no form, the rule said. */
export const BelowMinimum: Story = { args: { collect: { data: { collectable: 6.5, pending: 3, minimum: 10 } }, allAmount: '6.50' } };

export const Error: Story = {
  args: {
    status: { error: '服务器内部错误', onRetry: fn() },
    totals: { error: '服务器内部错误', onRetry: fn() },
    collect: { error: '网关超时', onRetry: fn() },
    details: { error: '网络连接失败', onRetry: fn() },
  },
};

export const CollectsTab: Story = {
  args: { tab: 'collects' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '领取记录' })).toHaveTextContent('¥1,288.50');
  },
};

/** A share link per goods with what a purchase earns me. */
export const GoodsTab: Story = {
  args: { tab: 'goods' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('table', { name: '推广商品' })).toHaveTextContent('¥0.89');
    await expect(canvas.getByRole('button', { name: /腾讯视频VIP月卡 的推广链接/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: '商品名称' }), '王者');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.goods.onKeywordChange).toHaveBeenCalledWith('王者');
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    // 邀请链接 stays on one line (it broke as 邀请链 / 接); no figure sits alone on half a row.
    const label = canvas.getByText('邀请链接', { selector: 'span' });
    await expect(label.getBoundingClientRect().height).toBeLessThan(30);
    const figures = canvas.getByRole('region', { name: '推广数据' });
    const last = figures.lastElementChild as HTMLElement;
    await expect(last.getBoundingClientRect().width).toBeGreaterThan(figures.getBoundingClientRect().width * 0.9);
  },
};

/**
 * The goods to share on a phone: their filter bar (one field, nothing to fold). The story keeps the keyword
 * (as the app's address does): a name filters the goods, 重置 shows them all again.
 */
export const GoodsPhone: Story = {
  args: { tab: 'goods' },
  globals: PHONE,
  render: function Render(args) {
    const [keyword, setKeyword] = useState(args.goods.keyword);
    const items = args.goods.items?.filter((row) => row.name.includes(keyword));
    const onKeywordChange = (next: string) => {
      args.goods.onKeywordChange(next);
      setKeyword(next);
    };
    return <PromotionView {...args} goods={{ ...args.goods, items, total: items?.length, keyword, onKeywordChange }} />;
  },
  play: async ({ args, canvas, canvasElement }) => {
    const rows = () => canvasElement.querySelectorAll('[data-row-card]');
    await expect(rows()).toHaveLength(sampleShareGoods.length);
    const bar = within(await playPhoneFilterBar({ canvasElement }));
    await userEvent.type(bar.getByRole('textbox', { name: '商品名称' }), '王者');
    await userEvent.click(bar.getByRole('button', { name: '查询' }));
    await expect(args.goods.onKeywordChange).toHaveBeenLastCalledWith('王者');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(bar.getByRole('button', { name: '重置' }));
    await expect(args.goods.onKeywordChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(rows()).toHaveLength(sampleShareGoods.length));
    await expect(canvas.getByRole('textbox', { name: '商品名称' })).toHaveValue('');
  },
};

/** A reload failed while the commissions stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = {
  args: { details: { data: sampleCommissions, error: '网络连接失败，请检查网络', onRetry: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.details.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refresh of the status and of the collectable commission failed while both stay shown: each says so, with its retry. */
export const StatusAndCollectReloadFailed: Story = {
  args: {
    status: { data: sampleInvite, error: '服务器内部错误', onRetry: fn() },
    collect: { data: collect, error: '网关超时', onRetry: fn() },
  },
  play: async ({ args, canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('服务器内部错误');
    await expect(canvas.getByTestId('promotion-status')).toHaveTextContent('推广中');
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: '重试' }));
    await expect(args.status.onRetry).toHaveBeenCalledOnce();
    const card = within(canvas.getByRole('region', { name: '领取佣金' }));
    await expect(card.getByRole('alert')).toHaveTextContent('网关超时');
    await expect(canvas.getByTestId('collectable')).toHaveTextContent('¥18.46');
    await userEvent.click(card.getByRole('button', { name: '重试' }));
    await expect(args.collect.onRetry).toHaveBeenCalledOnce();
  },
};
