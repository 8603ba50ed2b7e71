import { formatYuan } from '#ui/lib/format.ts';

/** What a series counts: money in yuan, or a number of things (orders, people). */
export type ChartFormat = 'money' | 'count';

/** 12345 → "12,345" (no Intl: see lib/format.ts). */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An axis label: whole yuan, grouped (¥1,200), so the axis stays narrow; counts grouped. */
export function formatAxis(value: number, format: ChartFormat): string {
  const whole = Math.round(value);
  return format === 'money' ? `¥${grouped(whole)}` : grouped(whole);
}

/** A figure in the table: money as every screen shows it (¥1,288.50), counts grouped. */
export function formatFigure(value: number, format: ChartFormat): string {
  return format === 'money' ? formatYuan(value) : grouped(Math.round(value));
}
