import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheckCircle } from '#ui/icons/forms.tsx';
import { AuthLayout } from '#ui/page/AuthLayout.tsx';
import type { CodeState } from '#ui/page/CodeField.tsx';
import { FormAlert } from '#ui/page/FormAlert.tsx';
import { linkProps, TextLink, type Navigate } from '#ui/lib/links.tsx';
import type { FormErrors } from '#ui/lib/useForm.ts';
import { NewPasswordField, SentCodeField, usePublicForm } from '../shared/publicForm.tsx';
import { checkAccount, checkCode, checkConfirm, checkNewPassword } from '#ui/lib/validate.ts';

export interface ForgetValues {
  account: string;
  code: string;
  newPwd: string;
  confirmPwd: string;
}

export interface ForgetViewProps {
  defaultValues?: Partial<ForgetValues>;
  submitting?: boolean;
  /** The server's `msg` when it refused the reset. */
  serverError?: string | null;
  code?: CodeState;
  /** The server's `msg` when sending the code failed (shown at the account). */
  codeError?: string | null;
  /** The password was reset: a success panel with the server's message replaces the form. */
  done?: { message?: string | null } | null;
  hrefs?: { login?: string };
  onNavigate?: Navigate;
  /** Asked with a valid mobile number or e-mail address. */
  onSendCode: (account: string) => void;
  onSubmit: (values: ForgetValues) => void;
}

const EMPTY: ForgetValues = { account: '', code: '', newPwd: '', confirmPwd: '' };

function validate(values: ForgetValues): FormErrors<ForgetValues> {
  return {
    account: checkAccount(values.account),
    code: checkCode(values.code),
    newPwd: checkNewPassword('public.validation.newPasswordRequired')(values.newPwd),
    confirmPwd: checkConfirm(values.newPwd)(values.confirmPwd),
  };
}

/** Forgotten password: a code to the bound mobile number or e-mail, then a new password. */
export function ForgetView({
  defaultValues,
  submitting = false,
  serverError,
  code = { cooldown: 0, sending: false },
  codeError,
  done,
  hrefs = {},
  onNavigate,
  onSendCode,
  onSubmit,
}: ForgetViewProps) {
  const t = useT();
  const form = usePublicForm<ForgetValues>({
    initial: { ...EMPTY, ...defaultValues },
    validate,
    onSubmit: (values) => onSubmit({ ...values, account: values.account.trim(), code: values.code.trim() }),
    busy: submitting,
  });
  const { error } = form;
  const login = hrefs.login ?? '/login';

  if (done) {
    return (
      <AuthLayout title={t('route.forget')}>
        <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
          <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <IconCheckCircle size={28} />
          </span>
          <p className="text-base font-medium text-fg">{t('public.forget.doneTitle')}</p>
          <p className="text-sm text-fg-muted">{done.message ?? t('public.forget.doneText')}</p>
          <a
            {...linkProps(login, onNavigate)}
            className="focus-ring mt-2 inline-flex h-control-lg w-full items-center justify-center rounded-md bg-primary px-5 text-base font-medium text-fg-on-solid hover:bg-primary-hover"
          >
            {t('public.forget.goLogin')}
          </a>
        </div>
      </AuthLayout>
    );
  }

  const sendCode = () => {
    if (form.checkField('account')) onSendCode(form.values.account.trim());
  };

  return (
    <AuthLayout
      title={t('route.forget')}
      subtitle={t('public.forget.subtitle')}
      footer={
        <TextLink href={login} onNavigate={onNavigate}>
          {t('public.forget.backToLogin')}
        </TextLink>
      }
    >
      <FormAlert title={t('public.forget.failed')} message={serverError} />
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
        <FormField label={t('public.forget.account')} error={error('account') ?? codeError ?? undefined} required>
          <Input
            {...form.field('account')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            placeholder={t('public.forget.accountPlaceholder')}
          />
        </FormField>
        <SentCodeField
          label={t('public.forget.code')}
          error={error('code')}
          field={form.field('code')}
          code={code}
          onSend={sendCode}
          placeholder={t('public.forget.codePlaceholder')}
        />
        <NewPasswordField
          label={t('public.forget.newPwd')}
          error={error('newPwd')}
          field={form.field('newPwd')}
          placeholder={t('public.forget.newPwdPlaceholder')}
        />
        <NewPasswordField
          label={t('public.forget.confirmPwd')}
          error={error('confirmPwd')}
          field={form.field('confirmPwd')}
          placeholder={t('public.forget.confirmPwdPlaceholder')}
        />
        <Button type="submit" size="lg" block loading={submitting}>
          {submitting ? t('public.forget.submitting') : t('public.forget.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
