import { useState, type FormEvent } from 'react';
import type { CdkInfo, CdkRedemption, InputField } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconGift } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';
import { CardKeyList } from '../orders/CardKeys/CardKeyList.tsx';
import type { WithShownCards } from '../orders/CardKeys/CardKey.tsx';

export type CdkStatus = CdkInfo['status'];
/** A redemption with its delivered keys ready to show (masked until revealed). */
export type ShownRedemption = WithShownCards<CdkRedemption>;

export const CDK_STATUS_TONE: Record<CdkStatus, Tone> = { unused: 'success', used: 'neutral', expired: 'warning', void: 'danger' };
export const REDEMPTION_TONE: Record<CdkRedemption['status'], Tone> = { success: 'success', processing: 'info', failed: 'danger' };

/** What a redemption sends: the account, the goods' other inputs and a contact. */
export interface CdkRedeemRequest {
  account: string;
  contact: string;
  inputs: Record<string, string>;
}

/** What a key is worth and where it stands. */
export function CdkSummary({ info, title, description }: { info: CdkInfo; title?: string; description?: string }) {
  const t = useT();
  return (
    <section
      aria-label={t('cdk.info.title')}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
      data-testid="cdk-summary"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-warning-soft text-warning-fg">
          <IconGift size={24} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold text-fg">
            {title ?? (info.kind === 'balance' ? t('cdk.info.balanceTitle', { amount: formatYuan(info.value) }) : info.goodsName)}
          </p>
          {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        <Tag tone={CDK_STATUS_TONE[info.status]} data-testid="cdk-status">
          {t(`cdk.status.${info.status}`)}
        </Tag>
      </div>
      <DescriptionList
        columns={2}
        items={[
          { key: 'code', label: t('cdk.info.code'), value: <span className="font-mono">{info.code}</span> },
          { key: 'kind', label: t('cdk.info.kind'), value: t(`cdk.kind.${info.kind}`) },
          {
            key: 'value',
            label: t('cdk.info.value'),
            value: (
              <span className="font-semibold tabular-nums" data-testid="cdk-value">
                {info.kind === 'balance' ? formatYuan(info.value) : `${info.goodsName ?? ''}（${formatYuan(info.value)}）`}
              </span>
            ),
          },
          { key: 'expires', label: t('cdk.info.expiresAt'), value: <span className="tabular-nums">{info.expiresAt}</span> },
        ]}
      />
    </section>
  );
}

/** A key that cannot be redeemed says why (used, expired, void), with the way to its redemptions. */
export function CdkRefusal({ status, orderHref }: { status: Exclude<CdkStatus, 'unused'>; orderHref?: string }) {
  const t = useT();
  return (
    <Alert tone={status === 'used' ? 'info' : 'warning'} role="alert" title={t(`cdk.refused.${status}.title`)}>
      {t(`cdk.refused.${status}.text`)}{' '}
      {orderHref && status === 'used' ? (
        <UiLink href={orderHref} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
          {t('cdk.refused.seeOrders')}
        </UiLink>
      ) : null}
    </Alert>
  );
}

function safeTest(pattern: string | null, value: string): boolean {
  if (pattern === null) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // the server checks it
  }
}

function FieldControl({ field, value, onChange }: { field: InputField; value: string; onChange: (value: string) => void }) {
  const t = useT();
  const name = field.name === 'account' ? 'account' : `inputs.${field.name}`;
  if (field.type === 'select' || field.type === 'radio' || field.type === 'checkbox')
    return (
      <Select
        name={name}
        value={value}
        placeholder={field.placeholder || t('cdk.form.choose')}
        options={field.options.map((option) => ({ value: option, label: option }))}
        onChange={(next) => onChange(next)}
      />
    );
  if (field.type === 'password')
    return (
      <PasswordInput
        name={name}
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder={field.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <Input
      name={name}
      value={value}
      maxLength={100}
      inputMode={field.type === 'number' ? 'numeric' : undefined}
      placeholder={field.placeholder}
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface CdkRedeemFormProps {
  info: CdkInfo;
  onRedeem: (request: CdkRedeemRequest) => unknown;
  redeeming?: boolean;
  /** The server's msg of a refused redemption; what was typed stays. */
  redeemError?: string | null;
}

/**
 * The redeem form of a key: balance keys ask for the account to credit (login name, bound mobile or
 * e-mail); goods keys ask for what the goods needs — its recharge inputs (the account input first) and
 * a contact, or only a contact for card goods (their keys come back at once).
 */
export function CdkRedeemForm({ info, onRedeem, redeeming = false, redeemError }: CdkRedeemFormProps) {
  const t = useT();
  const accountField = info.inputs.find((f) => f.name === 'account');
  const others = info.inputs.filter((f) => f.name !== 'account');
  const contactAsked = info.kind === 'goods' && accountField !== undefined;
  const [account, setAccount] = useState('');
  const [contact, setContact] = useState('');
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const accountLabel = accountField?.label ?? (info.kind === 'balance' ? t('cdk.form.account') : t('cdk.form.receiver'));
  const accountHint = info.kind === 'balance' ? t('cdk.form.accountHint') : accountField ? undefined : t('cdk.form.receiverHint');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeeming) return;
    const found: Record<string, string> = {};
    const typed = account.trim();
    if (typed === '') found.account = t('cdk.form.required', { label: accountLabel });
    else if (accountField && !safeTest(accountField.pattern, typed))
      found.account = accountField.errorText || t('cdk.form.invalid', { label: accountLabel });
    for (const field of others) {
      const value = (inputs[field.name] ?? '').trim();
      if (value === '' && field.required) found[`inputs.${field.name}`] = t('cdk.form.required', { label: field.label });
      else if (value !== '' && !safeTest(field.pattern, value))
        found[`inputs.${field.name}`] = field.errorText || t('cdk.form.invalid', { label: field.label });
    }
    if (contactAsked && info.contactKind !== 'any' && contact.trim() === '')
      found.contact = t('cdk.form.required', { label: t('cdk.form.contact') });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      (event.currentTarget.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
      return;
    }
    const clean = Object.fromEntries(others.map((f) => [f.name, (inputs[f.name] ?? '').trim()]).filter(([, v]) => v !== ''));
    try {
      await onRedeem({ account: typed, contact: contact.trim(), inputs: clean });
    } catch {
      // redeemError says why; the form keeps what was typed.
    }
  };

  return (
    <form
      noValidate
      aria-label={t('cdk.form.title')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <h2 className="text-base font-semibold text-fg">{t('cdk.form.title')}</h2>
      {redeemError ? (
        <Alert tone="danger" role="alert" title={t('cdk.form.refused')}>
          {redeemError}
        </Alert>
      ) : null}
      <FormField label={accountLabel} hint={accountHint} error={errors.account} required>
        {accountField ? (
          <FieldControl field={accountField} value={account} onChange={setAccount} />
        ) : (
          <Input name="account" value={account} maxLength={50} autoComplete="username" onChange={(e) => setAccount(e.target.value)} />
        )}
      </FormField>
      {others.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          error={errors[`inputs.${field.name}`]}
          required={field.required}
          optional={!field.required}
        >
          <FieldControl
            field={field}
            value={inputs[field.name] ?? ''}
            onChange={(value) => setInputs((current) => ({ ...current, [field.name]: value }))}
          />
        </FormField>
      ))}
      {contactAsked ? (
        <FormField
          label={t('cdk.form.contact')}
          hint={t(`cdk.form.contactHint.${info.contactKind ?? 'any'}`)}
          error={errors.contact}
          required={info.contactKind !== 'any'}
          optional={info.contactKind === 'any'}
        >
          <Input name="contact" value={contact} maxLength={50} onChange={(e) => setContact(e.target.value)} />
        </FormField>
      ) : null}
      <Button type="submit" variant="primary" size="lg" loading={redeeming} className="self-start">
        {t('cdk.form.submit')}
      </Button>
    </form>
  );
}

/** A redemption just made: what happened, where it went, and the keys it delivered. */
export function CdkDone({
  redemption,
  links,
}: {
  redemption: ShownRedemption;
  links: { order: string; fundLog?: string; orderQuery?: string };
}) {
  const t = useT();
  return (
    <section
      aria-label={t('cdk.done.title')}
      className="flex flex-col gap-4 rounded-lg border border-success-line bg-success-soft/40 p-4 sm:p-5"
      data-testid="cdk-done"
    >
      <Alert tone={redemption.status === 'failed' ? 'danger' : 'success'} role="status" title={t(`cdk.done.${redemption.status}`)}>
        <span data-testid="cdk-done-message">{redemption.message}</span>
      </Alert>
      <DescriptionList
        columns={2}
        items={[
          // A card goods' keys went to a receiver, nothing was recharged there.
          {
            key: 'account',
            label: redemption.cards.length > 0 ? t('cdk.form.receiver') : t('cdk.done.account'),
            value: redemption.account,
          },
          { key: 'value', label: t('cdk.info.value'), value: formatYuan(redemption.value) },
          { key: 'time', label: t('cdk.done.time'), value: redemption.createdAt },
          ...(redemption.orderNo
            ? [{ key: 'orderNo', label: t('cdk.done.orderNo'), value: <span className="font-mono">{redemption.orderNo}</span> }]
            : []),
        ]}
      />
      {redemption.cards.length > 0 ? <CardKeyList cards={redemption.cards} fileName={redemption.orderNo ?? 'cdk'} /> : null}
      <div className="flex flex-wrap gap-3 text-sm">
        {redemption.orderNo && links.orderQuery ? (
          <UiLink href={links.orderQuery} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
            {t('cdk.done.seeOrder')}
          </UiLink>
        ) : null}
        {redemption.orderNo === null && links.fundLog ? (
          <UiLink href={links.fundLog} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
            {t('cdk.done.fundLog')}
          </UiLink>
        ) : null}
        <UiLink href={links.order} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
          {t('cdk.done.history')}
        </UiLink>
      </div>
    </section>
  );
}

/** The code box of the recharge and order pages: typed freely, read by the app's rule (case and spaces do not matter). */
export function CdkCodeForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  busy = false,
  error,
  readCode,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (code: string) => void;
  busy?: boolean;
  error?: string | null;
  /** The code in its checked form, or null when it cannot be one (the app passes session's rule). */
  readCode: (text: string) => string | null;
}) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      role="search"
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-xs sm:flex-row sm:items-start sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const code = readCode(text);
        if (code === null) {
          setProblem(text.trim() === '' ? t('cdk.code.required') : t('cdk.code.format'));
          return;
        }
        setProblem(null);
        setText(code);
        onSubmit(code);
      }}
    >
      <FormField label={label} error={problem ?? error ?? undefined} required className="min-w-0 flex-1">
        <Input
          name="code"
          value={text}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          className="font-mono uppercase"
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="primary" loading={busy} className="sm:mt-6">
        {submitLabel}
      </Button>
    </form>
  );
}
