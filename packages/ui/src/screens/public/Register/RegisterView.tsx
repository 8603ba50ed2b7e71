import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconLock } from '#ui/icons/forms.tsx';
import { AuthLayout } from '#ui/page/AuthLayout.tsx';
import type { CodeState } from '#ui/page/CodeField.tsx';
import { FormAlert } from '#ui/page/FormAlert.tsx';
import { linkProps, TextLink, type Navigate } from '#ui/lib/links.tsx';
import type { FormErrors } from '#ui/lib/useForm.ts';
import { NewPasswordField, SentCodeField, usePublicForm } from '../shared/publicForm.tsx';
import { checkCode, checkConfirm, checkLoginName, checkMobile, checkNewPassword, maxLength } from '#ui/lib/validate.ts';

export interface RegisterValues {
  loginName: string;
  password: string;
  confirmPwd: string;
  mobile: string;
  code: string;
  inviteCode: string;
}

export interface RegisterViewProps {
  defaultValues?: Partial<RegisterValues>;
  submitting?: boolean;
  /** The server's `msg` when it refused the sign-up. */
  serverError?: string | null;
  /** The verification code: countdown, sending, where it went. */
  code?: CodeState;
  /** The server's `msg` when sending the code failed (shown at the mobile number). */
  codeError?: string | null;
  /** False: the site takes no new customers; the form is replaced by a notice. */
  registerOpen?: boolean;
  hrefs?: { login?: string; service?: string };
  onNavigate?: Navigate;
  /** Asked with a valid mobile number. */
  onSendCode: (mobile: string) => void;
  onSubmit: (values: RegisterValues) => void;
}

const EMPTY: RegisterValues = { loginName: '', password: '', confirmPwd: '', mobile: '', code: '', inviteCode: '' };

function validate(values: RegisterValues): FormErrors<RegisterValues> {
  return {
    loginName: checkLoginName(values.loginName),
    password: checkNewPassword()(values.password),
    confirmPwd: checkConfirm(values.password)(values.confirmPwd),
    mobile: checkMobile(values.mobile),
    code: checkCode(values.code),
    inviteCode: maxLength(20, 'public.validation.inviteCodeLength')(values.inviteCode),
  };
}

/** Sign-up: login name, password twice, mobile number with its SMS code, optional invite code. */
export function RegisterView({
  defaultValues,
  submitting = false,
  serverError,
  code = { cooldown: 0, sending: false },
  codeError,
  registerOpen = true,
  hrefs = {},
  onNavigate,
  onSendCode,
  onSubmit,
}: RegisterViewProps) {
  const t = useT();
  const form = usePublicForm<RegisterValues>({
    initial: { ...EMPTY, ...defaultValues },
    validate,
    onSubmit: (values) =>
      onSubmit({
        ...values,
        loginName: values.loginName.trim(),
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        inviteCode: values.inviteCode.trim(),
      }),
    busy: submitting,
  });
  const { error } = form;
  const loginLink = (
    <>
      {t('public.register.haveAccount')}{' '}
      <TextLink href={hrefs.login ?? '/login'} onNavigate={onNavigate}>
        {t('public.register.login')}
      </TextLink>
    </>
  );

  if (!registerOpen) {
    return (
      <AuthLayout title={t('route.register')} footer={loginLink}>
        <EmptyState
          size="sm"
          title={t('public.register.closedTitle')}
          description={t('public.register.closedText')}
          action={
            <a
              {...linkProps(hrefs.service ?? '/service', onNavigate)}
              className="focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong px-4 text-sm font-medium text-fg hover:border-primary hover:text-primary-fg"
            >
              {t('public.register.contactService')}
            </a>
          }
        />
      </AuthLayout>
    );
  }

  const sendCode = () => {
    if (form.checkField('mobile')) onSendCode(form.values.mobile.trim());
  };

  return (
    <AuthLayout title={t('route.register')} subtitle={t('public.register.subtitle')} footer={loginLink}>
      <FormAlert title={t('public.register.failed')} message={serverError} />
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
        <FormField label={t('public.register.loginName')} error={error('loginName')} required>
          <Input
            {...form.field('loginName')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder={t('public.register.loginNamePlaceholder')}
          />
        </FormField>
        <NewPasswordField
          label={t('public.register.password')}
          error={error('password')}
          field={form.field('password')}
          placeholder={t('public.register.passwordPlaceholder')}
        />
        <NewPasswordField
          label={t('public.register.confirmPwd')}
          error={error('confirmPwd')}
          field={form.field('confirmPwd')}
          placeholder={t('public.register.confirmPwdPlaceholder')}
        />
        <FormField label={t('public.register.mobile')} error={error('mobile') ?? codeError ?? undefined} required>
          <Input
            {...form.field('mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t('public.register.mobilePlaceholder')}
          />
        </FormField>
        <SentCodeField
          label={t('public.register.code')}
          error={error('code')}
          field={form.field('code')}
          code={code}
          onSend={sendCode}
          placeholder={t('public.register.codePlaceholder')}
        />
        <FormField label={t('public.register.inviteCode')} error={error('inviteCode')} optional>
          <Input
            {...form.field('inviteCode')}
            autoCapitalize="characters"
            maxLength={20}
            placeholder={t('public.register.inviteCodePlaceholder')}
          />
        </FormField>
        <Button type="submit" size="lg" block loading={submitting} icon={<IconLock />}>
          {submitting ? t('public.register.submitting') : t('public.register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
