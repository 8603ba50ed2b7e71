export { Chart, type ChartProps, type ChartTone } from './Chart.tsx';
export { formatAxis, formatFigure, type ChartFormat } from './format.ts';
export { TrendChart, type TrendChartProps, type TrendSeries } from './TrendChart.tsx';
export { RangeTabs, type TrendRange } from './RangeTabs.tsx';
