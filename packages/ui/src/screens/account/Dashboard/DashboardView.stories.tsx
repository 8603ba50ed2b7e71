import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAxisReadsRight } from '#ui/components/Chart/chartChecks.ts';
import { formatAxis } from '#ui/components/Chart/format.ts';
import { sampleDashboard } from '../shared/fixtures.ts';
import { DashboardView, type DashboardLinks } from './DashboardView.tsx';
import { reloadFailedStory } from '#ui/testing/stories.ts';

const links: DashboardLinks = {
  recharge: '/pay/recharge',
  accountMoney: '/inside/accountmoney',
  level: '/inside/selfLevel',
  orders: '/inside/myOrder',
  messages: '/inside/message',
  security: '/inside/inter/myaccount',
  goods: '/inside/goodsList',
  promotion: '/inside/inter/promotion',
  favorites: '/inside/myFavorites',
  order: (orderNo) => `/inside/showordermess?orderNo=${orderNo}`,
  announcement: (id) => `/viewAnnouncementInfo?id=${id}`,
};

const meta = {
  title: 'Screens/Account/Dashboard',
  component: DashboardView,
  args: { links, onNavigate: fn(), onRetry: fn(), name: '云端旅人' },
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('用户中心');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载账户概览');
  },
};

export const Filled: Story = {
  args: { data: sampleDashboard },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('¥1,288.50')).toBeInTheDocument();
    await expect(canvas.getByText('冻结中 ¥100.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '充值' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/pay/recharge');
    await userEvent.click(canvas.getByRole('link', { name: /未读消息/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/message');
    await userEvent.click(canvas.getByRole('link', { name: /优酷VIP会员月卡/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/showordermess?orderNo=202611200859000103');
  },
};

/**
 * 消费趋势: spend as a line and orders as bars over 30 days, read right (each bar
 * level with its count's label); 近7天 narrows it; the table is there for screen readers and on demand.
 */
export const Trend: Story = {
  args: { data: sampleDashboard },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg.ct-chart-line, svg.ct-chart-bar')).toHaveLength(2));
    const bars = canvasElement.querySelector('[data-series="orders"] [aria-hidden="true"]') as HTMLElement;
    await expectAxisReadsRight(bars, (value) => formatAxis(value, 'count'));
    await expect(within(canvas.getByRole('table', { name: '近30天每日消费金额和订单数' })).getAllByRole('row')).toHaveLength(31);
    await userEvent.click(canvas.getByRole('tab', { name: '近7天' }));
    const week = canvas.getByRole('table', { name: '近7天每日消费金额和订单数' });
    const rows = within(week).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows.at(-1)).toHaveTextContent('2026-11-20¥97.756');
    await userEvent.click(canvas.getByRole('button', { name: '以表格显示' }));
    await expect(canvas.getByRole('table', { name: '近7天每日消费金额和订单数' })).toBeVisible();
  },
};

/** A new customer: nothing bought, nothing unread, the top level reached. */
export const Empty: Story = {
  args: {
    data: {
      ...sampleDashboard,
      balance: 0,
      frozenBalance: 0,
      nextLevel: null,
      todayOrders: 0,
      todaySpend: 0,
      monthSpend: 0,
      totalOrders: 0,
      unreadMessages: 0,
      recentOrders: [],
      pinnedAnnouncements: [],
      last30Days: sampleDashboard.last30Days.map((d) => ({ ...d, orders: 0, spend: 0 })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有订单')).toBeInTheDocument();
    await expect(canvas.getByText('已是最高等级')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '升级等级' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: '去购物' })).toHaveLength(2);
  },
};

export const Error: Story = {
  args: { error: '网关超时' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('网关超时')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A reload failed while the figures stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
