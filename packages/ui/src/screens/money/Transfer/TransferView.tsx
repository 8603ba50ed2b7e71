import { useState, type FormEvent } from 'react';
import type { Transfer } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Avatar } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Steps } from '#ui/components/Steps/Steps.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconTransfer } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { MoneyFigure, NoSalePassword, RepeatWarning, SignedYuan, useAgo } from '../shared/MoneyParts.tsx';
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
import type { ReadAmount, RecordList } from '../shared/types.ts';

/** Who a transfer reaches (`getTransferPayee`): names masked. */
export interface TransferPayee {
  to: string;
  matchedBy: 'loginName' | 'mobile' | 'email';
  loginName: string;
  nickname: string;
  avatar: string;
}

export interface TransferRequest {
  /** The payee as typed and confirmed (login name, mobile or e-mail). */
  to: string;
  /** Yuan, two decimals. */
  amount: number;
  remark: string;
  salePwd: string;
}

export type TransferDirectionFilter = '' | Transfer['direction'];

export interface TransferViewProps extends ReadState {
  /** My balance and whether I have a sale password (undefined while it loads). */
  account?: { balance: number; salePwdSet: boolean };
  readAmount: ReadAmount;
  /** Finds the payee before the sale password is asked; rejects when refused (lookupError says why). */
  onLookup: (to: string) => Promise<TransferPayee>;
  lookingUp?: boolean;
  lookupError?: string | null;
  /** The look-up failed on the way (no answer, not a refusal): its alert offers 重试, which looks up what is typed again. */
  lookupRetry?: boolean;
  /** Sends the transfer; a returned promise keeps the form busy and, when refused, as typed. */
  onSubmit: (request: TransferRequest) => unknown;
  submitting?: boolean;
  submitError?: string | null;
  /** The same transfer succeeded `minutes` ago (this tab or another): asked before it is sent again. */
  repeat?: { minutes: number } | null;
  onConfirmRepeat?: () => void;
  onCancelRepeat?: () => void;
  /** The transfer just made and my balance after it. */
  done?: { transfer: Transfer; balance: number; payee: TransferPayee } | null;
  onAnother: () => void;
  records: RecordList<Transfer>;
  recordDirection: TransferDirectionFilter;
  onRecordDirectionChange: (direction: TransferDirectionFilter) => void;
  links: { security: string; fundLog: string };
}

/**
 * `/inside/transMoney`: send balance to another customer by login name, mobile or e-mail. The payee
 * is looked up and shown (masked) first; only then the sale password is asked. My transfers in and
 * out under it.
 */
export function TransferView(props: TransferViewProps) {
  const { account, done, onAnother, links } = props;
  const t = useT();
  return (
    <MoneyFormPage
      icon={<IconTransfer size={20} />}
      title={t('route.inside.transMoney')}
      subtitle={t('money.transfer.subtitle')}
      read={props}
      data={account}
      errorTitle={t('money.transfer.errorTitle')}
      loadingLabel={t('money.transfer.loading')}
      heights={[72, 260]}
      records={<TransferRecords {...props} />}
    >
      {(shown) => (
        <>
          <section aria-label={t('money.transfer.balance')} className="rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5">
            <MoneyFigure label={t('money.transfer.balance')} value={shown.balance} strong testId="transfer-balance" />
          </section>
          {done ? (
            <TransferReceipt done={done} onAnother={onAnother} fundLog={links.fundLog} />
          ) : (
            <TransferForm {...props} account={shown} />
          )}
        </>
      )}
    </MoneyFormPage>
  );
}

function TransferForm({
  account,
  readAmount,
  onLookup,
  lookingUp = false,
  lookupError,
  lookupRetry = false,
  onSubmit,
  submitting = false,
  submitError,
  repeat,
  onConfirmRepeat,
  onCancelRepeat,
  links,
}: TransferViewProps & { account: { balance: number; salePwdSet: boolean } }) {
  const t = useT();
  const ago = useAgo();
  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const [salePwd, setSalePwd] = useState('');
  const [payee, setPayee] = useState<TransferPayee | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'to' | 'amount' | 'salePwd', string>>>({});
  const amount = readAmount(amountText);

  // Changing who or how much after the payee was shown asks again: the password confirms what is on screen.
  const edit = (apply: () => void) => {
    apply();
    if (payee) setPayee(null);
  };

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookingUp) return;
    const problems: typeof errors = {};
    if (!to.trim()) problems.to = t('money.transfer.toRequired');
    if (amount === null || amount <= 0) problems.amount = t('money.amount.invalid');
    else if (amount > account.balance) problems.amount = t('money.transfer.overBalance', { amount: formatYuan(account.balance) });
    setErrors(problems);
    if (focusFirstProblem(event.currentTarget, problems)) return;
    try {
      setPayee(await onLookup(to.trim()));
    } catch {
      // lookupError says why (unknown account …); what was typed stays.
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !payee || amount === null) return;
    if (!isSalePwd(salePwd)) {
      const problems = { salePwd: t('money.salePwd.format') };
      setErrors(problems);
      focusFirstProblem(event.currentTarget, problems);
      return;
    }
    setErrors({});
    try {
      await onSubmit({ to: payee.to, amount, remark: remark.trim(), salePwd });
    } catch {
      // submitError says why; the payee, the amount and the password stay.
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5">
      <Steps
        size="sm"
        current={payee ? 1 : 0}
        items={[
          { title: t('money.transfer.step.fill') },
          { title: t('money.transfer.step.confirm') },
          { title: t('money.transfer.step.done') },
        ]}
      />
      <form noValidate onSubmit={(event) => void next(event)} aria-label={t('money.transfer.formTitle')} className="flex flex-col gap-4">
        {lookupError && !payee ? (
          <Alert
            tone="danger"
            role="alert"
            title={lookupRetry ? undefined : t('money.transfer.lookupRefused')}
            action={
              lookupRetry ? (
                <Button size="sm" variant="secondary" type="submit" loading={lookingUp}>
                  {lookingUp ? t('ui.error.retrying') : t('ui.error.retry')}
                </Button>
              ) : null
            }
          >
            {lookupError}
          </Alert>
        ) : null}
        <FormField label={t('money.transfer.to')} hint={t('money.transfer.toHint')} error={errors.to} required>
          <Input
            name="to"
            autoComplete="off"
            maxLength={50}
            value={to}
            placeholder={t('money.transfer.toPlaceholder')}
            onChange={(event) => edit(() => setTo(event.target.value))}
          />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('money.transfer.amount')} error={errors.amount} required>
            <AmountInput value={amountText} onChange={(text) => edit(() => setAmountText(text))} />
          </FormField>
          <FormField label={t('money.transfer.remark')} optional>
            <Input
              name="remark"
              maxLength={50}
              value={remark}
              placeholder={t('money.transfer.remarkPlaceholder')}
              onChange={(event) => setRemark(event.target.value)}
            />
          </FormField>
        </div>
        {payee ? null : (
          <div>
            <Button type="submit" size="lg" loading={lookingUp} className="min-w-36">
              {t('money.transfer.next')}
            </Button>
          </div>
        )}
      </form>

      {payee && amount !== null ? (
        <form
          noValidate
          onSubmit={(event) => void send(event)}
          aria-label={t('money.transfer.confirmTitle')}
          className="flex flex-col gap-4 border-t border-line pt-4"
        >
          <section
            aria-label={t('money.transfer.payee')}
            className="flex items-center gap-3 rounded-md bg-surface-muted p-3"
            data-testid="payee"
          >
            <Avatar src={payee.avatar} size={44} />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-fg">
                {payee.nickname} <span className="text-fg-muted">（{payee.loginName}）</span>
              </p>
              <p className="text-xs text-fg-muted">{t(`money.transfer.matchedBy.${payee.matchedBy}`, { to: payee.to })}</p>
            </div>
            <div className="text-end">
              <p className="text-xs text-fg-muted">{t('money.transfer.amount')}</p>
              <p className="text-xl font-semibold text-fg tabular-nums">{formatYuan(amount)}</p>
            </div>
          </section>
          <Alert tone="warning">{t('money.transfer.checkPayee')}</Alert>
          <RefusedAlert title={t('money.transfer.refused')} message={submitError} />
          {account.salePwdSet ? (
            <FormField label={t('money.salePwd.label')} hint={t('money.salePwd.hint')} error={errors.salePwd} required>
              <SalePasswordInput value={salePwd} onChange={setSalePwd} />
            </FormField>
          ) : (
            <NoSalePassword href={links.security} />
          )}
          {repeat && onConfirmRepeat && onCancelRepeat ? (
            <RepeatWarning
              text={t('money.repeat.transfer', { when: ago(repeat.minutes), amount: formatYuan(amount), payee: payee.nickname })}
              onConfirm={onConfirmRepeat}
              onCancel={onCancelRepeat}
              busy={submitting}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" loading={submitting} disabled={!account.salePwdSet || Boolean(repeat)} className="min-w-36">
              {t('money.transfer.submit', { amount: formatYuan(amount) })}
            </Button>
            <Button type="button" size="lg" variant="secondary" disabled={submitting} onClick={() => setPayee(null)}>
              {t('money.transfer.back')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function TransferReceipt({
  done,
  onAnother,
  fundLog,
}: {
  done: NonNullable<TransferViewProps['done']>;
  onAnother: () => void;
  fundLog: string;
}) {
  const t = useT();
  return (
    <MoneyReceipt
      title={t('money.transfer.doneTitle')}
      text={t('money.transfer.doneText', { amount: formatYuan(done.transfer.amount), payee: done.payee.nickname })}
      anotherLabel={t('money.transfer.another')}
      onAnother={onAnother}
      fundLog={fundLog}
      items={[
        { key: 'payee', label: t('money.transfer.payee'), value: `${done.payee.nickname}（${done.transfer.counterparty}）` },
        { key: 'amount', label: t('money.transfer.amount'), value: formatYuan(done.transfer.amount) },
        ...(done.transfer.remark ? [{ key: 'remark', label: t('money.transfer.remark'), value: done.transfer.remark }] : []),
        { key: 'time', label: t('money.transfer.col.time'), value: done.transfer.createdAt },
        {
          key: 'balance',
          label: t('money.transfer.balanceAfter'),
          value: <span data-testid="transfer-balance-after">{formatYuan(done.balance)}</span>,
        },
      ]}
    />
  );
}

function TransferRecords({ records, recordDirection, onRecordDirectionChange }: TransferViewProps) {
  const t = useT();
  const columns: TableColumn<Transfer>[] = [
    {
      key: 'direction',
      mobile: 'status',
      title: t('money.transfer.col.direction'),
      render: (row) => (
        <Tag tone={row.direction === 'in' ? 'success' : 'warning'} size="sm" data-direction={row.direction}>
          {t(`money.transfer.direction.${row.direction}`)}
        </Tag>
      ),
    },
    { key: 'counterparty', mobile: 'title', title: t('money.transfer.col.counterparty'), render: (row) => row.counterparty },
    {
      key: 'amount',
      mobile: 'amount',
      title: t('money.transfer.col.amount'),
      align: 'right',
      render: (row) => <SignedYuan value={row.direction === 'in' ? row.amount : -row.amount} />,
    },
    {
      key: 'remark',
      mobile: 'meta',
      title: t('money.transfer.col.remark'),
      hideBelow: 'md',
      wrap: true,
      render: (row) => row.remark || '—',
    },
    {
      key: 'time',
      mobile: 'time',
      title: t('money.transfer.col.time'),
      hideBelow: 'sm',
      render: (row) => <span className="tabular-nums whitespace-nowrap text-fg-muted">{row.createdAt}</span>,
    },
  ];
  return (
    <RecordsSection
      title={t('money.transfer.records')}
      read={records}
      rows={records.items}
      columns={columns}
      filters={
        <FilterTabs
          label={t('money.transfer.recordFilter')}
          value={recordDirection}
          values={['', 'out', 'in']}
          onChange={onRecordDirectionChange}
          labelOf={(f) => t(`money.transfer.filter.${f}`)}
        />
      }
      empty={<EmptyState size="sm" title={t('money.transfer.emptyTitle')} description={t('money.transfer.emptyText')} />}
    />
  );
}
