// /login: the customer log-in, or the admin log-in when opened as /login?adminPath=… (R4.2).
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button, LoginView, useT, type LoginValues } from '@shop/ui';
import { useAdminLogin } from '../../api/adminSession.ts';
import { useLogin } from '../../api/auth.ts';
import { useOauthUrl } from '../../api/callbacks.ts';
import { anotherUsersData, useSiteInfo } from '../../api/siteInfo.ts';
import { CUSTOMER_HOME, adminLoginTarget, adminPathFrom, postLoginTarget } from '../../routes/guard.ts';
import { hasUserToken } from '../../storage/localStore.ts';
import { storeCallbackState } from '../../storage/callbackStates.ts';
import { rememberAdminLogin, rememberCustomerLogin } from '../../storage/login.ts';
import { formErrorOf } from './formError.ts';

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
  const oauth = useOauthUrl();
  const [platform, setPlatform] = useState<{ busy: 'qq' | 'weixin' | null; error: string | null }>({ busy: null, error: null });

  // QQ / Weixin: the server issues the authorisation URL and a state; the state is stored before
  // leaving, so the return page (/qqReturn, /weixinReturn) can tell the round trip started here.
  const platformLogin = async (type: 'qq' | 'weixin') => {
    setPlatform({ busy: type, error: null });
    const redirect = params.get('redirect') ?? '';
    try {
      const answer = await oauth.trigger({ type, redirect });
      storeCallbackState({ state: answer.state, purpose: `login:${type}`, expiresIn: answer.expiresIn, redirect });
      window.location.assign(answer.url);
    } catch (error) {
      setPlatform({ busy: null, error: formErrorOf(error) });
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
      setServerError(formErrorOf(error));
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

function AdminLogin({ adminPath }: { adminPath: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useAdminLogin(adminPath);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const result = await login.trigger({ username: values.loginName, password: values.password });
      rememberAdminLogin(result, adminPath);
      await navigate(adminLoginTarget(params, adminPath), { replace: true });
    } catch (error) {
      setServerError(formErrorOf(error));
    }
  };

  return (
    <LoginView
      mode="admin"
      adminPath={adminPath}
      submitting={login.isMutating}
      serverError={serverError}
      onNavigate={(to) => void navigate(to)}
      onSubmit={(values) => void submit(values)}
    />
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const adminPath = adminPathFrom(params);
  return adminPath ? <AdminLogin key={adminPath} adminPath={adminPath} /> : <CustomerLogin />;
}
