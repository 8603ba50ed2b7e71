import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'chartist';
import { cx } from '../../../lib/cx.ts';

export interface SalesChartProps {
  kind: 'line' | 'bar';
  /** X axis labels, one per value (e.g. `11-18`). */
  labels: readonly string[];
  values: readonly number[];
  /** Y axis labels (money: no decimals, grouped). */
  formatAxis?: (value: number) => string;
  /** Show every n-th x label (30 days do not fit under a phone-wide chart). */
  labelEvery?: number;
  height?: number;
  className?: string;
}

// Chartist draws plain SVG with its own class names; its stylesheet is replaced by these token-based
// rules (light and dark themes follow the tokens). The whole drawing is aria-hidden: the caller gives
// the figures as a table (visually hidden, or shown with "show as table").
const CHART_STYLE = [
  '[&_svg]:block [&_svg]:overflow-visible [&_foreignObject]:overflow-visible',
  '[&_.ct-grid]:stroke-line [&_.ct-grid]:[stroke-dasharray:2px] [&_.ct-grid]:[stroke-width:1px]',
  '[&_.ct-label]:flex [&_.ct-label]:text-[11px] [&_.ct-label]:leading-none [&_.ct-label]:text-fg-muted [&_.ct-label]:tabular-nums',
  '[&_.ct-label.ct-horizontal.ct-end]:justify-center',
  // A line's labels stand under its points (Chartist starts them there): centred on them.
  '[&_.ct-chart-line_.ct-label.ct-horizontal]:-translate-x-1/2',
  '[&_.ct-label.ct-vertical.ct-start]:items-center [&_.ct-label.ct-vertical.ct-start]:justify-end [&_.ct-label.ct-vertical.ct-start]:pr-1',
  '[&_.ct-line]:fill-none [&_.ct-line]:stroke-primary [&_.ct-line]:[stroke-width:2.5px]',
  '[&_.ct-point]:stroke-primary [&_.ct-point]:[stroke-width:7px] [&_.ct-point]:[stroke-linecap:round]',
  '[&_.ct-area]:fill-primary [&_.ct-area]:stroke-none [&_.ct-area]:[fill-opacity:0.12]',
  '[&_.ct-bar]:stroke-success [&_.ct-bar]:[stroke-linecap:butt]',
].join(' ');

/**
 * One series as a line (with its area) or as bars, drawn by Chartist (SVG, ~10 KB gzip: the only chart
 * library the app loads, with the merchant desktop alone). Redrawn when the data change; detached on unmount.
 */
export function SalesChart({ kind, labels, values, formatAxis, labelEvery = 1, height = 200, className }: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const key = `${kind}|${labels.join(',')}|${values.join(',')}|${labelEvery}|${height}`;

  useEffect(() => {
    const element = box.current;
    // Chartist needs matchMedia (its responsive options); without it (jsdom) nothing is drawn and the
    // figures stay readable in the caller's table.
    if (!element || typeof window.matchMedia !== 'function') return;
    const data = { labels: [...labels], series: [[...values]] };
    const max = Math.max(0, ...values);
    const axisX = {
      showGrid: kind === 'line',
      labelInterpolationFnc: (value: unknown, index: number) =>
        index % labelEvery === 0 || index === labels.length - 1 ? String(value) : null,
    };
    const axisY = {
      onlyInteger: kind === 'bar',
      low: 0,
      // An empty period still gets an axis (0 … 1) instead of a flat line on the frame.
      high: max === 0 ? 1 : undefined,
      offset: 48,
      labelInterpolationFnc: (value: unknown) => (formatAxis ? formatAxis(Number(value)) : String(value)),
    };
    const common = { height: `${height}px`, chartPadding: { top: 12, right: 20, bottom: 0, left: 4 }, axisX, axisY };
    const chart =
      kind === 'line'
        ? new LineChart(element, data, { ...common, showArea: true, showPoint: labels.length <= 10, fullWidth: true, lineSmooth: false })
        : new BarChart(element, data, common);
    // Bars as wide as the slot allows (Chartist draws them as strokes of a fixed width).
    chart.on('draw', (event: { type: string; element: { attr: (a: Record<string, string>) => void } }) => {
      if (event.type === 'bar') {
        const slot = (element.clientWidth - 64) / Math.max(1, labels.length);
        event.element.attr({ style: `stroke-width: ${Math.max(2, Math.min(28, slot * 0.6))}px` });
      }
    });
    chart.on('created', () => element.querySelector('svg')?.setAttribute('aria-hidden', 'true'));
    return () => {
      chart.detach();
    };
    // `key` holds every input of the drawing but the formatter (pass a stable one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, formatAxis]);

  return <div ref={box} aria-hidden="true" className={cx('w-full', CHART_STYLE, className)} style={{ minHeight: height }} />;
}
