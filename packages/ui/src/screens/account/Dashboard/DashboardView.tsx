import { useState, type ReactNode } from 'react';
import type { AnnouncementSummary, OrderSummary, SpendDay } from '@shop/session/contract';
import type { MessageKey } from '@shop/session/messages';
import { Badge } from '#ui/components/Badge/Badge.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { RangeTabs, type TrendRange } from '#ui/components/Chart/RangeTabs.tsx';
import { TrendChart } from '#ui/components/Chart/TrendChart.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconMegaphone, IconReceipt } from '#ui/icons/common.tsx';
import {
  IconCrown,
  IconDashboard,
  IconMessage,
  IconShield,
  IconShoppingBag,
  IconShoppingCart,
  IconWallet,
  IconGift,
  IconHeart,
  IconCreditCard,
} from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { ReadPage } from '#ui/page/ReadPage.tsx';

/** What getIndexData answers. */
export interface DashboardData {
  balance: number;
  frozenBalance: number;
  level: { id: number; name: string };
  nextLevel: { id: number; name: string; upgradePrice: number } | null;
  todayOrders: number;
  todaySpend: number;
  monthSpend: number;
  totalOrders: number;
  unreadMessages: number;
  pinnedAnnouncements: readonly AnnouncementSummary[];
  recentOrders: readonly OrderSummary[];
  /** My last 30 days (orders placed, money paid), oldest first, ending today. */
  last30Days: readonly SpendDay[];
}

/** Where the dashboard's links go (the app's routes). */
export interface DashboardLinks {
  recharge: string;
  accountMoney: string;
  level: string;
  orders: string;
  messages: string;
  security: string;
  goods: string;
  promotion: string;
  favorites: string;
  order: (orderNo: string) => string;
  announcement: (id: number) => string;
}

export interface DashboardViewProps {
  /** The customer's name for the greeting. */
  name?: string;
  data?: DashboardData | null;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  links: DashboardLinks;
  onNavigate?: Navigate;
}

function Figure({
  label,
  value,
  hint,
  href,
  onNavigate,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  href: string;
  onNavigate?: Navigate;
}) {
  return (
    <a
      {...linkProps(href, onNavigate)}
      className="focus-ring flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-xs hover:border-primary-line"
    >
      <span className="text-sm text-fg-muted">{label}</span>
      <span className="text-xl font-semibold text-fg tabular-nums sm:text-2xl">{value}</span>
      {hint ? <span className="text-xs text-fg-subtle">{hint}</span> : null}
    </a>
  );
}

const SHORTCUTS: Array<{ key: keyof Omit<DashboardLinks, 'order' | 'announcement'>; label: MessageKey; icon: ReactNode }> = [
  { key: 'goods', label: 'account.dashboard.shortcut.goods', icon: <IconShoppingCart size={20} /> },
  { key: 'recharge', label: 'account.dashboard.shortcut.recharge', icon: <IconCreditCard size={20} /> },
  { key: 'orders', label: 'account.dashboard.shortcut.orders', icon: <IconReceipt size={20} /> },
  { key: 'accountMoney', label: 'account.dashboard.shortcut.money', icon: <IconWallet size={20} /> },
  { key: 'promotion', label: 'account.dashboard.shortcut.promotion', icon: <IconGift size={20} /> },
  { key: 'favorites', label: 'account.dashboard.shortcut.favorites', icon: <IconHeart size={20} /> },
  { key: 'security', label: 'account.dashboard.shortcut.security', icon: <IconShield size={20} /> },
  { key: 'messages', label: 'account.dashboard.shortcut.messages', icon: <IconMessage size={20} /> },
];

/** The customer dashboard (/inside/index): balance, level, figures, shortcuts, announcements, recent orders. */
export function DashboardView({ name, data, loading = false, error, retrying = false, onRetry, links, onNavigate }: DashboardViewProps) {
  const t = useT();
  const link = (href: string) => linkProps(href, onNavigate);
  return (
    <ReadPage
      kind="list"
      icon={<IconDashboard size={20} />}
      title={t('route.inside.index')}
      subtitle={name ? t('account.dashboard.greeting', { name }) : t('account.dashboard.subtitle')}
      state={{ loading, error, retrying, onRetry }}
      data={data}
      errorTitle={t('account.dashboard.errorTitle')}
      loadingLabel={t('account.dashboard.loading')}
      skeleton={
        <>
          <Skeleton height={120} />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={92} />
            ))}
          </div>
          <Skeleton height={220} />
        </>
      }
    >
      {(data) => (
        <>
          <section
            aria-label={t('account.dashboard.balanceLabel')}
            className="flex flex-col gap-4 rounded-xl bg-primary p-5 text-fg-on-solid shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col gap-1">
              <span className="text-sm opacity-90">{t('account.dashboard.balance')}</span>
              <span className="text-3xl font-semibold tabular-nums">{formatYuan(data.balance)}</span>
              <span className="text-sm opacity-90">
                {data.frozenBalance > 0
                  ? t('account.dashboard.frozen', { amount: formatYuan(data.frozenBalance) })
                  : t('account.dashboard.noFrozen')}
              </span>
            </div>
            <div className="flex flex-col gap-2 sm:items-end">
              <span className="flex items-center gap-1.5 text-sm">
                <IconCrown size={16} />
                {t('account.dashboard.level', { level: data.level.name })}
              </span>
              <span className="text-xs opacity-90">
                {data.nextLevel
                  ? t('account.dashboard.nextLevel', { level: data.nextLevel.name, price: formatYuan(data.nextLevel.upgradePrice) })
                  : t('account.dashboard.topLevel')}
              </span>
              <div className="flex gap-2">
                <a
                  {...link(links.recharge)}
                  className="focus-ring inline-flex h-control-sm items-center rounded-md bg-surface px-3 text-sm font-medium text-primary-fg hover:bg-surface-muted"
                >
                  {t('account.dashboard.recharge')}
                </a>
                {data.nextLevel ? (
                  <a
                    {...link(links.level)}
                    className="focus-ring inline-flex h-control-sm items-center rounded-md bg-primary-soft px-3 text-sm font-medium text-primary-fg hover:bg-surface"
                  >
                    {t('account.dashboard.upgrade')}
                  </a>
                ) : null}
              </div>
            </div>
          </section>

          <section aria-label={t('account.dashboard.figuresLabel')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label={t('account.dashboard.todayOrders')} value={data.todayOrders} href={links.orders} onNavigate={onNavigate} />
            <Figure
              label={t('account.dashboard.todaySpend')}
              value={formatYuan(data.todaySpend)}
              href={links.accountMoney}
              onNavigate={onNavigate}
            />
            <Figure
              label={t('account.dashboard.monthSpend')}
              value={formatYuan(data.monthSpend)}
              hint={t('account.dashboard.totalOrders', { count: data.totalOrders })}
              href={links.accountMoney}
              onNavigate={onNavigate}
            />
            <Figure
              label={t('account.dashboard.unread')}
              value={data.unreadMessages}
              hint={data.unreadMessages > 0 ? t('account.dashboard.unreadHint') : t('account.dashboard.noUnread')}
              href={links.messages}
              onNavigate={onNavigate}
            />
          </section>

          <SpendTrend days={data.last30Days} />

          <Card title={t('account.dashboard.shortcuts')} padding="sm">
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
              {SHORTCUTS.map((item) => (
                <li key={item.key}>
                  <a
                    {...link(links[item.key])}
                    className="focus-ring flex flex-col items-center gap-1.5 rounded-md px-1 py-2 text-center text-xs text-fg hover:bg-surface-muted"
                  >
                    <span
                      className="relative flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-fg"
                      aria-hidden="true"
                    >
                      {item.icon}
                      {item.key === 'messages' && data.unreadMessages > 0 ? (
                        <Badge count={data.unreadMessages} className="absolute -top-1.5 -right-1.5" />
                      ) : null}
                    </span>
                    {t(item.label)}
                  </a>
                </li>
              ))}
            </ul>
          </Card>

          <div className="grid gap-5 lg:grid-cols-5">
            <Card
              className="lg:col-span-3"
              title={t('account.dashboard.recentOrders')}
              extra={
                <a {...link(links.orders)} className="focus-ring rounded-xs text-sm text-primary-fg hover:underline">
                  {t('account.dashboard.allOrders')}
                </a>
              }
              padding="none"
            >
              {data.recentOrders.length === 0 ? (
                <EmptyState
                  title={t('account.dashboard.noOrders')}
                  description={t('account.dashboard.noOrdersText')}
                  action={
                    <a
                      {...link(links.goods)}
                      className="focus-ring inline-flex h-control-md items-center rounded-md bg-primary px-4 text-sm font-medium text-fg-on-solid hover:bg-primary-hover"
                    >
                      {t('account.dashboard.shortcut.goods')}
                    </a>
                  }
                />
              ) : (
                <ul className="divide-y divide-line">
                  {data.recentOrders.map((order) => (
                    <li key={order.orderNo}>
                      <a
                        {...link(links.order(order.orderNo))}
                        className="focus-ring-inset flex items-center gap-3 px-4 py-3 hover:bg-surface-muted"
                      >
                        <span
                          aria-hidden="true"
                          className="flex size-9 shrink-0 items-center justify-center rounded-md bg-surface-strong text-fg-muted"
                        >
                          <IconShoppingBag size={18} />
                        </span>
                        <span className="flex min-w-0 flex-1 flex-col">
                          <span className="truncate text-sm font-medium text-fg">{order.goodsName}</span>
                          <span className="truncate text-xs text-fg-subtle">
                            {order.orderNo} · {order.createdAt}
                          </span>
                        </span>
                        <span className="flex shrink-0 flex-col items-end gap-1">
                          <span className="text-sm font-medium text-fg tabular-nums">{formatYuan(order.amount)}</span>
                          <StatusTag kind="order" status={order.status} size="sm" />
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card className="lg:col-span-2" title={t('account.dashboard.announcements')} padding="none">
              {data.pinnedAnnouncements.length === 0 ? (
                <EmptyState title={t('account.dashboard.noAnnouncements')} />
              ) : (
                <ul className="divide-y divide-line">
                  {data.pinnedAnnouncements.map((item) => (
                    <li key={item.id}>
                      <a
                        {...link(links.announcement(item.id))}
                        className="focus-ring-inset flex flex-col gap-1 px-4 py-3 hover:bg-surface-muted"
                      >
                        <span className="flex items-center gap-2">
                          <IconMegaphone size={14} className="shrink-0 text-primary-fg" />
                          <span className="truncate text-sm font-medium text-fg">{item.title}</span>
                          {item.pinned ? (
                            <Tag tone="danger" size="sm">
                              {t('account.dashboard.pinned')}
                            </Tag>
                          ) : null}
                        </span>
                        {/* The summary's lines (paragraphs, table rows) kept, three at most. */}
                        <span className="line-clamp-3 text-xs whitespace-pre-line text-fg-muted">{item.summary}</span>
                        <span className="text-xs text-fg-subtle">{item.createdAt}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </ReadPage>
  );
}

/** 消费趋势: what I spent and how many orders I placed each day, 7 or 30 days. */
function SpendTrend({ days }: { days: readonly SpendDay[] }) {
  const t = useT();
  const [range, setRange] = useState<TrendRange>(30);
  const shown = days.slice(-range);
  const spend = shown.reduce((sum, d) => sum + Math.round(d.spend * 100), 0) / 100;
  const orders = shown.reduce((sum, d) => sum + d.orders, 0);
  return (
    <TrendChart
      title={t('account.dashboard.trend')}
      caption={t('account.dashboard.trendCaption', { days: range })}
      rows={shown}
      day={(d) => d.date}
      series={[
        {
          key: 'spend',
          title: t('account.dashboard.trendSpend'),
          chartTitle: t('account.dashboard.trendSpendChart'),
          kind: 'line',
          format: 'money',
          value: (d) => d.spend,
        },
        {
          key: 'orders',
          title: t('account.dashboard.trendOrders'),
          chartTitle: t('account.dashboard.trendOrdersChart'),
          kind: 'bar',
          format: 'count',
          value: (d) => d.orders,
        },
      ]}
      summary={t('account.dashboard.trendTotals', { spend: formatYuan(spend), orders })}
      labelEvery={range === 30 ? 5 : 1}
      tableMaxHeight={range === 30 ? 360 : undefined}
      chartHeight={180}
      extra={<RangeTabs range={range} onRangeChange={setRange} />}
    />
  );
}
