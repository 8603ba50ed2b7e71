import type { FundLog, FundType } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconArrowDown, IconArrowUp, IconBank, IconReceipt, IconTransfer, IconWallet } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { PagedListState } from '#ui/page/readState.ts';
import { LinkButton, MoneyFigure, SignedYuan } from '../shared/MoneyParts.tsx';
import { RecordsEmpty, RecordsSection } from '../shared/MoneyRecords.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { Page } from '#ui/page/Page.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';

export const FUND_TYPES = [
  'recharge',
  'purchase',
  'refund',
  'transfer_in',
  'transfer_out',
  'commission',
  'withdrawal',
] as const satisfies readonly FundType[];

export const FUND_TONE: Record<FundType, Tone> = {
  recharge: 'success',
  purchase: 'neutral',
  refund: 'info',
  transfer_in: 'success',
  transfer_out: 'warning',
  commission: 'primary',
  withdrawal: 'warning',
};

export interface FundLogFilters {
  type: FundType | '';
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
  keyword: string;
}

export const NO_FUND_FILTERS: FundLogFilters = { type: '', startDate: '', endDate: '', keyword: '' };

export interface AccountMoneyViewProps extends PagedListState {
  /** The balance now: available and frozen (a withdrawal in progress). undefined while it loads. */
  summary?: { balance: number; frozen: number };
  /** Why the balance could not be read. */
  summaryError?: string | null;
  /** Reads the balance again after `summaryError`. */
  onSummaryRetry?: () => void;
  /** This page of the fund log, newest first. */
  entries?: FundLog[];
  /** What came in and went out under the filters (all pages). */
  income?: number;
  expense?: number;
  filters: FundLogFilters;
  onFiltersChange: (filters: FundLogFilters) => void;
  links: { recharge: string; withdraw: string; transfer: string; payInfo: string };
}

/**
 * `/inside/accountmoney`: the balance (available and frozen), the ways to move it, and the fund log —
 * one line per balance change with what it was, the amount in or out and the balance after it —
 * filtered by kind, date range and text, paged by the server.
 */
export function AccountMoneyView(props: AccountMoneyViewProps) {
  const { summary, summaryError, onSummaryRetry, entries, income, expense, filters, onFiltersChange, links } = props;
  const { total = 0 } = props;
  const t = useT();
  const { draft, setDraft, set, filtered, bar } = useFilterDraft(filters, onFiltersChange, NO_FUND_FILTERS);
  const typeLabel = (type: FundType) => t(`money.fund.type.${type}`);

  const columns: TableColumn<FundLog>[] = [
    {
      key: 'createdAt',
      mobile: 'time',
      title: t('money.fund.col.time'),
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums whitespace-nowrap text-fg-muted">{row.createdAt}</span>,
    },
    {
      key: 'type',
      mobile: 'title',
      title: t('money.fund.col.type'),
      render: (row) => (
        <span className="flex flex-col items-start gap-1">
          <Tag tone={FUND_TONE[row.type]} size="sm" data-type={row.type}>
            {typeLabel(row.type)}
          </Tag>
          {/* Tablets: the time and the text under the kind (their columns are off-screen); a phone's card shows both. */}
          <span data-table-only="" className="text-xs tabular-nums text-fg-muted md:hidden">
            {row.createdAt}
          </span>
          <span data-table-only="" className="max-w-48 text-xs break-words text-fg-muted lg:hidden">
            {row.remark}
          </span>
        </span>
      ),
    },
    {
      key: 'flow',
      mobile: 'hidden',
      title: t('money.fund.col.flow'),
      hideBelow: 'sm',
      render: (row) =>
        row.amount > 0 ? (
          <span className="inline-flex items-center gap-1 text-success-fg">
            <IconArrowDown size={14} /> {t('money.fund.in')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-fg-muted">
            <IconArrowUp size={14} /> {t('money.fund.out')}
          </span>
        ),
    },
    {
      key: 'amount',
      mobile: 'amount',
      title: t('money.fund.col.amount'),
      align: 'right',
      render: (row) => <SignedYuan value={row.amount} className="whitespace-nowrap" />,
    },
    {
      key: 'balanceAfter',
      mobile: 'meta',
      title: t('money.fund.col.balanceAfter'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => (
        <span className="tabular-nums whitespace-nowrap" data-field="balance-after">
          {formatYuan(row.balanceAfter)}
        </span>
      ),
    },
    {
      key: 'remark',
      mobile: 'meta',
      title: t('money.fund.col.remark'),
      hideBelow: 'lg',
      wrap: true,
      render: (row) => (
        <span className="flex flex-col">
          <span className="text-fg">{row.remark}</span>
          {row.orderNo ? <span className="font-mono text-xs text-fg-muted">{row.orderNo}</span> : null}
        </span>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader icon={<IconWallet size={20} />} title={t('route.inside.accountmoney')} subtitle={t('money.account.subtitle')} />

      <section
        aria-label={t('money.account.summary')}
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div className="grid grid-cols-2 gap-4 sm:flex sm:gap-10">
          <MoneyFigure
            label={t('money.account.available')}
            value={summaryError && !summary ? null : summary?.balance}
            strong
            testId="available-balance"
          />
          <MoneyFigure
            label={t('money.account.frozen')}
            value={summaryError && !summary ? null : summary?.frozen}
            hint={t('money.account.frozenHint')}
            testId="frozen-balance"
          />
        </div>
        <nav aria-label={t('money.account.actions')} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <LinkButton href={links.recharge} primary icon={<IconWallet size={16} />}>
            {t('money.account.recharge')}
          </LinkButton>
          <LinkButton href={links.withdraw} icon={<IconBank size={16} />}>
            {t('money.account.withdraw')}
          </LinkButton>
          <LinkButton href={links.transfer} icon={<IconTransfer size={16} />}>
            {t('money.account.transfer')}
          </LinkButton>
          <LinkButton href={links.payInfo} icon={<IconReceipt size={16} />}>
            {t('money.account.payInfo')}
          </LinkButton>
        </nav>
      </section>
      {summaryError ? (
        <Alert
          tone="danger"
          role="alert"
          action={
            onSummaryRetry ? (
              <Button size="sm" variant="secondary" onClick={onSummaryRetry}>
                {t('ui.error.retry')}
              </Button>
            ) : null
          }
        >
          {summaryError}
        </Alert>
      ) : null}

      <RecordsSection
        title={t('money.fund.title')}
        read={props}
        rows={entries}
        columns={columns}
        filters={
          <>
            <FilterBar label={t('money.fund.filters')} {...bar}>
              <KeywordFilter
                label={t('money.fund.keyword')}
                value={draft.keyword}
                onChange={(value) => set('keyword', value)}
                placeholder={t('money.fund.keywordPlaceholder')}
              />
              <SelectFilter
                label={t('money.fund.typeFilter')}
                name="type"
                value={draft.type}
                onChange={(value) => set('type', value)}
                allLabel={t('money.fund.typeAll')}
                options={FUND_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              />
              <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
            </FilterBar>
            {/* The totals' line is there from the first render, empty while the log loads: the table below
                does not move down when they arrive (a layout shift on a phone). */}
            <p className="flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted" aria-live="polite" data-testid="fund-totals">
              {entries && income !== undefined && expense !== undefined ? (
                <>
                  <span>{t('money.fund.count', { count: total })}</span>
                  <span>
                    {t('money.fund.income')} <span className="font-medium text-success-fg tabular-nums">{formatYuan(income)}</span>
                  </span>
                  <span>
                    {t('money.fund.expense')} <span className="font-medium text-fg tabular-nums">{formatYuan(expense)}</span>
                  </span>
                </>
              ) : null}
            </p>
          </>
        }
        empty={
          <RecordsEmpty
            filtered={filtered}
            title={t('money.fund.emptyTitle')}
            text={t('money.fund.emptyText')}
            filteredTitle={t('money.fund.emptyFiltered')}
            filteredText={t('money.fund.emptyFilteredText')}
            onShowAll={() => onFiltersChange(NO_FUND_FILTERS)}
          />
        }
      />
    </Page>
  );
}
