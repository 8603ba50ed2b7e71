import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAxisReadsRight } from './chartChecks.ts';
import { formatAxis } from './format.ts';
import { TrendChart, type TrendChartProps } from './TrendChart.tsx';

interface Day {
  date: string;
  spend: number;
  orders: number;
}

const days: Day[] = [
  { date: '2026-11-14', spend: 59.8, orders: 1 },
  { date: '2026-11-15', spend: 0, orders: 0 },
  { date: '2026-11-16', spend: 326.9, orders: 4 },
  { date: '2026-11-17', spend: 29.9, orders: 1 },
  { date: '2026-11-18', spend: 148, orders: 2 },
  { date: '2026-11-19', spend: 0, orders: 0 },
  { date: '2026-11-20', spend: 88.8, orders: 3 },
];

const props: TrendChartProps<Day> = {
  title: '消费趋势',
  caption: '近7天每日消费金额和订单数',
  rows: days,
  day: (d) => d.date,
  series: [
    { key: 'spend', title: '消费金额', chartTitle: '消费金额（元）', kind: 'line', format: 'money', value: (d) => d.spend },
    { key: 'orders', title: '订单数', chartTitle: '订单数（笔）', kind: 'bar', format: 'count', value: (d) => d.orders },
  ],
  summary: '合计：消费 ¥653.40，11 笔订单',
};

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart<Day>,
  args: props,
} satisfies Meta<typeof TrendChart<Day>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two charts, drawn and hidden from screen readers; the same figures in a table they read. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg.ct-chart-line, svg.ct-chart-bar')).toHaveLength(2));
    const bars = canvasElement.querySelector('[data-series="orders"] [aria-hidden="true"]') as HTMLElement;
    await expectAxisReadsRight(bars, (v) => formatAxis(v, 'count'));
    const table = canvas.getByRole('table', { name: '近7天每日消费金额和订单数' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[3]).toHaveTextContent('2026-11-16¥326.904');
  },
};

/** "以表格显示" swaps the drawings for the visible table, and back. */
export const AsTable: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '以表格显示' }));
    await expect(canvas.getByRole('button', { name: '以图表显示' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('svg.ct-chart-line, svg.ct-chart-bar')).toBeNull();
    await expect(canvas.getByRole('table', { name: '近7天每日消费金额和订单数' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '以图表显示' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('svg.ct-chart-line, svg.ct-chart-bar')).toHaveLength(2));
  },
};

/** No days at all (a back end without the series): said so, no toggle. */
export const NoDays: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '以表格显示' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Spending', caption: 'Spending and orders by day, last 7 days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader')[0]).toHaveTextContent('Date');
  },
};

/**
 * A phone, with /vip/desktop's four columns (day, two sums of money, a count) and a busy shop's figures:
 * the table alternative reads without sideways scrolling (MM-DD as on the axis, compact cells) and still
 * names every column.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: {
    // A busy shop's figures (five digits of yuan a day): the widest a row gets.
    rows: days.map((d) => ({ ...d, spend: d.spend * 40 })),
    series: [...props.series, { key: 'income', title: '收益', format: 'money', value: (d: Day) => Math.round(d.spend * 15) / 100 }],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '以表格显示' }));
    const table = canvas.getByRole('table', { name: '近7天每日消费金额和订单数' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日期', '消费金额', '订单数', '收益']);
    await expect(within(table).getAllByRole('row')[3]).toHaveTextContent('11-16¥13,076.004¥1,961.40');
    const box = table.parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2026-11-14');
  },
};
