import { useState, type FormEvent } from 'react';
import type { Withdrawal } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconBank } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { MoneyFigure, NoSalePassword, RepeatWarning, useAgo } from '../shared/MoneyParts.tsx';
import {
  AmountInput,
  focusFirstProblem,
  isSalePwd,
  MoneyFormPage,
  MoneyReceipt,
  RefusedAlert,
  SalePasswordInput,
} from '../shared/MoneyForm.tsx';
import { FilterTabs, RecordsSection } from '../shared/MoneyRecords.tsx';
import type { AmountProblem, RecordList } from '../shared/types.ts';

export type WithdrawChannel = Withdrawal['channel'];
export type WithdrawStatusFilter = '' | Withdrawal['status'];

/** What `getWithdrawConfig` answers. */
export interface WithdrawConfig {
  available: number;
  frozen: number;
  minimum: number;
  /** Percent of the amount. */
  feeRate: number;
  minFee: number;
  inProgress: number;
  salePwdSet: boolean;
  channels: { channel: WithdrawChannel; label: string; manual: boolean }[];
}

/** The app's quote of a typed amount (session's cents rules): the amount, the fee, what arrives, or why not. */
export interface WithdrawQuote {
  amount: number | null;
  fee: number;
  arrives: number;
  problem: AmountProblem | null;
}

export interface WithdrawRequest {
  /** Yuan, two decimals. */
  amount: number;
  channel: WithdrawChannel;
  account: string;
  accountName: string;
  salePwd: string;
}

export interface WithdrawViewProps extends ReadState {
  config?: WithdrawConfig;
  /** Quotes a typed amount (the app passes session's rule). */
  quote: (amountText: string) => WithdrawQuote;
  /** The whole available balance as the amount field shows it ("1288.50"). */
  allAmount: string;
  /** Sends the withdrawal; a returned promise keeps the form busy and, when refused, as typed. */
  onSubmit: (request: WithdrawRequest) => unknown;
  submitting?: boolean;
  /** The server's refusal. */
  submitError?: string | null;
  /** The same withdrawal succeeded `minutes` ago (this tab or another): asked before it is sent again. */
  repeat?: { minutes: number } | null;
  onConfirmRepeat?: () => void;
  onCancelRepeat?: () => void;
  /** The withdrawal just made (the form gives way to its receipt). */
  done?: Withdrawal | null;
  onAnother: () => void;
  records: RecordList<Withdrawal>;
  recordStatus: WithdrawStatusFilter;
  onRecordStatusChange: (status: WithdrawStatusFilter) => void;
  links: { security: string; fundLog: string };
}

const ALIPAY = /^(1[3-9]\d{9}|[^@\s]+@[^@\s]+\.[a-z]{2,})$/i;
const BANK_CARD = /^\d{16,19}$/;

/** Mirrors doWithdraw's account checks (the server checks again). */
function accountProblem(channel: WithdrawChannel, account: string): 'required' | 'alipay' | 'bank' | null {
  const value = account.trim();
  if (!value) return 'required';
  if (channel === 'alipay' && !ALIPAY.test(value)) return 'alipay';
  if (channel === 'bank' && !BANK_CARD.test(value.replace(/\s/g, ''))) return 'bank';
  return null;
}

/**
 * `/inside/collectMoney`: withdraw from the balance to Alipay, WeChat or a bank card (as the server
 * offers): available, minimum, fee and what is in progress; the amount (or all of it), the destination,
 * a summary of the fee and what arrives, the sale password; then my withdrawals with their status.
 */
export function WithdrawView(props: WithdrawViewProps) {
  const { config, done, onAnother, links } = props;
  const t = useT();
  return (
    <MoneyFormPage
      icon={<IconBank size={20} />}
      title={t('route.inside.collectMoney')}
      subtitle={t('money.withdraw.subtitle')}
      read={props}
      data={config}
      errorTitle={t('money.withdraw.errorTitle')}
      loadingLabel={t('money.withdraw.loading')}
      heights={[96, 320]}
      records={<WithdrawRecords {...props} />}
    >
      {(shown) => (
        <>
          <section
            aria-label={t('money.withdraw.summary')}
            className="grid grid-cols-2 gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:grid-cols-4 sm:p-5"
          >
            <MoneyFigure label={t('money.withdraw.available')} value={shown.available} strong testId="withdraw-available" />
            <MoneyFigure label={t('money.withdraw.inProgress')} value={shown.inProgress} />
            <MoneyFigure label={t('money.withdraw.minimum')} value={shown.minimum} />
            <div className="flex min-w-0 flex-col gap-1">
              <span className="text-sm text-fg-muted">{t('money.withdraw.fee')}</span>
              <span className="text-xl font-semibold text-fg tabular-nums">{t('money.withdraw.feeRate', { rate: shown.feeRate })}</span>
              <span className="text-xs text-fg-muted">{t('money.withdraw.minFee', { amount: formatYuan(shown.minFee) })}</span>
            </div>
          </section>
          {done ? (
            <WithdrawReceipt done={done} onAnother={onAnother} fundLog={links.fundLog} config={shown} />
          ) : (
            <WithdrawForm {...props} config={shown} />
          )}
        </>
      )}
    </MoneyFormPage>
  );
}

function WithdrawForm({
  config,
  quote,
  allAmount,
  onSubmit,
  submitting = false,
  submitError,
  repeat,
  onConfirmRepeat,
  onCancelRepeat,
  links,
}: WithdrawViewProps & { config: WithdrawConfig }) {
  const t = useT();
  const ago = useAgo();
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<WithdrawChannel | null>(config.channels[0]?.channel ?? null);
  const [account, setAccount] = useState('');
  const [accountName, setAccountName] = useState('');
  const [salePwd, setSalePwd] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'channel' | 'account' | 'accountName' | 'salePwd', string>>>({});
  const quoted = quote(amount);
  const chosen = config.channels.find((c) => c.channel === channel);

  const amountMessage = (problem: AmountProblem) =>
    problem === 'belowMinimum'
      ? t('money.withdraw.belowMinimum', { amount: formatYuan(config.minimum) })
      : problem === 'overAvailable'
        ? t('money.withdraw.overAvailable', { amount: formatYuan(config.available) })
        : t('money.amount.invalid');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next: typeof errors = {};
    if (quoted.problem) next.amount = amountMessage(quoted.problem);
    if (!channel) next.channel = t('money.withdraw.channelRequired');
    const problem = channel ? accountProblem(channel, account) : null;
    if (problem) next.account = t(`money.withdraw.account.${problem}`);
    if (!accountName.trim()) next.accountName = t('money.withdraw.accountNameRequired');
    if (!isSalePwd(salePwd)) next.salePwd = t('money.salePwd.format');
    setErrors(next);
    if (focusFirstProblem(event.currentTarget, next)) return;
    if (quoted.amount === null || !channel) return;
    try {
      await onSubmit({ amount: quoted.amount, channel, account: account.trim(), accountName: accountName.trim(), salePwd });
    } catch {
      // submitError says why; everything typed stays.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('money.withdraw.formTitle')}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <RefusedAlert title={t('money.withdraw.refused')} message={submitError} />
      <FormField
        label={t('money.withdraw.amount')}
        hint={t('money.withdraw.amountHint', { min: formatYuan(config.minimum), max: formatYuan(config.available) })}
        error={errors.amount}
        required
      >
        <AmountInput value={amount} onChange={setAmount} all={{ amount: allAmount, label: t('money.withdraw.all') }} />
      </FormField>
      <FormField label={t('money.withdraw.channel')} error={errors.channel} required group>
        <RadioGroup
          name="channel"
          value={channel ?? undefined}
          onValueChange={(value) => {
            setChannel(value as WithdrawChannel);
            setErrors({ ...errors, account: undefined });
          }}
          orientation="vertical"
          options={config.channels.map((c) => ({
            value: c.channel,
            // The server's label may say 人工审核 in brackets: the description says it in full.
            label: c.label.replace(/（.*）$/, ''),
            description: c.manual ? t('money.withdraw.manual') : t('money.withdraw.auto'),
          }))}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t(`money.withdraw.accountLabel.${channel ?? 'alipay'}`)} error={errors.account} required>
          <Input
            name="account"
            autoComplete="off"
            maxLength={50}
            inputMode={channel === 'bank' ? 'numeric' : undefined}
            value={account}
            placeholder={t(`money.withdraw.accountPlaceholder.${channel ?? 'alipay'}`)}
            onChange={(event) => setAccount(event.target.value)}
          />
        </FormField>
        <FormField label={t('money.withdraw.accountName')} error={errors.accountName} required>
          <Input
            name="accountName"
            autoComplete="name"
            maxLength={20}
            value={accountName}
            placeholder={t('money.withdraw.accountNamePlaceholder')}
            onChange={(event) => setAccountName(event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label={t('money.salePwd.label')}
        error={errors.salePwd}
        required
        hint={config.salePwdSet ? t('money.salePwd.hint') : undefined}
      >
        <SalePasswordInput value={salePwd} onChange={setSalePwd} disabled={!config.salePwdSet} />
      </FormField>
      {config.salePwdSet ? null : <NoSalePassword href={links.security} />}
      <div
        className="flex flex-col gap-1 rounded-md bg-surface-muted p-3 text-sm"
        aria-live="polite"
        aria-label={t('money.withdraw.quote')}
        role="group"
        data-testid="withdraw-quote"
      >
        {quoted.problem === null && quoted.amount !== null ? (
          <>
            <span>
              {t('money.withdraw.quoteLine', { amount: formatYuan(quoted.amount), fee: formatYuan(quoted.fee) })}
              {chosen ? ` · ${chosen.manual ? t('money.withdraw.manualShort') : t('money.withdraw.autoShort')}` : ''}
            </span>
            <span className="text-base font-semibold text-fg">
              {t('money.withdraw.arrives')} <span className="tabular-nums text-success-fg">{formatYuan(quoted.arrives)}</span>
            </span>
          </>
        ) : (
          <span className="text-fg-muted">{t('money.withdraw.quoteEmpty')}</span>
        )}
      </div>
      {repeat && onConfirmRepeat && onCancelRepeat ? (
        <RepeatWarning
          text={t('money.repeat.withdraw', { when: ago(repeat.minutes) })}
          onConfirm={onConfirmRepeat}
          onCancel={onCancelRepeat}
          busy={submitting}
        />
      ) : (
        <div>
          <Button type="submit" size="lg" loading={submitting} disabled={!config.salePwdSet} className="min-w-36">
            {t('money.withdraw.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}

function WithdrawReceipt({
  done,
  onAnother,
  fundLog,
  config,
}: {
  done: Withdrawal;
  onAnother: () => void;
  fundLog: string;
  config: WithdrawConfig;
}) {
  const t = useT();
  const label = config.channels.find((c) => c.channel === done.channel)?.label ?? done.channel;
  return (
    <MoneyReceipt
      title={t('money.withdraw.doneTitle')}
      text={done.message}
      anotherLabel={t('money.withdraw.another')}
      onAnother={onAnother}
      fundLog={fundLog}
      items={[
        { key: 'amount', label: t('money.withdraw.col.amount'), value: formatYuan(done.amount) },
        { key: 'fee', label: t('money.withdraw.col.fee'), value: formatYuan(done.fee) },
        {
          key: 'actual',
          label: t('money.withdraw.col.actual'),
          value: <span data-testid="withdraw-actual">{formatYuan(done.actual)}</span>,
        },
        { key: 'to', label: t('money.withdraw.col.to'), value: `${label} ${done.account}（${done.accountName}）` },
        { key: 'time', label: t('money.withdraw.col.createdAt'), value: done.createdAt },
        { key: 'status', label: t('money.withdraw.col.status'), value: <StatusTag kind="withdrawal" status={done.status} /> },
      ]}
    />
  );
}

function WithdrawRecords({ records, recordStatus, onRecordStatusChange, config }: WithdrawViewProps) {
  const t = useT();
  const labelOf = (channel: WithdrawChannel) =>
    config?.channels.find((c) => c.channel === channel)?.label.replace(/（.*）$/, '') ?? channel;
  const columns: TableColumn<Withdrawal>[] = [
    {
      key: 'amount',
      mobile: 'title',
      title: t('money.withdraw.col.amount'),
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-medium tabular-nums">{formatYuan(row.amount)}</span>
          <span className="text-xs text-fg-muted">
            {t('money.withdraw.feeAndActual', { fee: formatYuan(row.fee), actual: formatYuan(row.actual) })}
          </span>
          <span data-table-only="" className="text-xs tabular-nums text-fg-muted md:hidden">
            {row.createdAt}
          </span>
        </span>
      ),
    },
    {
      key: 'to',
      mobile: 'meta',
      title: t('money.withdraw.col.to'),
      hideBelow: 'md',
      render: (row) => (
        <span className="flex flex-col">
          <span>
            {labelOf(row.channel)} · {t(`money.withdraw.mode.${row.mode}`)}
          </span>
          <span className="text-xs text-fg-muted">
            {row.account}（{row.accountName}）
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('money.withdraw.col.status'),
      wrap: true,
      render: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span data-status={row.status}>
            <StatusTag kind="withdrawal" status={row.status} />
          </span>
          <span className="max-w-56 text-xs break-words text-fg-muted">{row.message}</span>
        </span>
      ),
    },
    {
      key: 'times',
      mobile: 'time',
      title: t('money.withdraw.col.createdAt'),
      hideBelow: 'md',
      render: (row) => (
        <span className="flex flex-col text-xs tabular-nums whitespace-nowrap text-fg-muted">
          <span>{row.createdAt}</span>
          {row.finishedAt ? <span>{t('money.withdraw.finishedAt', { time: row.finishedAt })}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <RecordsSection
      title={t('money.withdraw.records')}
      read={records}
      rows={records.items}
      columns={columns}
      filters={
        <FilterTabs
          label={t('money.withdraw.recordFilter')}
          value={recordStatus}
          values={['', 'processing', 'done', 'failed']}
          onChange={onRecordStatusChange}
          labelOf={(f) => t(`money.withdraw.filter.${f}`)}
        />
      }
      empty={<EmptyState size="sm" title={t('money.withdraw.emptyTitle')} description={t('money.withdraw.emptyText')} />}
    />
  );
}
