import { useState, type FormEvent } from 'react';
import type { MessageKey } from '@shop/session/messages';
import { IconMail, IconSmartphone } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import {
  BoundAtClause,
  BoundTag,
  FormButtons,
  IconTile,
  LoadingSecurityItem,
  SecurityItem,
  SendCodeButton,
  ServerError,
  usePending,
} from './parts.tsx';
import { checkCode, checkEmail, checkMobile, maskContact } from './rules.ts';
import type { BindingState } from './SocialBindingPanel.tsx';

export type ContactKind = 'mobile' | 'email';

export interface CodeSent {
  /** When it went out (epoch ms). */
  at: number;
  /** The server's cooldown before another may be asked for, seconds. */
  cooldown: number;
  /** Where it went, masked, as the server says. */
  target?: string;
}

export interface ContactBindingPanelProps {
  kind: ContactKind;
  binding?: BindingState | null;
  loading?: boolean;
  /** The last code sent (the countdown runs from it). */
  codeSent?: CodeSent | null;
  /** A request under way. */
  busy?: 'send' | 'bind' | 'unbind' | null;
  /** The server's message after a failed send, bind or unbind; typed values stay. */
  error?: string | null;
  /** Send a code: to `value` to bind it, or to the bound address to unbind (`value` is then the masked one). */
  onSendCode: (value: string, purpose: 'bind' | 'unbind') => unknown;
  /** Bind with the code; return the request's promise so the form closes when it succeeds. */
  onBind: (values: { value: string; code: string }) => unknown;
  /** Unbind with the code sent to the bound address. */
  onUnbind: (values: { code: string }) => unknown;
  /** Open the bind form at once (a page whose point is binding, such as /inside/verified). */
  defaultOpen?: boolean;
}

type Errors = { value?: MessageKey | null; code?: MessageKey | null };

/**
 * Mobile number or e-mail (R4.13): masked current value, bind with a code (send, countdown from the
 * server's cooldown, check), unbind with a code sent to the bound address. Client checks: mobile
 * `1[3-9]` + 9 digits, e-mail format (≤ 100), 6-digit codes. Server messages show above the form.
 */
export function ContactBindingPanel({
  kind,
  binding,
  loading = false,
  codeSent,
  busy = null,
  error,
  onSendCode,
  onBind,
  onUnbind,
  defaultOpen = false,
}: ContactBindingPanelProps) {
  const t = useT();
  const bound = Boolean(binding?.bound);
  const [open, setOpen] = useState(defaultOpen && !bound);
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, run] = usePending();
  // Bound or unbound changed (the request worked): start over.
  const [seenBound, setSeenBound] = useState(bound);
  if (seenBound !== bound) {
    setSeenBound(bound);
    setOpen(false);
    setCode('');
    setValue('');
    setErrors({});
  }

  const Icon = kind === 'mobile' ? IconSmartphone : IconMail;
  const title = t(kind === 'mobile' ? 'ui.binding.mobile' : 'ui.binding.email');
  const checkValue = kind === 'mobile' ? checkMobile : checkEmail;
  const account = binding ? maskContact(kind, binding.account) : '';

  if (loading && !binding) {
    return (
      <LoadingSecurityItem
        icon={
          <IconTile>
            <Icon size={20} />
          </IconTile>
        }
        title={title}
        width="50%"
      />
    );
  }

  const close = () => {
    setOpen(false);
    setCode('');
    setErrors({});
  };

  const send = () => {
    if (bound) {
      onSendCode(binding?.account ?? '', 'unbind');
      return;
    }
    const problem = checkValue(value);
    setErrors((e) => ({ ...e, value: problem }));
    if (!problem) onSendCode(value.trim(), 'bind');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || busy === 'bind' || busy === 'unbind') return;
    const next: Errors = { code: checkCode(code), value: bound ? null : checkValue(value) };
    setErrors(next);
    if (next.code || next.value) return;
    // Success flips `binding.bound`, which starts the panel over; a failure keeps what was typed.
    await run(() => (bound ? onUnbind({ code: code.trim() }) : onBind({ value: value.trim(), code: code.trim() })));
  };

  const sending = busy === 'send';
  const submitting = pending || busy === 'bind' || busy === 'unbind';
  const status = <BoundTag bound={bound} />;
  const description =
    bound && binding ? (
      <>
        <span className="font-medium text-fg">{account}</span>
        <BoundAtClause time={binding.boundAt} />
      </>
    ) : (
      t(kind === 'mobile' ? 'ui.binding.about.mobile' : 'ui.binding.about.email')
    );
  const actions = open ? null : bound ? (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      {t('ui.binding.unbind')}
    </Button>
  ) : (
    <Button onClick={() => setOpen(true)}>{t('ui.binding.bind')}</Button>
  );

  return (
    <SecurityItem
      icon={
        <IconTile>
          <Icon size={20} />
        </IconTile>
      }
      title={title}
      status={status}
      description={description}
      actions={actions}
    >
      {open ? (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <ServerError message={error} />
          {bound ? (
            <p className="text-sm text-fg-muted">{t('ui.binding.unbindCodeTo', { account })}</p>
          ) : (
            <FormField
              label={t(kind === 'mobile' ? 'ui.binding.mobileLabel' : 'ui.binding.emailLabel')}
              error={errors.value ? t(errors.value) : undefined}
              required
            >
              <Input
                type={kind === 'mobile' ? 'tel' : 'email'}
                inputMode={kind === 'mobile' ? 'numeric' : 'email'}
                autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
                maxLength={kind === 'mobile' ? 11 : 100}
                value={value}
                onChange={(e) => {
                  setValue(kind === 'mobile' ? e.target.value.replace(/\D/g, '') : e.target.value);
                  if (errors.value) setErrors((x) => ({ ...x, value: null }));
                }}
                placeholder={t(kind === 'mobile' ? 'ui.binding.mobilePlaceholder' : 'ui.binding.emailPlaceholder')}
              />
            </FormField>
          )}
          <FormField
            label={t('ui.binding.code')}
            error={errors.code ? t(errors.code) : undefined}
            hint={codeSent?.target ? t('ui.binding.codeSent', { target: codeSent.target }) : undefined}
            required
          >
            <div className="flex gap-2">
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, ''));
                  if (errors.code) setErrors((x) => ({ ...x, code: null }));
                }}
                placeholder={t('ui.binding.codePlaceholder')}
                wrapperClassName="min-w-0 flex-1"
              />
              <SendCodeButton sent={codeSent} sending={sending} onSend={send} />
            </div>
          </FormField>
          <span role="status" className="sr-only">
            {codeSent?.target ? t('ui.binding.codeSent', { target: codeSent.target }) : ''}
          </span>
          <FormButtons
            submitLabel={bound ? t('ui.binding.confirmUnbind') : t('ui.binding.confirmBind')}
            tone={bound ? 'danger' : 'primary'}
            submitting={submitting}
            onCancel={close}
          />
        </form>
      ) : error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </SecurityItem>
  );
}
