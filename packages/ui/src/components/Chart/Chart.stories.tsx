import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Chart } from './Chart.tsx';
import { expectAxisReadsRight } from './chartChecks.ts';
import { formatAxis } from './format.ts';

const week = ['11-14', '11-15', '11-16', '11-17', '11-18', '11-19', '11-20'];

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: { kind: 'bar', labels: week, values: [1, 4, 2, 0, 3, 1, 2], format: 'count' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Orders a day as bars: a 4-order bar ends on the gridline labelled 4, a 1-order bar on 1 (issue 23
 * item 1: the labels stood one step too high, "4" on the bar's top ran into the title).
 */
export const CountBars: Story = {
  play: async ({ canvasElement }) => {
    await expectAxisReadsRight(canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement, (v) => formatAxis(v, 'count'));
  },
};

/** Money as a line with its area: the axis in whole yuan (¥500); each point level with its value's label. */
export const MoneyLine: Story = {
  args: { kind: 'line', values: [100, 500, 200, 0, 300, 400, 200], format: 'money' },
  play: async ({ canvasElement }) => {
    await expectAxisReadsRight(canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement, (v) => formatAxis(v, 'money'));
  },
};

/** Large sums are grouped (¥12,000), still on their gridlines. */
export const LargeMoney: Story = {
  args: { kind: 'bar', values: [4000, 12000, 8000, 16000, 0, 6000, 10000], format: 'money', tone: 'primary' },
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expectAxisReadsRight(chart, (v) => formatAxis(v, 'money'));
    await expect(chart).toHaveTextContent(/¥1\d,000/);
  },
};

/** Nothing sold: a flat line on an axis of 0 … 1, not on the frame. */
export const Empty: Story = { args: { kind: 'line', values: [0, 0, 0, 0, 0, 0, 0], format: 'money' } };

export const Warning: Story = { args: { tone: 'warning' } };
