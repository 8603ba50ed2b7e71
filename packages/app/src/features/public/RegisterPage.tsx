// /register: sign-up with an SMS code; the new account is logged in and lands in the user centre
// (or where the `redirect` query safely leads), with the login notice.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RegisterView, useT, type RegisterValues } from '@shop/ui';
import { useRegister, useSendRegisterCode } from './auth.ts';
import { anotherUsersData, useSiteInfo } from '../site/siteInfo.ts';
import { CUSTOMER_HOME, postLoginTarget } from '#app/routes/guard.ts';
import { rememberCustomerLogin } from '#app/storage/login.ts';
import { useCountdown } from './useCountdown.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: site } = useSiteInfo();
  const { mutate } = useSWRConfig();
  const register = useRegister();
  const sendCode = useSendRegisterCode();
  const countdown = useCountdown();
  const [serverError, setServerError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeHint, setCodeHint] = useState<string | null>(null);

  const send = async (mobile: string) => {
    setCodeError(null);
    try {
      const sent = await sendCode.trigger({ mobile });
      setCodeHint(t('public.code.sentTo', { target: sent.target }));
      countdown.start(sent.cooldown);
    } catch (error) {
      setCodeHint(null);
      setCodeError(errorMessageOf(error));
    }
  };

  const submit = async (values: RegisterValues) => {
    setServerError(null);
    try {
      const result = await register.trigger(values);
      await mutate(anotherUsersData, undefined, { revalidate: false });
      void rememberCustomerLogin(result, site?.title);
      await navigate(postLoginTarget(params, CUSTOMER_HOME), { replace: true });
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };

  return (
    <RegisterView
      submitting={register.isMutating}
      serverError={serverError}
      code={{ cooldown: countdown.seconds, sending: sendCode.isMutating, hint: codeHint }}
      codeError={codeError}
      registerOpen={site?.registerOpen ?? true}
      hrefs={{ login: params.has('redirect') ? `/login?${new URLSearchParams({ redirect: params.get('redirect') ?? '' })}` : '/login' }}
      onNavigate={(to) => void navigate(to)}
      onSendCode={(mobile) => void send(mobile)}
      onSubmit={(values) => void submit(values)}
    />
  );
}
