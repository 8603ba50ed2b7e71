import type { OtherAccount } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { FormAlert } from '#ui/page/FormAlert.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import type { FormErrors } from '#ui/lib/useForm.ts';
import { usePublicForm } from '../shared/publicForm.tsx';
import type { LoginValues } from '../Login/LoginView.tsx';

export interface OtherAccountPanelProps {
  /** Whether this browser holds the other area's log-in (`other_token`): the account, else the form. */
  loggedIn: boolean;
  /** The logged-in account (absent while it loads or when it could not be read). */
  account?: OtherAccount | null;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  submitting?: boolean;
  /** The server's `msg` when it refused the log-in; the form keeps what was typed. */
  serverError?: string | null;
  onLogin: (values: LoginValues) => void;
  loggingOut?: boolean;
  onLogout: () => void;
}

function validate(values: LoginValues): FormErrors<LoginValues> {
  return {
    loginName: values.loginName.trim() === '' ? 'public.validation.loginNameRequired' : undefined,
    password: values.password === '' ? 'public.validation.passwordRequired' : undefined,
  };
}

function LoginForm({ submitting = false, serverError, onLogin }: Pick<OtherAccountPanelProps, 'submitting' | 'serverError' | 'onLogin'>) {
  const t = useT();
  const form = usePublicForm<LoginValues>({
    initial: { loginName: '', password: '' },
    validate,
    onSubmit: (values) => onLogin({ loginName: values.loginName.trim(), password: values.password }),
    busy: submitting,
  });
  const { error } = form;
  return (
    <>
      <FormAlert title={t('public.login.failed')} message={serverError} />
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('public.other.loginName')} error={error('loginName')} required>
            <Input {...form.field('loginName')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={50} />
          </FormField>
          <FormField label={t('public.login.password')} error={error('password')} required>
            <PasswordInput {...form.field('password')} autoComplete="current-password" />
          </FormField>
        </div>
        <div>
          <Button type="submit" loading={submitting}>
            {submitting ? t('public.login.submitting') : t('public.login.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * The other area's log-in (partners and channel agents, spec §1 "the 'other' area"): the form while
 * nobody is logged in on this browser, then the account with a log-out.
 */
export function OtherAccountPanel(props: OtherAccountPanelProps) {
  const t = useT();
  const { loggedIn, account, error, retrying = false, onRetry, loggingOut = false, onLogout } = props;
  if (!loggedIn) {
    return (
      <Card title={t('public.other.title')} description={t('public.other.description')}>
        <LoginForm {...props} />
      </Card>
    );
  }
  let body;
  if (account) {
    body = (
      <div className="flex flex-col gap-3">
        <StaleReadAlert error={error} shown={account} onRetry={onRetry} retrying={retrying} />
        <DescriptionList
          columns={2}
          items={[
            { key: 'name', label: t('public.other.name'), value: account.name },
            { key: 'loginName', label: t('public.other.loginName'), value: account.loginName },
            {
              key: 'kind',
              label: t('public.other.kind'),
              value: <Tag tone="primary">{t(account.kind === 'agent' ? 'public.other.kind.agent' : 'public.other.kind.partner')}</Tag>,
            },
            { key: 'lastLoginAt', label: t('public.other.lastLoginAt'), value: account.lastLoginAt },
          ]}
        />
      </div>
    );
  } else if (error) {
    body = <ErrorState size="sm" title={t('public.other.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else {
    body = (
      <SkeletonGroup label={t('public.other.loading')}>
        <SkeletonText lines={2} />
      </SkeletonGroup>
    );
  }
  return (
    <Card
      title={t('public.other.accountTitle')}
      extra={
        <Button size="sm" variant="secondary" loading={loggingOut} onClick={onLogout}>
          {loggingOut ? t('public.other.loggingOut') : t('public.other.logout')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
