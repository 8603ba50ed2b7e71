import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAxisReadsRight } from '#ui/components/Chart/chartChecks.ts';
import { formatAxis } from '#ui/components/Chart/format.ts';
import { expiredDesktop, quietDesktop, sampleDesktop } from '../shared/fixtures.ts';
import { VipDesktopView, type VipDesktopLinks } from './VipDesktopView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { LOADING_STORY } from '#ui/testing/stories.ts';
import { FAILED_RETRY_STORY } from '#ui/testing/listStories.ts';

const links: VipDesktopLinks = {
  renew: '/vip/vipVersionMoney',
  orders: '/vip/vipOrder',
  order: (orderNo) => `/vip/vipOrder?keyword=${orderNo}&order=${orderNo}`,
  goods: '/vip/vipGoods',
  customers: '/vip/vipCustomer',
  children: '/vip/vipChild',
  storefront: (path) => `/s/${path}`,
};

const meta = {
  title: 'Screens/Vip/Desktop',
  component: VipDesktopView,
  args: { links, onNavigate: fn(), onRetry: fn() },
} satisfies Meta<typeof VipDesktopView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_RETRY_STORY;

/** Income, figures, the 7-day charts (with their table for screen readers) and the latest orders. */
export const Filled: Story = {
  args: { data: sampleDesktop },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('days-left')).toHaveTextContent('200 天');
    await expect(canvas.getByRole('link', { name: '续费' })).toHaveAttribute('href', '/vip/vipVersionMoney');
    // The charts are drawn (SVG) and hidden from screen readers; the same figures are in a table.
    await waitFor(() => expect(canvasElement.querySelectorAll('svg.ct-chart-line, svg.ct-chart-bar')).toHaveLength(2));
    // 销售趋势 reads right: each order count's bar ends on the gridline labelled with it.
    const bars = canvasElement.querySelector('[data-series="orders"] [aria-hidden="true"]') as HTMLElement;
    await expectAxisReadsRight(bars, (value) => formatAxis(value, 'count'));
    const table = canvas.getByRole('table', { name: '近7天每日销售额、收益和订单数' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

/** The 30-day range, and "show as table" swaps the drawing for the visible table. */
export const ThirtyDaysAsTable: Story = {
  args: { data: sampleDesktop },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '近30天' }));
    const toggle = canvas.getByRole('button', { name: '以表格显示' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '以图表显示' })).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: '近30天每日销售额、收益和订单数' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByText('2026-10-22')).toBeVisible();
  },
};

/** A site that has run out: said at the top with the way to renew. */
export const Expired: Story = {
  args: { data: expiredDesktop },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('分站已过期')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '立即续费' })).toHaveAttribute('href', '/vip/vipVersionMoney');
    await expect(canvas.getByTestId('days-left')).toHaveTextContent('0 天');
  },
};

export const ExpiringSoon: Story = {
  args: { data: { ...sampleDesktop, site: { ...sampleDesktop.site, daysLeft: 6, expiresAt: '2026-11-26 10:00:00' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/分站还有 6 天到期/)).toBeInTheDocument();
  },
};

/** A new site: zero figures, flat charts, no orders yet. */
export const Empty: Story = { args: { data: quietDesktop } };

/** A refresh failed while the last answer stays shown: said above it, with a retry. */
export const ErrorOverData: Story = {
  args: { data: sampleDesktop, error: '网络连接失败' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await expect(canvas.getByTestId('days-left')).toHaveTextContent('200 天');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { args: { data: sampleDesktop }, globals: PHONE, play: playPhoneList };
