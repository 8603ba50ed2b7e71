import type { ReactNode } from 'react';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList, type DescriptionItem } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { ReadPage } from '#ui/page/ReadPage.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheck } from '#ui/icons/index.tsx';
import { UiLink } from '#ui/lib/link.tsx';

// The pieces every money form is built of: the amount, the sale password, the server's refusal, the
// receipt that replaces the form, so a transfer, a withdrawal and an upgrade read and behave alike.

/** A sale password is six digits (the server checks it again). */
export const isSalePwd = (value: string) => /^\d{6}$/.test(value);

/**
 * Moves the focus to the first field a check refused (by its `name`); answers whether there was one,
 * so the submit stops there.
 */
export function focusFirstProblem(form: HTMLFormElement, problems: Partial<Record<string, string>>): boolean {
  const first = Object.keys(problems)[0];
  if (!first) return false;
  (form.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
  return true;
}

/** An amount in yuan: digits and a point only, ¥ before it; `all` adds the button that fills in all there is. */
export function AmountInput({
  value,
  onChange,
  maxLength = 12,
  autoComplete = 'off',
  all,
}: {
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
  autoComplete?: string;
  /** The whole amount as the field shows it ("1288.50") and the button's words. */
  all?: { amount: string; label: string };
}) {
  return (
    <Input
      name="amount"
      inputMode="decimal"
      autoComplete={autoComplete}
      prefix="¥"
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
      suffix={
        all ? (
          <button
            type="button"
            onClick={() => onChange(all.amount)}
            className="focus-ring rounded-xs px-1 text-sm font-medium text-primary-fg hover:underline"
          >
            {all.label}
          </button>
        ) : undefined
      }
    />
  );
}

/** The six-digit sale password (digits only, never remembered by the browser). */
export function SalePasswordInput({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <PasswordInput
      name="salePwd"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/** The server refused what the form sent: its words under the form's own title; what was typed stays. */
export function RefusedAlert({ title, message }: { title: string; message: string | null | undefined }) {
  return message ? (
    <Alert tone="danger" role="alert" title={title}>
      {message}
    </Alert>
  ) : null;
}

/** The way from a receipt to the fund log, where the money's move shows. */
export function FundLogLink({ href }: { href: string }) {
  const t = useT();
  return (
    <UiLink href={href} className="focus-ring rounded-xs text-sm font-medium text-primary-fg underline-offset-4 hover:underline">
      {t('money.common.fundLog')}
    </UiLink>
  );
}

/** What a money form gives way to once it went through: the success, its details, one more and the fund log. */
export function MoneyReceipt({
  title,
  text,
  items,
  anotherLabel,
  onAnother,
  fundLog,
}: {
  title: string;
  text: ReactNode;
  items: DescriptionItem[];
  anotherLabel: string;
  onAnother: () => void;
  fundLog: string;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-lg border border-success-line bg-surface p-4 shadow-xs sm:p-5">
      <Alert tone="success" role="status" title={title}>
        {text}
      </Alert>
      <DescriptionList columns={2} items={items} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onAnother}>{anotherLabel}</Button>
        <FundLogLink href={fundLog} />
      </div>
    </section>
  );
}

/** What a level or a version includes: one line each, ticked. */
export function TickList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <IconCheck size={16} className="mt-0.5 shrink-0 text-success-fg" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A money form's page (top-up, transfer, withdrawal): the header, the read of what the form needs (a
 * skeleton of its summary and its form until it comes), the form, and its records under it whatever
 * the read.
 */
export function MoneyFormPage<D>({
  icon,
  title,
  subtitle,
  frame,
  read,
  data,
  errorTitle,
  loadingLabel,
  heights: [summary, form],
  records,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  frame?: 'backoffice' | 'storefront';
  read: ReadState;
  data: D | null | undefined;
  errorTitle: string;
  loadingLabel: string;
  /** The placeholders' heights: the summary's, then the form's. */
  heights: readonly [number, number];
  records?: ReactNode;
  children: (data: D) => ReactNode;
}) {
  return (
    <ReadPage
      kind="form"
      frame={frame}
      icon={icon}
      title={title}
      subtitle={subtitle}
      state={read}
      data={data}
      errorTitle={errorTitle}
      loadingLabel={loadingLabel}
      skeleton={
        <>
          <Skeleton height={summary} />
          <Skeleton height={form} />
        </>
      }
      after={records}
    >
      {children}
    </ReadPage>
  );
}
