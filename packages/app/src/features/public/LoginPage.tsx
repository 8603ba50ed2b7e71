// /login: the customer log-in, or the admin log-in when opened as /login?adminPath=… (R4.2).
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button, LoginView, useT, type LoginValues } from '@shop/ui';
import { useLogin } from './auth.ts';
import { anotherUsersData, useSiteInfo } from '../site/siteInfo.ts';
import { CUSTOMER_HOME, adminPathFrom, postLoginTarget } from '#app/routes/guard.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { rememberCustomerLogin } from '#app/storage/login.ts';
import { errorMessageOf } from '#app/data/readState.ts';

/** What other public pages hand to the log-in (after a password reset). */
export interface LoginLocationState {
  loginName?: string;
  passwordReset?: boolean;
}

function CustomerLogin() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const { data: site } = useSiteInfo();
  const { mutate } = useSWRConfig();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [platform, setPlatform] = useState<{ busy: 'qq' | 'weixin' | null; error: string | null }>({ busy: null, error: null });

  // QQ / Weixin: the server issues the authorisation URL and a state; the state is stored before
  // leaving, so the return page (/qqReturn, /weixinReturn) can tell the round trip started here.
  const platformLogin = async (type: 'qq' | 'weixin') => {
    setPlatform({ busy: type, error: null });
    const redirect = params.get('redirect') ?? '';
    try {
      const { startPlatformLogin } = await import('../callbacks/oauth.ts');
      window.location.assign(await startPlatformLogin(type, redirect));
    } catch (error) {
      setPlatform({ busy: null, error: errorMessageOf(error) });
    }
  };

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const result = await login.trigger(values);
      await mutate(anotherUsersData, undefined, { revalidate: false });
      void rememberCustomerLogin(result, site?.title);
      // The login notice follows this navigation (showLoginLog, R4.7).
      await navigate(postLoginTarget(params, CUSTOMER_HOME), { replace: true });
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };

  let message = null;
  if (state.passwordReset) message = { tone: 'success' as const, text: t('public.login.passwordReset') };
  else if (params.has('redirect')) message = { tone: 'info' as const, text: t('public.login.redirectHint') };
  else if (hasUserToken())
    message = {
      tone: 'info' as const,
      text: t('public.login.alreadyIn'),
      action: (
        <Button size="sm" variant="secondary" onClick={() => void navigate(CUSTOMER_HOME)}>
          {t('public.login.goUserCenter')}
        </Button>
      ),
    };

  return (
    <LoginView
      defaultValues={{ loginName: state.loginName ?? '' }}
      submitting={login.isMutating}
      serverError={serverError}
      message={message}
      registerOpen={site?.registerOpen ?? true}
      onNavigate={(to) => void navigate(to)}
      onSubmit={(values) => void submit(values)}
      platforms={{
        onLogin: (type) => void platformLogin(type),
        busy: platform.busy,
        error: platform.error,
        mpHref: `/mpQrcode${params.has('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : ''}`,
      }}
    />
  );
}

// The admin form (and the admin contract it calls) loads only for /login?adminPath=….
const AdminLogin = lazy(() => import('../admin/AdminLogin.tsx').then((m) => ({ default: m.AdminLogin })));

export default function LoginPage() {
  const [params] = useSearchParams();
  const adminPath = adminPathFrom(params);
  if (!adminPath) return <CustomerLogin />;
  return (
    // The space of the form is kept while it loads, so nothing below it moves.
    <Suspense fallback={<div className="min-h-[30rem]" aria-busy="true" />}>
      <AdminLogin key={adminPath} adminPath={adminPath} />
    </Suspense>
  );
}
