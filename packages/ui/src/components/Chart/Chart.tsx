import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'chartist';
import { cx } from '#ui/lib/cx.ts';
import { formatAxis, type ChartFormat } from './format.ts';

/** The token colour a series is drawn in. */
export type ChartTone = 'primary' | 'success' | 'warning';

export interface ChartProps {
  kind: 'line' | 'bar';
  /** X axis labels, one per value (e.g. `11-18`). */
  labels: readonly string[];
  values: readonly number[];
  /** Money (¥1,200 on the axis, whole yuan) or counts (whole numbers only). */
  format: ChartFormat;
  tone?: ChartTone;
  /** Show every n-th x label (30 days do not fit under a phone-wide chart). */
  labelEvery?: number;
  height?: number;
  className?: string;
}

/** Half the height of a y label's box: the box is centred on its gridline. */
const LABEL_HALF = 8;

// Chartist draws plain SVG with its own class names; its stylesheet is replaced by these token-based
// rules (light and dark themes follow the tokens).
const CHART_STYLE = [
  '[&_svg]:block [&_svg]:overflow-visible [&_foreignObject]:overflow-visible',
  '[&_.ct-grid]:stroke-line [&_.ct-grid]:[stroke-dasharray:2px] [&_.ct-grid]:[stroke-width:1px]',
  '[&_.ct-label]:flex [&_.ct-label]:text-[11px] [&_.ct-label]:leading-none [&_.ct-label]:text-fg-muted [&_.ct-label]:tabular-nums',
  '[&_.ct-label.ct-horizontal.ct-end]:justify-center [&_.ct-label.ct-horizontal]:whitespace-nowrap',
  // A line's labels stand under its points (Chartist starts them there): centred on them.
  '[&_.ct-chart-line_.ct-label.ct-horizontal]:-translate-x-1/2',
  // A y label's box is re-drawn around its gridline (below): its text in the middle, on the line.
  '[&_.ct-label.ct-vertical.ct-start]:items-center [&_.ct-label.ct-vertical.ct-start]:justify-end [&_.ct-label.ct-vertical.ct-start]:pr-1',
  '[&_.ct-line]:fill-none [&_.ct-line]:[stroke-width:2.5px]',
  '[&_.ct-point]:[stroke-width:7px] [&_.ct-point]:[stroke-linecap:round]',
  '[&_.ct-area]:stroke-none [&_.ct-area]:[fill-opacity:0.12]',
  '[&_.ct-bar]:[stroke-linecap:butt]',
].join(' ');

const TONES: Record<ChartTone, string> = {
  primary: '[&_.ct-line]:stroke-primary [&_.ct-point]:stroke-primary [&_.ct-area]:fill-primary [&_.ct-bar]:stroke-primary',
  success: '[&_.ct-line]:stroke-success [&_.ct-point]:stroke-success [&_.ct-area]:fill-success [&_.ct-bar]:stroke-success',
  warning: '[&_.ct-line]:stroke-warning [&_.ct-point]:stroke-warning [&_.ct-area]:fill-warning [&_.ct-bar]:stroke-warning',
};

interface DrawEvent {
  type: string;
  axis?: { units: { pos: 'x' | 'y' } };
  y?: number;
  height?: number;
  /** The drawing's area inside the axes (what Chartist measured once for this draw). */
  chartRect?: { width: () => number };
  element: { attr: (attributes: Record<string, string | number>) => void; getNode: () => Element };
}

/**
 * One series as a line (with its area) or as bars, drawn by Chartist (SVG, ~10 KB gzip). The drawing is
 * aria-hidden: the caller gives the figures as a table (TrendChart does). Redrawn when the data change.
 *
 * Chartist gives a y label the box between its gridline and the next one up; centred in that box, a label
 * read half a step too high and the top one stood above the chart. Each y label's box
 * is therefore re-drawn 16 px tall, centred on its own gridline.
 */
export function Chart({
  kind,
  labels,
  values,
  format,
  tone = kind === 'bar' ? 'success' : 'primary',
  labelEvery = 1,
  height = 200,
  className,
}: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const key = `${kind}|${format}|${labels.join(',')}|${values.join(',')}|${labelEvery}|${height}`;

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
      // Counts step by whole numbers (no "2.5 orders"); so does money when its range is small.
      onlyInteger: format === 'count' || max <= 10,
      low: 0,
      // An empty period still gets an axis (0 … 1) instead of a flat line on the frame.
      high: max === 0 ? 1 : undefined,
      offset: 48,
      labelInterpolationFnc: (value: unknown) => formatAxis(Number(value), format),
    };
    // Top padding: room for the top label's upper half (and a line's point) inside the drawing.
    const common = { height: `${height}px`, chartPadding: { top: 12, right: 20, bottom: 0, left: 4 }, axisX, axisY };
    const chart =
      kind === 'line'
        ? new LineChart(element, data, { ...common, showArea: true, showPoint: labels.length <= 10, fullWidth: true, lineSmooth: false })
        : new BarChart(element, data, common);
    chart.on('draw', (event: DrawEvent) => {
      if (event.type === 'bar') {
        // Bars as wide as the slot allows (Chartist draws them as strokes of a fixed width). The width is the
        // one Chartist measured for this draw: reading the box's own width here laid out the page again for
        // every bar, as each came after a new element (~30 layouts for a month, the longest task of the
        // customer's home at phone speed).
        const slot = (event.chartRect?.width() ?? 0) / Math.max(1, labels.length);
        event.element.attr({ style: `stroke-width: ${Math.max(2, Math.min(28, slot * 0.6))}px` });
      } else if (event.type === 'label' && event.axis?.units.pos === 'y' && event.y !== undefined && event.height !== undefined) {
        // Chartist's box runs from this label's gridline (its bottom) up to the next one.
        const gridline = event.y + event.height;
        event.element.attr({ y: gridline - LABEL_HALF, height: LABEL_HALF * 2 });
        const span = event.element.getNode().firstElementChild as HTMLElement | null;
        if (span) span.style.height = `${LABEL_HALF * 2}px`;
      }
    });
    chart.on('created', () => element.querySelector('svg')?.setAttribute('aria-hidden', 'true'));
    return () => {
      chart.detach();
    };
    // `key` holds every input of the drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return <div ref={box} aria-hidden="true" className={cx('w-full', CHART_STYLE, TONES[tone], className)} style={{ minHeight: height }} />;
}
