import { useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '@shop/session/messages';
import { IconLock } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { ActionDialog, FormButtons, IconTile, LoadingSecurityItem, SecurityItem, ServerError, usePending } from './parts.tsx';
import { checkLoginPassword, checkNewSalePassword, checkSalePassword } from './rules.ts';

/** The account's sale password: set at all, and whether its check is on. */
export interface SalePasswordState {
  set: boolean;
  enabled: boolean;
}

export interface SalePasswordPanelProps {
  state?: SalePasswordState | null;
  loading?: boolean;
  busy?: 'set' | 'change' | 'status' | null;
  /** The server's message after a failed request; typed values stay. */
  error?: string | null;
  /** First time: the password twice and the login password. Return the request's promise. */
  onSet: (values: { password: string; confirm: string; loginPassword: string }) => unknown;
  onChange: (values: { oldPassword: string; password: string; confirm: string }) => unknown;
  /** Turn the check on or off; needs the sale password. */
  onStatusChange: (values: { enabled: boolean; password: string }) => unknown;
}

type Form = 'set' | 'change' | null;
type Fields = { old: string; password: string; confirm: string; login: string };
const EMPTY: Fields = { old: '', password: '', confirm: '', login: '' };
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * The sale password (R4.13): set it (6 digits twice + login password), change it (old, new, again),
 * and turn its check on or off (asks for it). Rules for a new one: 6 digits, not six equal digits
 * and not a straight run (123456, 654321), different from the old one.
 */
export function SalePasswordPanel({ state, loading = false, busy = null, error, onSet, onChange, onStatusChange }: SalePasswordPanelProps) {
  const t = useT();
  const [form, setForm] = useState<Form>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, MessageKey | null>>>({});
  const [toggleTo, setToggleTo] = useState<boolean | null>(null);
  const [pending, run] = usePending();
  const isSet = Boolean(state?.set);
  const [seenSet, setSeenSet] = useState(isSet);
  if (seenSet !== isSet) {
    setSeenSet(isSet);
    setForm(null);
    setFields(EMPTY);
    setErrors({});
  }

  const icon = (
    <IconTile tone="warning">
      <IconLock size={20} />
    </IconTile>
  );
  const title = t('ui.binding.sale.title');
  if (loading && !state) {
    return <LoadingSecurityItem icon={icon} title={title} width="55%" />;
  }

  const close = () => {
    setForm(null);
    setFields(EMPTY);
    setErrors({});
  };
  const field = (key: keyof Fields) => ({
    value: fields[key],
    onChange: (e: { target: { value: string } }) => {
      setFields((f) => ({ ...f, [key]: key === 'login' ? e.target.value : digits(e.target.value) }));
      if (errors[key]) setErrors((x) => ({ ...x, [key]: null }));
    },
    ...(key === 'login' ? {} : { inputMode: 'numeric' as const, maxLength: 6, autoComplete: key === 'old' ? 'off' : 'new-password' }),
  });
  const errorOf = (key: keyof Fields) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || busy === 'set' || busy === 'change') return;
    const next: Partial<Record<keyof Fields, MessageKey | null>> = {
      password: checkNewSalePassword(fields.password),
      confirm: fields.confirm
        ? fields.confirm === fields.password
          ? null
          : 'ui.binding.error.salePasswordMismatch'
        : 'ui.binding.error.salePasswordRequired',
    };
    if (form === 'set') next.login = checkLoginPassword(fields.login);
    if (form === 'change') {
      next.old = checkSalePassword(fields.old);
      if (!next.password && fields.password === fields.old) next.password = 'ui.binding.error.salePasswordSame';
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const ok = await run(() =>
      form === 'set'
        ? onSet({ password: fields.password, confirm: fields.confirm, loginPassword: fields.login })
        : onChange({ oldPassword: fields.old, password: fields.password, confirm: fields.confirm }),
    );
    if (ok) close();
  };

  let status: ReactNode;
  let description: string;
  if (!isSet) {
    status = (
      <Tag tone="warning" size="sm">
        {t('ui.binding.sale.notSet')}
      </Tag>
    );
    description = t('ui.binding.sale.aboutNotSet');
  } else if (state?.enabled) {
    status = (
      <Tag tone="success" size="sm" dot>
        {t('ui.binding.sale.on')}
      </Tag>
    );
    description = t('ui.binding.sale.aboutOn');
  } else {
    status = (
      <Tag tone="neutral" size="sm" dot>
        {t('ui.binding.sale.off')}
      </Tag>
    );
    description = t('ui.binding.sale.aboutOff');
  }

  const actions = form ? null : isSet ? (
    <>
      <Switch
        aria-label={t('ui.binding.sale.toggle')}
        checked={Boolean(state?.enabled)}
        loading={busy === 'status'}
        onCheckedChange={(next) => setToggleTo(next)}
      />
      <Button variant="secondary" onClick={() => setForm('change')}>
        {t('ui.binding.sale.change')}
      </Button>
    </>
  ) : (
    <Button onClick={() => setForm('set')}>{t('ui.binding.sale.set')}</Button>
  );

  const submitting = pending || busy === 'set' || busy === 'change';
  return (
    <>
      <SecurityItem icon={icon} title={title} status={status} description={description} actions={actions}>
        {form ? (
          <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
            <ServerError message={error} />
            {form === 'change' ? (
              <FormField label={t('ui.binding.sale.old')} error={errorOf('old')} required>
                <PasswordInput {...field('old')} placeholder={t('ui.binding.salePasswordPlaceholder')} />
              </FormField>
            ) : null}
            <FormField
              label={t(form === 'set' ? 'ui.binding.sale.new' : 'ui.binding.sale.newAgain')}
              hint={t('ui.binding.sale.newHint')}
              error={errorOf('password')}
              required
            >
              <PasswordInput {...field('password')} placeholder={t('ui.binding.salePasswordPlaceholder')} />
            </FormField>
            <FormField
              label={t(form === 'set' ? 'ui.binding.sale.confirm' : 'ui.binding.sale.confirmNew')}
              error={errorOf('confirm')}
              required
            >
              <PasswordInput {...field('confirm')} placeholder={t('ui.binding.salePasswordPlaceholder')} />
            </FormField>
            {form === 'set' ? (
              <FormField
                label={t('ui.binding.sale.loginPassword')}
                hint={t('ui.binding.sale.loginPasswordHint')}
                error={errorOf('login')}
                required
              >
                <PasswordInput {...field('login')} autoComplete="current-password" />
              </FormField>
            ) : null}
            <FormButtons
              submitLabel={t(form === 'set' ? 'ui.binding.sale.submitSet' : 'ui.binding.sale.submitChange')}
              submitting={submitting}
              onCancel={close}
            />
          </form>
        ) : error && toggleTo === null ? (
          <ServerError message={error} />
        ) : null}
      </SecurityItem>
      <ActionDialog
        open={toggleTo !== null}
        onOpenChange={(open) => {
          if (!open) setToggleTo(null);
        }}
        title={t(toggleTo ? 'ui.binding.sale.enableTitle' : 'ui.binding.sale.disableTitle')}
        description={t(toggleTo ? 'ui.binding.sale.enableText' : 'ui.binding.sale.disableText')}
        confirmLabel={t(toggleTo ? 'ui.binding.sale.enable' : 'ui.binding.sale.disable')}
        tone={toggleTo ? 'primary' : 'danger'}
        askPassword
        error={error}
        onConfirm={(password) => onStatusChange({ enabled: Boolean(toggleTo), password: password ?? '' })}
      />
    </>
  );
}
