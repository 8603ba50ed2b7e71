// Checks the stories run on a drawn chart (real layout in Chromium): an axis label stands on the
// gridline of its value, and a bar's top or a point is level with the label of its value.
import { expect, waitFor } from 'storybook/test';

const PX = 1.5;

/** Where the text itself is drawn (not its box): a Range over the label's text. */
function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

export interface AxisReading {
  labels: Array<{ text: string; mid: number; top: number }>;
  gridlines: number[];
}

/** The y labels (text and the height of the text's middle) and the horizontal gridlines, top to bottom. */
export function readYAxis(chart: Element): AxisReading {
  const labels = Array.from(chart.querySelectorAll('.ct-label.ct-vertical'), (label) => {
    const box = textBox(label);
    return { text: (label.textContent ?? '').trim(), mid: box.top + box.height / 2, top: box.top };
  }).sort((a, b) => a.mid - b.mid);
  const gridlines = Array.from(chart.querySelectorAll('line.ct-grid.ct-vertical'), (line) => line.getBoundingClientRect().top).sort(
    (a, b) => a - b,
  );
  return { labels, gridlines };
}

/** The height (px from the top of the page) at which a value's label is drawn, if the axis has one. */
export function labelHeight(axis: AxisReading, text: string): number | undefined {
  return axis.labels.find((label) => label.text === text)?.mid;
}

/**
 * Every y label sits on its own gridline (the n-th label from the top on the n-th line), none above
 * the drawing (where it would run into the chart's title), and each bar / point whose value has a
 * label is level with that label.
 */
export async function expectAxisReadsRight(chart: HTMLElement, formatLabel: (value: number) => string): Promise<void> {
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  const axis = readYAxis(chart);
  await expect(axis.labels.length).toBeGreaterThan(1);
  await expect(axis.labels.length).toBe(axis.gridlines.length);
  axis.labels.forEach((label, i) => {
    expect(Math.abs(label.mid - (axis.gridlines[i] as number)), `label ${label.text} on its gridline`).toBeLessThanOrEqual(PX);
  });
  const top = chart.getBoundingClientRect().top;
  expect(axis.labels[0]?.top, 'the top label stays inside the drawing').toBeGreaterThanOrEqual(top);

  let compared = 0;
  for (const bar of chart.querySelectorAll('line.ct-bar, line.ct-point')) {
    const value = Number((bar.getAttribute('ct:value') ?? '').split(',').pop());
    const at = labelHeight(axis, formatLabel(value));
    if (at === undefined) continue;
    expect(Math.abs(bar.getBoundingClientRect().top - at), `value ${value} level with its label`).toBeLessThanOrEqual(PX);
    compared += 1;
  }
  await expect(compared, 'values with a label of their own').toBeGreaterThan(0);
}
