import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '@shop/session/messages';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { useSecondsLeft } from '#ui/lib/useSecondsLeft.ts';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { checkSalePassword } from './rules.ts';

/** True when a handler returned a promise (the dialog or form then waits for it). */
export const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Promise<unknown>).then === 'function';

/**
 * Runs a handler: a promise keeps `pending` until it settles and resolves to whether it succeeded
 * (a rejection is the caller's to report, through the panel's `error`); anything else counts as done.
 */
export function usePending(): [boolean, (run: () => unknown) => Promise<boolean>] {
  const [pending, setPending] = useState(false);
  const run = async (handler: () => unknown) => {
    const result = handler();
    if (!isPromise(result)) return true;
    setPending(true);
    try {
      await result;
      return true;
    } catch {
      return false;
    } finally {
      setPending(false);
    }
  };
  return [pending, run];
}

export interface SecurityItemProps {
  icon: ReactNode;
  title: ReactNode;
  /** A tag beside the title (bound, on, off…). */
  status?: ReactNode;
  description?: ReactNode;
  /** Buttons or a switch at the right (under the text on phones). */
  actions?: ReactNode;
  /** What opens under the row: a form, a QR code, details. */
  children?: ReactNode;
  busy?: boolean;
  className?: string;
}

/** One row of the account-security page: icon, title and status, what it means, actions. */
export function SecurityItem({ icon, title, status, description, actions, children, busy, className }: SecurityItemProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cx('rounded-lg border border-line bg-surface text-fg shadow-xs', className)}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3 p-4 sm:flex-nowrap sm:items-center sm:px-5">
        <span className="flex shrink-0">{icon}</span>
        <div className="min-w-0 flex-1 basis-40">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="text-sm font-semibold text-fg">
              {title}
            </h3>
            {status}
          </div>
          {description ? <div className="mt-0.5 text-sm break-words text-fg-muted">{description}</div> : null}
        </div>
        {actions ? <div className="flex w-full shrink-0 flex-wrap items-center gap-2 pl-14 sm:w-auto sm:pl-0">{actions}</div> : null}
      </div>
      {children ? <div className="border-t border-line px-4 py-4 sm:px-5 sm:pl-[4.75rem]">{children}</div> : null}
    </section>
  );
}

/** A security row still being read: its icon and title, and a skeleton line (with a spoken "loading") for the rest. */
export function LoadingSecurityItem({ icon, title, width = '60%' }: { icon: ReactNode; title: ReactNode; width?: string }) {
  const t = useT();
  return (
    <SecurityItem
      busy
      icon={icon}
      title={title}
      description={
        <span className="mt-1 block">
          <span className="sr-only">{t('ui.binding.loading')}</span>
          <Skeleton width={width} shape="text" />
        </span>
      }
    />
  );
}

/** A square tile with a line icon (for rows that are not brands). */
export function IconTile({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'warning' | 'success' | 'neutral' }) {
  const tones = {
    primary: 'bg-primary-soft text-primary',
    warning: 'bg-warning-soft text-warning',
    success: 'bg-success-soft text-success',
    neutral: 'bg-surface-strong text-fg-muted',
  } as const;
  return (
    <span aria-hidden="true" className={cx('flex size-10 items-center justify-center rounded-lg', tones[tone])}>
      {children}
    </span>
  );
}

/** Bound or not, as the row's status: a success dot when bound. */
export function BoundTag({ bound }: { bound: boolean }) {
  const t = useT();
  return bound ? (
    <Tag tone="success" size="sm" dot>
      {t('ui.binding.bound')}
    </Tag>
  ) : (
    <Tag tone="neutral" size="sm">
      {t('ui.binding.unbound')}
    </Tag>
  );
}

/** When an account was bound, as a clause after what it is bound to (nothing when not known). */
export function BoundAtClause({ time }: { time?: string | null }) {
  const t = useT();
  return time ? (
    <span className="text-fg-subtle">
      {t('ui.common.clauseSeparator')}
      {t('ui.binding.boundAt', { time })}
    </span>
  ) : null;
}

/** An open row form's buttons: send (busy while it goes) and cancel, which closes the form. */
export function FormButtons({
  submitLabel,
  tone = 'primary',
  submitting,
  onCancel,
}: {
  submitLabel: ReactNode;
  tone?: 'primary' | 'danger';
  submitting: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={tone} loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="ghost" disabled={submitting} onClick={onCancel}>
        {t('ui.binding.cancel')}
      </Button>
    </div>
  );
}

/** The server's message, inline, announced; typed values stay where they are. */
export function ServerError({ message, className }: { message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <Alert tone="danger" role="alert" className={className}>
      {message}
    </Alert>
  );
}

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  tone?: 'primary' | 'danger';
  /** Ask for the sale password first (when its check is on). */
  askPassword?: boolean;
  /** The server's message after a failed try (shown in the dialog; the password stays typed). */
  error?: string | null;
  /**
   * Confirmed (with the password when asked). Return the request's promise: the dialog waits, closes
   * when it resolves and stays open when it rejects.
   */
  onConfirm: (salePassword?: string) => unknown;
}

/** A confirmation that may need the sale password: unbind, reveal or regenerate a key, toggles. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  askPassword = false,
  error,
  onConfirm,
}: ActionDialogProps) {
  const t = useT();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [pending, run] = usePending();
  const close = () => {
    setPassword('');
    setProblem(null);
    onOpenChange(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = askPassword ? checkSalePassword(password) : null;
    setProblem(check);
    if (check) return;
    if (await run(() => onConfirm(askPassword ? password : undefined))) close();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) close();
      }}
      title={title}
      description={description}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={close}>
            {t('ui.binding.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <ServerError message={error} />
        {askPassword ? (
          <FormField
            label={t('ui.binding.salePassword')}
            hint={t('ui.binding.salePasswordHint')}
            error={problem ? t(problem) : undefined}
            required
          >
            <PasswordInput
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder={t('ui.binding.salePasswordPlaceholder')}
            />
          </FormField>
        ) : null}
      </form>
    </Dialog>
  );
}

export interface SendCodeButtonProps {
  /** When the last code went out and how long until another may be asked for (the server's cooldown, s). */
  sent?: { at: number; cooldown: number } | null;
  sending?: boolean;
  disabled?: boolean;
  onSend: () => void;
}

/** "Send code", then a countdown from the server's cooldown, then "send again". */
export function SendCodeButton({ sent, sending = false, disabled, onSend }: SendCodeButtonProps) {
  const t = useT();
  const left = useSecondsLeft(sent ? sent.at + sent.cooldown * 1000 : null);
  const label = sending
    ? t('ui.binding.sending')
    : left > 0
      ? t('ui.binding.cooldown', { seconds: left })
      : sent
        ? t('ui.binding.resend')
        : t('ui.binding.sendCode');
  return (
    <Button variant="secondary" loading={sending} disabled={disabled || left > 0} onClick={onSend} className="min-w-[8.5rem] tabular-nums">
      {label}
    </Button>
  );
}
