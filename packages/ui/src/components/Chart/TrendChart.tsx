import { useState, type ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconChart } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { PHONE_QUERY, useMediaQuery } from '#ui/lib/useMediaQuery.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Table, type TableColumn } from '../Table/Table.tsx';
import { Chart, type ChartTone } from './Chart.tsx';
import { formatFigure, type ChartFormat } from './format.ts';

/** One figure of each day: a column of the table, and a chart when it has a kind. */
export interface TrendSeries<Row> {
  key: string;
  /** The table's column heading ("销售额"). */
  title: string;
  value: (row: Row) => number;
  format: ChartFormat;
  /** Drawn as a line or bars, under `chartTitle`; without one the series is in the table only. */
  kind?: 'line' | 'bar';
  chartTitle?: string;
  tone?: ChartTone;
}

export interface TrendChartProps<Row> {
  title: ReactNode;
  /** What the figures are ("近7天每日销售额、收益和订单数"): the table's caption. */
  caption: string;
  rows: readonly Row[];
  /** A row's day, `YYYY-MM-DD` (the x axis shows `MM-DD`). */
  day: (row: Row) => string;
  series: ReadonlyArray<TrendSeries<Row>>;
  /** One line above the charts (the period's totals). */
  summary?: ReactNode;
  /** Before the table toggle, e.g. the period's tabs. */
  extra?: ReactNode;
  /** Show every n-th day under the x axis (30 days on a phone). */
  labelEvery?: number;
  /** The visible table scrolls past this height, px (30 days). */
  tableMaxHeight?: number;
  chartHeight?: number;
  className?: string;
}

/**
 * A card of daily trends: one chart per charted series (the project's tones, money and count formats)
 * and the same figures as a table. The drawings are hidden from screen readers, who read the table; the
 * "show as table" button swaps the drawings for the visible table (WCAG 1.1.1's text alternative).
 */
export function TrendChart<Row>({
  title,
  caption,
  rows,
  day,
  series,
  summary,
  extra,
  labelEvery = 1,
  tableMaxHeight,
  chartHeight,
  className,
}: TrendChartProps<Row>) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const charted = series.filter((s) => s.kind);
  const labels = rows.map((row) => day(row).slice(5));
  const columns: TableColumn<Row>[] = [
    {
      key: 'day',
      title: t('ui.chart.day'),
      // A phone shows MM-DD, as the chart's axis does: the year adds a column's width and says nothing new.
      render: (row) => (
        <time dateTime={day(row)} className="tabular-nums">
          {phone ? day(row).slice(5) : day(row)}
        </time>
      ),
    },
    ...series.map((s): TableColumn<Row> => ({
      key: s.key,
      title: s.title,
      align: 'right',
      render: (row) => <span className="tabular-nums">{formatFigure(s.value(row), s.format)}</span>,
    })),
  ];
  // A table of figures, the chart's alternative: it stays a table on a phone, compact (MM-DD, narrow cell
  // padding) so four columns of money and counts fit 375 px without sideways scrolling.
  const table = (
    <Table
      layout="table"
      caption={caption}
      size="sm"
      columns={columns}
      rows={rows}
      rowKey={day}
      maxHeight={tableMaxHeight}
      className={phone ? '[&_td]:px-2 [&_th]:px-2' : undefined}
    />
  );

  let body: ReactNode;
  if (rows.length === 0) body = <EmptyState size="sm" title={t('ui.chart.empty')} />;
  else if (asTable) body = table;
  else
    body = (
      <>
        <div className={cx('grid gap-4', charted.length > 1 && 'lg:grid-cols-2')}>
          {charted.map((s) => (
            <figure key={s.key} className="flex min-w-0 flex-col gap-1" data-series={s.key}>
              <figcaption className="text-sm font-medium text-fg">{s.chartTitle ?? s.title}</figcaption>
              <Chart
                kind={s.kind ?? 'line'}
                labels={labels}
                values={rows.map(s.value)}
                format={s.format}
                tone={s.tone}
                labelEvery={labelEvery}
                height={chartHeight}
              />
            </figure>
          ))}
        </div>
        {/* The drawings are hidden from screen readers; the figures are read from this table. */}
        <div className="sr-only">{table}</div>
      </>
    );

  return (
    <Card
      padding="md"
      className={className}
      title={
        <span className="inline-flex items-center gap-2">
          <IconChart size={18} />
          {title}
        </span>
      }
      extra={
        <div className="flex flex-wrap items-center gap-2">
          {extra}
          {rows.length > 0 ? (
            <Button size="sm" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              {t(asTable ? 'ui.chart.showChart' : 'ui.chart.showTable')}
            </Button>
          ) : null}
        </div>
      }
    >
      {summary ? <p className="mb-3 text-sm text-fg-muted">{summary}</p> : null}
      {body}
    </Card>
  );
}
