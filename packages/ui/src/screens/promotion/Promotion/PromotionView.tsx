import { useState, type FormEvent, type ReactNode } from 'react';
import type { CollectRecord, Commission, CommissionDay } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { RangeTabs, type TrendRange } from '#ui/components/Chart/RangeTabs.tsx';
import { TrendChart } from '#ui/components/Chart/TrendChart.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconGift, IconShare } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';
import { LinkButton, MoneyFigure, RepeatWarning, SectionTitle, useAgo } from '#ui/screens/money/shared/MoneyParts.tsx';
import type { AmountProblem, RecordList } from '#ui/screens/money/shared/types.ts';
import type { InviteSummary, SectionRead, ShareGoods } from '../shared/types.ts';
import { AmountInput, RefusedAlert } from '#ui/screens/money/shared/MoneyForm.tsx';
import { PagedTable } from '#ui/page/PagedTable.tsx';
import { KeywordSearch } from '../shared/KeywordSearch.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type CommissionStatus = Commission['status'];
export type PromotionTab = 'details' | 'collects' | 'goods';

export interface PromotionTotals {
  invitees: number;
  orders: number;
  monthCommission: number;
  totalCommission: number;
  collected: number;
  /** The last 30 days' commission by day, oldest first, ending today (absent: no trend is drawn). */
  last30Days?: readonly CommissionDay[];
}

export interface CollectSummary {
  collectable: number;
  pending: number;
  minimum: number;
}

export interface PromotionViewProps {
  status: SectionRead<InviteSummary>;
  totals: SectionRead<PromotionTotals>;
  collect: SectionRead<CollectSummary>;
  /** Checks a typed amount (the app passes session's cents rule): the amount in yuan or why not. */
  checkAmount: (text: string) => { amount: number | null; problem: AmountProblem | null };
  /** The collectable amount as the field shows it ("18.46"): the "all" button and the default. */
  allAmount: string;
  onCollect: (amount: number) => unknown;
  collecting?: boolean;
  collectError?: string | null;
  /** The same collection succeeded moments ago (another tab): asked first. */
  repeat?: { minutes: number } | null;
  onConfirmRepeat: () => void;
  onCancelRepeat: () => void;
  /** The collection just made (its balance after is the balance now). */
  done?: CollectRecord | null;
  details: SectionRead<Commission[]>;
  collects: RecordList<CollectRecord>;
  goods: RecordList<ShareGoods> & { keyword: string; onKeywordChange: (keyword: string) => void };
  tab: PromotionTab;
  onTabChange: (tab: PromotionTab) => void;
  links: { invite: string; fundLog: string };
}

const COMMISSION_TONE: Record<CommissionStatus, Tone> = { pending: 'warning', collectable: 'primary', collected: 'success' };

/**
 * `/inside/inter/promotion`: whether promotion is on and my rate, the figures, the commission I may
 * collect now (collected once, into the balance), the commission records, my collections and a share
 * link per goods with what a purchase earns.
 */
export function PromotionView(props: PromotionViewProps) {
  const { status, totals, tab, onTabChange, links } = props;
  const t = useT();
  return (
    <Page kind="list">
      <PageHeader
        icon={<IconShare size={20} />}
        title={t('route.inside.inter.promotion')}
        subtitle={t('promotion.center.subtitle')}
        actions={
          <LinkButton href={links.invite} primary icon={<IconGift size={16} />}>
            {t('promotion.center.invite')}
          </LinkButton>
        }
      />
      <StatusLine status={status} />
      <section
        aria-label={t('promotion.totals.title')}
        className="grid grid-cols-2 gap-3 max-sm:[&>:last-child:nth-child(odd)]:col-span-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        <Figure label={t('promotion.totals.invitees')} value={totals.data?.invitees} error={totals.error} testId="total-invitees" />
        <Figure label={t('promotion.totals.orders')} value={totals.data?.orders} error={totals.error} />
        <Figure label={t('promotion.totals.month')} value={totals.data?.monthCommission} error={totals.error} money />
        <Figure label={t('promotion.totals.total')} value={totals.data?.totalCommission} error={totals.error} money />
        <Figure
          label={t('promotion.totals.collected')}
          value={totals.data?.collected}
          error={totals.error}
          money
          testId="total-collected"
        />
      </section>
      {totals.error ? (
        <Alert
          tone="danger"
          role="alert"
          action={
            totals.onRetry ? (
              <Button size="sm" onClick={totals.onRetry}>
                {t('promotion.retry')}
              </Button>
            ) : undefined
          }
        >
          {totals.error}
        </Alert>
      ) : null}
      {totals.data?.last30Days?.length ? <CommissionTrend days={totals.data.last30Days} /> : null}
      <CollectCard {...props} />
      <Tabs
        aria-label={t('promotion.tabs')}
        value={tab}
        onValueChange={(value) => onTabChange(value as PromotionTab)}
        items={[
          { value: 'details', label: t('promotion.details.title'), content: <DetailsTable details={props.details} /> },
          { value: 'collects', label: t('promotion.collects.title'), content: <CollectsTable collects={props.collects} /> },
          { value: 'goods', label: t('promotion.goods.title'), content: <GoodsTable goods={props.goods} /> },
        ]}
      />
    </Page>
  );
}

/** 佣金趋势: what my invitees' orders earned me each day, 7 or 30 days. */
function CommissionTrend({ days }: { days: readonly CommissionDay[] }) {
  const t = useT();
  const [range, setRange] = useState<TrendRange>(30);
  const shown = days.slice(-range);
  const commission = shown.reduce((sum, d) => sum + Math.round(d.commission * 100), 0) / 100;
  const orders = shown.reduce((sum, d) => sum + d.orders, 0);
  return (
    <TrendChart
      title={t('promotion.trend.title')}
      caption={t('promotion.trend.caption', { days: range })}
      rows={shown}
      day={(d) => d.date}
      series={[
        {
          key: 'commission',
          title: t('promotion.trend.commission'),
          chartTitle: t('promotion.trend.commissionChart'),
          kind: 'line',
          format: 'money',
          tone: 'success',
          value: (d) => d.commission,
        },
        {
          key: 'orders',
          title: t('promotion.trend.orders'),
          chartTitle: t('promotion.trend.ordersChart'),
          kind: 'bar',
          format: 'count',
          tone: 'primary',
          value: (d) => d.orders,
        },
      ]}
      summary={t('promotion.trend.totals', { commission: formatYuan(commission), orders })}
      labelEvery={range === 30 ? 5 : 1}
      tableMaxHeight={range === 30 ? 360 : undefined}
      chartHeight={180}
      extra={<RangeTabs range={range} onRangeChange={setRange} />}
    />
  );
}

function StatusLine({ status }: { status: SectionRead<InviteSummary> }) {
  const t = useT();
  if (status.error && !status.data)
    return <ErrorState size="sm" description={status.error} onRetry={status.onRetry} retrying={status.retrying} />;
  const data = status.data;
  return (
    <>
      <StaleReadAlert error={status.error} shown={data} onRetry={status.onRetry} retrying={status.retrying} />
      <section
        aria-label={t('promotion.status.title')}
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm shadow-xs"
      >
        {data ? (
          <>
            <span className="flex items-center gap-2">
              {t('promotion.status.title')}
              <Tag tone={data.enabled ? 'success' : 'neutral'} size="sm" data-testid="promotion-status">
                {data.enabled ? t('promotion.status.on') : t('promotion.status.off')}
              </Tag>
            </span>
            <span className="text-fg-muted">
              {t('promotion.status.rate')} <span className="font-semibold text-fg tabular-nums">{data.rate}%</span>
            </span>
            <span className="text-fg-muted">
              {t('promotion.invite.code')} <span className="font-mono font-semibold text-fg">{data.inviteCode}</span>
            </span>
            <span className="flex min-w-0 items-center gap-1 text-fg-muted">
              {/* The label stays whole (it broke as 邀请链 / 接 on a phone); the link gives way. */}
              <span className="shrink-0">{t('promotion.invite.link')}</span>
              <span className="min-w-0 truncate font-mono text-xs text-fg">{data.link}</span>
              <CopyButton text={data.link} label={t('promotion.invite.link')} iconOnly />
            </span>
          </>
        ) : (
          <Skeleton height={20} width="70%" />
        )}
      </section>
    </>
  );
}

function Figure({
  label,
  value,
  error,
  money = false,
  testId,
}: {
  label: ReactNode;
  value?: number;
  error?: string | null;
  money?: boolean;
  testId?: string;
}) {
  const shown = error && value === undefined ? null : value;
  return (
    <div className="rounded-lg border border-line bg-surface p-3 shadow-xs">
      {money ? (
        <MoneyFigure label={label} value={shown} testId={testId} />
      ) : (
        <div className="flex flex-col gap-1">
          <span className="text-sm text-fg-muted">{label}</span>
          {shown === undefined ? (
            <Skeleton width={64} height={24} />
          ) : (
            <span className="text-xl font-semibold tabular-nums text-fg" data-testid={testId}>
              {shown === null ? '—' : shown}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

function CollectCard(props: PromotionViewProps) {
  const { collect, done, links } = props;
  const t = useT();
  return (
    <section aria-labelledby="collect-title" className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5">
      <SectionTitle>
        <span id="collect-title">{t('promotion.collect.title')}</span>
      </SectionTitle>
      {done ? (
        <Alert tone="success" role="status" title={t('promotion.collect.doneTitle')}>
          <span data-testid="collect-done">
            {t('promotion.collect.doneText', { amount: formatYuan(done.amount) })}{' '}
            <span data-testid="collect-balance-after" className="font-semibold tabular-nums">
              {formatYuan(done.balanceAfter)}
            </span>
          </span>{' '}
          <UiLink href={links.fundLog} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
            {t('promotion.collect.fundLog')}
          </UiLink>
        </Alert>
      ) : null}
      <StaleReadAlert error={collect.error} shown={collect.data} onRetry={collect.onRetry} retrying={collect.retrying} />
      {collect.data ? (
        <CollectForm {...props} summary={collect.data} key={props.allAmount} />
      ) : collect.error ? (
        <ErrorState size="sm" description={collect.error} onRetry={collect.onRetry} retrying={collect.retrying} />
      ) : (
        <Skeleton height={72} />
      )}
    </section>
  );
}

function CollectForm({
  summary,
  checkAmount,
  allAmount,
  onCollect,
  collecting = false,
  collectError,
  repeat,
  onConfirmRepeat,
  onCancelRepeat,
}: PromotionViewProps & { summary: CollectSummary }) {
  const t = useT();
  const ago = useAgo();
  const [amount, setAmount] = useState(allAmount);
  const [problem, setProblem] = useState<string | null>(null);
  const nothing = summary.collectable < summary.minimum;
  const message = (p: AmountProblem) =>
    p === 'belowMinimum'
      ? t('promotion.collect.belowMinimum', { amount: formatYuan(summary.minimum) })
      : p === 'overAvailable'
        ? t('promotion.collect.overCollectable', { amount: formatYuan(summary.collectable) })
        : t('promotion.collect.invalid');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (collecting) return;
    const checked = checkAmount(amount);
    if (checked.problem || checked.amount === null) {
      setProblem(message(checked.problem ?? 'invalid'));
      (event.currentTarget.querySelector('[name="amount"]') as HTMLElement | null)?.focus();
      return;
    }
    setProblem(null);
    try {
      await onCollect(checked.amount);
    } catch {
      // collectError says why; the amount stays.
    }
  };
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-start">
      <div className="grid grid-cols-3 gap-3">
        <MoneyFigure label={t('promotion.collect.collectable')} value={summary.collectable} strong testId="collectable" />
        <MoneyFigure label={t('promotion.collect.pending')} value={summary.pending} hint={t('promotion.collect.pendingHint')} />
        <MoneyFigure label={t('promotion.collect.minimum')} value={summary.minimum} />
      </div>
      {nothing ? (
        <p className="text-sm text-fg-muted" data-testid="collect-nothing">
          {summary.collectable > 0
            ? t('promotion.collect.notEnough', { amount: formatYuan(summary.minimum) })
            : t('promotion.collect.none')}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('promotion.collect.title')} className="flex flex-col gap-3">
          <RefusedAlert title={t('promotion.collect.refused')} message={collectError} />
          {repeat ? (
            <RepeatWarning
              text={t('promotion.collect.repeat', { when: ago(repeat.minutes) })}
              onConfirm={onConfirmRepeat}
              onCancel={onCancelRepeat}
              busy={collecting}
            />
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <FormField label={t('promotion.collect.amount')} error={problem} required className="min-w-0 flex-1">
              <AmountInput value={amount} onChange={setAmount} all={{ amount: allAmount, label: t('promotion.collect.all') }} />
            </FormField>
            <Button type="submit" variant="primary" loading={collecting} className="sm:mt-6">
              {t('promotion.collect.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function DetailsTable({ details }: { details: SectionRead<Commission[]> }) {
  const t = useT();
  const [status, setStatus] = useState<CommissionStatus | ''>('');
  const rows = (details.data ?? []).filter((row) => !status || row.status === status);
  const columns: TableColumn<Commission>[] = [
    {
      key: 'createdAt',
      mobile: 'time',
      title: t('promotion.details.col.time'),
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums whitespace-nowrap text-fg-muted">{row.createdAt}</span>,
    },
    {
      key: 'goodsName',
      mobile: 'title',
      title: t('promotion.details.col.order'),
      render: (row) => (
        <span className="flex flex-col">
          <span className="text-fg">{row.goodsName}</span>
          <span className="font-mono text-xs text-fg-muted">{row.orderNo}</span>
        </span>
      ),
    },
    { key: 'invitee', mobile: 'meta', title: t('promotion.details.col.invitee'), hideBelow: 'sm' },
    {
      key: 'orderAmount',
      mobile: 'meta',
      title: t('promotion.details.col.amount'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => <span className="tabular-nums">{formatYuan(row.orderAmount)}</span>,
    },
    {
      key: 'commission',
      mobile: 'amount',
      title: t('promotion.details.col.commission'),
      align: 'right',
      render: (row) => <span className="font-medium tabular-nums text-success-fg">+{formatYuan(row.commission)}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('promotion.details.col.status'),
      render: (row) => (
        <Tag tone={COMMISSION_TONE[row.status]} size="sm">
          {t(`promotion.commission.${row.status}`)}
        </Tag>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3 pt-3">
      <Tabs
        variant="segment"
        size="sm"
        aria-label={t('promotion.details.filter')}
        value={status}
        onValueChange={(value) => setStatus(value as CommissionStatus | '')}
        items={[
          { value: '', label: t('promotion.details.all') },
          ...(['collectable', 'pending', 'collected'] as const).map((s) => ({ value: s, label: t(`promotion.commission.${s}`) })),
        ]}
      />
      <p className="text-xs text-fg-muted">{t('promotion.details.hint')}</p>
      <StaleReadAlert error={details.error} rows={details.data ? rows : undefined} onRetry={details.onRetry} retrying={details.retrying} />
      <Table
        caption={t('promotion.details.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={details.loading || (!details.data && !details.error)}
        error={details.error && !details.data ? details.error : undefined}
        onRetry={details.onRetry}
        retrying={details.retrying}
        empty={<EmptyState title={t('promotion.details.emptyTitle')} description={t('promotion.details.emptyText')} />}
      />
    </div>
  );
}

function CollectsTable({ collects }: { collects: RecordList<CollectRecord> }) {
  const t = useT();
  const columns: TableColumn<CollectRecord>[] = [
    {
      key: 'createdAt',
      mobile: 'title',
      title: t('promotion.collects.col.time'),
      render: (row) => <span className="tabular-nums whitespace-nowrap">{row.createdAt}</span>,
    },
    {
      key: 'amount',
      mobile: 'amount',
      title: t('promotion.collects.col.amount'),
      align: 'right',
      render: (row) => <span className="font-medium tabular-nums text-success-fg">+{formatYuan(row.amount)}</span>,
    },
    {
      key: 'balanceAfter',
      mobile: 'meta',
      title: t('promotion.collects.col.balanceAfter'),
      align: 'right',
      render: (row) => <span className="tabular-nums">{formatYuan(row.balanceAfter)}</span>,
    },
  ];
  return (
    <div className="pt-3">
      <PagedTable
        caption={t('promotion.collects.title')}
        read={collects}
        rows={collects.items}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={<EmptyState title={t('promotion.collects.emptyTitle')} description={t('promotion.collects.emptyText')} />}
      />
    </div>
  );
}

function GoodsTable({ goods }: { goods: PromotionViewProps['goods'] }) {
  const t = useT();
  const { keyword, onKeywordChange } = goods;
  const columns: TableColumn<ShareGoods>[] = [
    {
      key: 'name',
      mobile: 'title',
      title: t('promotion.goods.col.name'),
      wrap: true,
      render: (row) => (
        <span className="flex items-center gap-2">
          <img src={row.cover} alt="" width={32} height={32} className="size-8 shrink-0 rounded-sm border border-line object-cover" />
          <span className="text-fg">{row.name}</span>
        </span>
      ),
    },
    {
      key: 'price',
      mobile: 'meta',
      title: t('promotion.goods.col.price'),
      align: 'right',
      render: (row) => <span className="tabular-nums">{formatYuan(row.price)}</span>,
    },
    {
      key: 'cost',
      mobile: 'meta',
      title: t('promotion.goods.col.cost'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums text-fg-muted">{formatYuan(row.cost)}</span>,
    },
    {
      key: 'earning',
      mobile: 'amount',
      title: t('promotion.goods.col.earning'),
      align: 'right',
      render: (row) => <span className="font-medium tabular-nums text-success-fg">{formatYuan(row.earning)}</span>,
    },
    {
      key: 'link',
      mobile: 'actions',
      title: t('promotion.goods.col.link'),
      align: 'right',
      render: (row) => (
        <CopyButton text={row.link} label={t('promotion.goods.linkOf', { name: row.name })} variant="secondary">
          {t('promotion.copy')}
        </CopyButton>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3 pt-3">
      <KeywordSearch
        label={t('promotion.goods.search')}
        fieldLabel={t('promotion.goods.keyword')}
        name="goodsKeyword"
        placeholder={t('promotion.goods.keywordPlaceholder')}
        keyword={keyword}
        onKeywordChange={onKeywordChange}
      />
      <PagedTable
        caption={t('promotion.goods.title')}
        read={goods}
        rows={goods.items}
        columns={columns}
        rowKey={(row) => String(row.goodsId)}
        empty={
          <EmptyState
            title={t('promotion.goods.emptyTitle')}
            action={
              keyword ? (
                <Button variant="secondary" onClick={() => onKeywordChange('')}>
                  {t('promotion.showAll')}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </div>
  );
}
