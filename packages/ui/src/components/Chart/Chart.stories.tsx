import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
 * Orders a day as bars: a 4-order bar ends on the gridline labelled 4, a 1-order bar on 1 (the labels stood one step too high, "4" on the bar's top ran into the title).
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

/** The layout reads counted (a box's width or height) of the elements inside the story's frame. */
const LAYOUT_READS = [
  [Element.prototype, 'clientWidth'],
  [Element.prototype, 'clientHeight'],
  [HTMLElement.prototype, 'offsetWidth'],
  [HTMLElement.prototype, 'offsetHeight'],
] as const;

const month = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
let layoutReads = 0;

/**
 * A month of bars (the customer's home, a merchant's desktop): the bars are as wide as their slots, and
 * drawing them reads the layout a fixed number of times, not once a bar. Each read after a new bar laid
 * the page out again: ~30 layouts in one task, the longest of the customer's home at phone speed.
 */
export const MonthOfBars: Story = {
  args: { labels: month, values: month.map((_, i) => (i * 7) % 11), labelEvery: 5 },
  decorators: [(Story) => <div data-layout-reads="">{Story()}</div>],
  beforeEach: () => {
    layoutReads = 0;
    const originals = LAYOUT_READS.map(([proto, name]) => {
      const original = Object.getOwnPropertyDescriptor(proto, name) as PropertyDescriptor;
      Object.defineProperty(proto, name, {
        ...original,
        get(this: Element) {
          if (this.closest('[data-layout-reads]')) layoutReads += 1;
          return original.get?.call(this);
        },
      });
      return [proto, name, original] as const;
    });
    return () => {
      for (const [proto, name, original] of originals) Object.defineProperty(proto, name, original);
    };
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.ct-bar')).toHaveLength(30));
    const widths = Array.from(canvasElement.querySelectorAll<SVGElement>('.ct-bar'), (bar) => parseFloat(bar.style.strokeWidth));
    // 560 px less the axis: slots of ~16 px, bars 60 % of them, all alike.
    await expect(new Set(widths).size).toBe(1);
    await expect(widths[0]).toBeGreaterThan(6);
    await expect(widths[0]).toBeLessThan(16);
    // Chartist's own measure of its drawing (width and height), once per draw (twice if drawn twice).
    await expect(layoutReads).toBeLessThanOrEqual(4);
  },
};
