import { useState, type ReactNode } from 'react';
import type { DayFigures, VipDesktop, VipOrder } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { RangeTabs } from '#ui/components/Chart/RangeTabs.tsx';
import { TrendChart } from '#ui/components/Chart/TrendChart.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconDashboard, IconExternalLink } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { VisuallyHidden } from '#ui/lib/VisuallyHidden.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { siteOrderColumns } from '../shared/orderColumns.tsx';
import { ReadPage } from '#ui/page/ReadPage.tsx';

/** Where the desktop's links go (the app's routes). */
export interface VipDesktopLinks {
  renew: string;
  orders: string;
  order: (orderNo: string) => string;
  goods: string;
  customers: string;
  children: string;
  /** The site's storefront. */
  storefront: (path: string) => string;
}

export interface VipDesktopViewProps extends ReadState {
  data?: VipDesktop;
  links: VipDesktopLinks;
  onNavigate?: Navigate;
  /** Which period the charts show (the app may keep it in the address). */
  range?: 7 | 30;
  onRangeChange?: (range: 7 | 30) => void;
}

/** Days left at or under which the desktop warns that the site runs out. */
export const RENEW_WARNING_DAYS = 15;

/** The merchant's desktop (/vip/desktop): the site and its days left, income, figures, 7 / 30-day charts, latest orders. */
export function VipDesktopView(props: VipDesktopViewProps) {
  const { links, onNavigate, refreshing = false, error, retrying, onRetry, range, onRangeChange } = props;
  const t = useT();
  const [ownRange, setOwnRange] = useState<7 | 30>(7);
  const shownRange = range ?? ownRange;
  const setRange = (next: 7 | 30) => (onRangeChange ? onRangeChange(next) : setOwnRange(next));

  const content = (data: VipDesktop) => {
    const { site } = data;
    const days = shownRange === 7 ? data.last7Days : data.last30Days;
    return (
      <div className="flex flex-col gap-4" aria-busy={refreshing || undefined}>
        <StaleReadAlert error={error} shown={data} onRetry={onRetry} retrying={retrying} />
        <SiteCard site={site} links={links} onNavigate={onNavigate} />
        <section aria-labelledby="vip-desktop-figures" className="flex flex-col gap-2">
          <h2 id="vip-desktop-figures" className="sr-only">
            {t('vip.desktop.figures')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label={t('vip.desktop.incomeToday')} value={formatYuan(data.incomeToday)} tone="primary" />
            <Figure label={t('vip.desktop.incomeYesterday')} value={formatYuan(data.incomeYesterday)} />
            <Figure label={t('vip.desktop.incomeMonth')} value={formatYuan(data.incomeMonth)} />
            <Figure
              label={t('vip.desktop.turnoverToday')}
              value={formatYuan(data.turnoverToday)}
              hint={t('vip.desktop.ordersToday', { count: data.ordersToday })}
            />
            <Figure label={t('vip.desktop.goodsOnSale')} value={data.goodsOnSale} href={links.goods} onNavigate={onNavigate} />
            <Figure label={t('vip.desktop.customers')} value={data.customers} href={links.customers} onNavigate={onNavigate} />
            <Figure
              label={t('vip.desktop.toDeliver')}
              value={data.toDeliver}
              href={links.orders}
              onNavigate={onNavigate}
              tone={data.toDeliver > 0 ? 'warning' : undefined}
            />
            <Figure
              label={t('vip.desktop.balance')}
              value={formatYuan(data.balance)}
              hint={t('vip.desktop.childSites', { count: data.childSites })}
              href={links.children}
              onNavigate={onNavigate}
            />
          </dl>
          <p className="text-xs text-fg-subtle">{t('vip.desktop.incomeNote')}</p>
        </section>
        <TrendCard days={days} range={shownRange} onRangeChange={setRange} />
        <LatestOrders orders={data.latestOrders} links={links} onNavigate={onNavigate} />
      </div>
    );
  };

  return (
    <ReadPage
      kind="list"
      icon={<IconDashboard size={20} />}
      title={t('route.vip.desktop')}
      subtitle={t('vip.desktop.subtitle')}
      state={props}
      data={props.data}
      errorTitle={t('vip.desktop.errorTitle')}
      loadingLabel={t('vip.desktop.loading')}
      skeleton={
        <>
          <Skeleton height={88} />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={84} />
            ))}
          </div>
          <Skeleton height={280} />
        </>
      }
      staleAlert={false}
    >
      {content}
    </ReadPage>
  );
}

function SiteCard({ site, links, onNavigate }: { site: VipDesktop['site']; links: VipDesktopLinks; onNavigate?: Navigate }) {
  const t = useT();
  const expired = site.status === 'expired';
  const disabled = site.status === 'disabled';
  const soon = !expired && !disabled && site.daysLeft <= RENEW_WARNING_DAYS;
  return (
    <div className="flex flex-col gap-3">
      {expired ? (
        <Alert
          tone="danger"
          title={t('vip.desktop.expiredTitle')}
          action={
            <a
              {...linkProps(links.renew, onNavigate)}
              className="focus-ring rounded-xs text-sm font-medium text-danger-fg underline underline-offset-4"
            >
              {t('vip.desktop.renewNow')}
            </a>
          }
        >
          {t('vip.desktop.expiredText', { date: site.expiresAt.slice(0, 10) })}
        </Alert>
      ) : null}
      {disabled ? <Alert tone="danger">{t('vip.desktop.disabledText')}</Alert> : null}
      {soon ? <Alert tone="warning">{t('vip.desktop.soonText', { days: site.daysLeft, date: site.expiresAt.slice(0, 10) })}</Alert> : null}
      <section
        aria-label={t('vip.desktop.site')}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-fg">{site.name}</span>
            <Tag tone="primary" size="sm">
              {site.version}
            </Tag>
            <Tag tone={expired || disabled ? 'danger' : 'success'} size="sm" dot data-status={site.status}>
              {t(`vip.site.status.${site.status}`)}
            </Tag>
          </div>
          <a
            href={links.storefront(site.path)}
            target="_blank"
            rel="noopener"
            className="focus-ring inline-flex w-fit items-center gap-1 rounded-xs text-sm text-primary-fg hover:underline"
          >
            {links.storefront(site.path)}
            <IconExternalLink size={14} />
            <VisuallyHidden>{t('vip.common.newWindow')}</VisuallyHidden>
          </a>
        </div>
        <div className="flex items-center gap-4">
          <div className="text-right">
            <p className="text-sm text-fg-muted">{t('vip.desktop.daysLeft')}</p>
            <p className="text-2xl font-semibold text-fg tabular-nums" data-testid="days-left">
              {t('vip.desktop.days', { days: site.daysLeft })}
            </p>
            <p className="text-xs text-fg-subtle">{t('vip.desktop.expiresAt', { date: site.expiresAt.slice(0, 10) })}</p>
          </div>
          <a
            {...linkProps(links.renew, onNavigate)}
            className="focus-ring inline-flex h-control-md shrink-0 items-center rounded-md bg-primary px-4 text-sm font-medium text-fg-on-solid hover:bg-primary-hover"
          >
            {t('vip.desktop.renew')}
          </a>
        </div>
      </section>
    </div>
  );
}

function Figure({
  label,
  value,
  hint,
  href,
  onNavigate,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  href?: string;
  onNavigate?: Navigate;
  tone?: 'primary' | 'warning';
}) {
  const valueClass = `text-xl font-semibold tabular-nums sm:text-2xl ${tone === 'primary' ? 'text-primary-fg' : tone === 'warning' ? 'text-warning-fg' : 'text-fg'}`;
  // A figure that leads somewhere: its value is a link stretched over the whole tile (the dl keeps its pairs).
  return (
    <div
      className={`relative flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-xs ${href ? 'hover:border-primary-line' : ''}`}
    >
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className={valueClass}>
        {href ? (
          <a {...linkProps(href, onNavigate)} className="focus-ring rounded-xs after:absolute after:inset-0 after:rounded-lg">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
      {hint ? <dd className="text-xs text-fg-subtle">{hint}</dd> : null}
    </div>
  );
}

function TrendCard({ days, range, onRangeChange }: { days: readonly DayFigures[]; range: 7 | 30; onRangeChange: (range: 7 | 30) => void }) {
  const t = useT();
  const totalTurnover = days.reduce((sum, d) => sum + Math.round(d.turnover * 100), 0) / 100;
  const totalIncome = days.reduce((sum, d) => sum + Math.round(d.income * 100), 0) / 100;
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <TrendChart
      title={t('vip.desktop.trend')}
      caption={t(range === 7 ? 'vip.desktop.chart7' : 'vip.desktop.chart30')}
      rows={days}
      day={(d) => d.date}
      series={[
        {
          key: 'turnover',
          title: t('vip.desktop.col.turnover'),
          chartTitle: t('vip.desktop.turnoverChart'),
          kind: 'line',
          format: 'money',
          value: (d) => d.turnover,
        },
        { key: 'income', title: t('vip.desktop.col.income'), format: 'money', value: (d) => d.income },
        {
          key: 'orders',
          title: t('vip.desktop.col.orders'),
          chartTitle: t('vip.desktop.ordersChart'),
          kind: 'bar',
          format: 'count',
          value: (d) => d.orders,
        },
      ]}
      summary={t('vip.desktop.totals', { turnover: formatYuan(totalTurnover), income: formatYuan(totalIncome), orders: totalOrders })}
      labelEvery={range === 30 ? 5 : 1}
      tableMaxHeight={range === 30 ? 360 : undefined}
      extra={<RangeTabs range={range} onRangeChange={onRangeChange} />}
    />
  );
}

function LatestOrders({ orders, links, onNavigate }: { orders: readonly VipOrder[]; links: VipDesktopLinks; onNavigate?: Navigate }) {
  const t = useT();
  const { buyer, amount, profit, createdAt } = siteOrderColumns(t, 'lg');
  const columns: TableColumn<VipOrder>[] = [
    {
      key: 'goods',
      mobile: 'title',
      title: t('vip.order.col.goods'),
      render: (o) => (
        <span className="flex items-center gap-2">
          <Image src={o.goodsCover} alt="" className="size-8 shrink-0 rounded border border-line object-cover" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-fg">{o.goodsName}</span>
            <a
              {...linkProps(links.order(o.orderNo), onNavigate)}
              className="focus-ring w-fit rounded-xs font-mono text-xs text-primary-fg hover:underline"
            >
              {o.orderNo}
            </a>
          </span>
        </span>
      ),
    },
    buyer,
    amount,
    profit,
    {
      key: 'status',
      mobile: 'status',
      title: t('vip.order.col.status'),
      render: (o) => <StatusTag kind="order" status={o.status} size="sm" />,
    },
    createdAt,
  ];
  return (
    <Card
      padding="none"
      title={t('vip.desktop.latestOrders')}
      extra={
        <a {...linkProps(links.orders, onNavigate)} className="focus-ring rounded-xs text-sm text-primary-fg hover:underline">
          {t('vip.desktop.allOrders')}
        </a>
      }
    >
      <Table
        caption={t('vip.desktop.latestOrdersTable')}
        framed={false}
        columns={columns}
        rows={orders}
        rowKey="orderNo"
        empty={<EmptyState title={t('vip.desktop.noOrders')} description={t('vip.desktop.noOrdersText')} />}
      />
    </Card>
  );
}
