import type { ReactNode } from 'react';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconUser } from '#ui/icons/forms.tsx';
import { BrandIcon } from '#ui/states/Binding/BrandIcons.tsx';
import { AuthLayout } from '#ui/page/AuthLayout.tsx';
import { FormAlert } from '#ui/page/FormAlert.tsx';
import { TextLink, linkProps, type Navigate } from '#ui/lib/links.tsx';
import type { FormErrors } from '#ui/lib/useForm.ts';
import { usePublicForm } from '../shared/publicForm.tsx';

export interface LoginValues {
  loginName: string;
  password: string;
}

export interface LoginViewProps {
  /** `admin`: the admin area's log-in (`/login?adminPath=…`): user name and password, no sign-up. */
  mode?: 'customer' | 'admin';
  /** The admin area's prefix, shown in admin mode. */
  adminPath?: string;
  defaultValues?: Partial<LoginValues>;
  submitting?: boolean;
  /** The server's `msg` when it refused the log-in. */
  serverError?: string | null;
  /** A note above the form: where the user goes after log-in, a password just reset, already logged in. */
  message?: { tone: 'info' | 'success'; text: ReactNode; action?: ReactNode } | null;
  /** False hides the sign-up link (the site does not take new customers). */
  registerOpen?: boolean;
  hrefs?: { register?: string; forget?: string };
  onNavigate?: Navigate;
  onSubmit: (values: LoginValues) => void;
  /**
   * Customer log-in through a platform (QQ, Weixin: the app asks for the authorisation URL, stores
   * its state and leaves; the mini-program: a page with a code to scan). Absent: no such buttons.
   */
  platforms?: {
    onLogin: (platform: 'qq' | 'weixin') => void;
    busy?: 'qq' | 'weixin' | null;
    /** Could not start (the server's message or a network error). */
    error?: string | null;
    /** The mini-program code page (/mpQrcode). */
    mpHref?: string;
  };
}

function validate(values: LoginValues, mode: 'customer' | 'admin'): FormErrors<LoginValues> {
  return {
    loginName:
      values.loginName.trim() === ''
        ? mode === 'admin'
          ? 'public.validation.usernameRequired'
          : 'public.validation.loginNameRequired'
        : undefined,
    password: values.password === '' ? 'public.validation.passwordRequired' : undefined,
  };
}

/** The log-in form of customers, and of admins when opened for the admin area. */
export function LoginView({
  mode = 'customer',
  adminPath = '',
  defaultValues,
  submitting = false,
  serverError,
  message,
  registerOpen = true,
  hrefs = {},
  onNavigate,
  onSubmit,
  platforms,
}: LoginViewProps) {
  const t = useT();
  const admin = mode === 'admin';
  const form = usePublicForm<LoginValues>({
    initial: { loginName: defaultValues?.loginName ?? '', password: defaultValues?.password ?? '' },
    validate: (values) => validate(values, mode),
    onSubmit: (values) => onSubmit({ loginName: values.loginName.trim(), password: values.password }),
    busy: submitting,
  });
  const { error } = form;

  return (
    <AuthLayout
      title={admin ? t('public.login.adminHeading') : t('route.login')}
      subtitle={admin ? t('public.login.adminSubtitle', { path: adminPath }) : t('public.login.subtitle')}
      footer={
        !admin && registerOpen ? (
          <>
            {t('public.login.noAccount')}{' '}
            <TextLink href={hrefs.register ?? '/register'} onNavigate={onNavigate}>
              {t('public.login.register')}
            </TextLink>
          </>
        ) : null
      }
    >
      {message ? (
        <Alert tone={message.tone} role="status" className="mb-4" action={message.action}>
          {message.text}
        </Alert>
      ) : null}
      <FormAlert title={t('public.login.failed')} message={serverError} />
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
        <FormField label={admin ? t('public.login.username') : t('public.login.loginName')} error={error('loginName')} required>
          <Input
            {...form.field('loginName')}
            size="lg"
            prefix={<IconUser />}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={admin ? t('public.login.usernamePlaceholder') : t('public.login.loginNamePlaceholder')}
          />
        </FormField>
        <FormField label={t('public.login.password')} error={error('password')} required>
          <PasswordInput
            {...form.field('password')}
            size="lg"
            withIcon
            autoComplete="current-password"
            placeholder={t('public.login.passwordPlaceholder')}
          />
        </FormField>
        {!admin ? (
          <div className="-mt-1 flex justify-end text-sm">
            <TextLink href={hrefs.forget ?? '/forget'} onNavigate={onNavigate}>
              {t('public.login.forget')}
            </TextLink>
          </div>
        ) : null}
        <Button type="submit" size="lg" block loading={submitting}>
          {submitting ? t('public.login.submitting') : t('public.login.submit')}
        </Button>
      </form>
      {!admin && platforms ? (
        <section aria-labelledby="login-platforms" className="mt-6 flex flex-col gap-3">
          <h2 id="login-platforms" className="flex items-center gap-3 text-xs text-fg-subtle">
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
            {t('public.login.otherWays')}
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
          </h2>
          {platforms.error ? (
            <Alert tone="danger" role="alert">
              {platforms.error}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-center gap-2">
            {(['qq', 'weixin'] as const).map((platform) => (
              <Button
                key={platform}
                variant="secondary"
                icon={<BrandIcon provider={platform} size={18} />}
                loading={platforms.busy === platform}
                disabled={Boolean(platforms.busy) && platforms.busy !== platform}
                onClick={() => platforms.onLogin(platform)}
              >
                {t(platform === 'qq' ? 'public.login.withQq' : 'public.login.withWeixin')}
              </Button>
            ))}
            {platforms.mpHref ? (
              <a
                {...linkProps(platforms.mpHref, onNavigate)}
                className="focus-ring inline-flex h-control-md items-center gap-1.5 rounded-md border border-line-strong bg-surface px-4 text-sm text-fg hover:border-primary hover:text-primary-fg"
              >
                <BrandIcon provider="mp" size={18} />
                {t('public.login.withMp')}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
    </AuthLayout>
  );
}
