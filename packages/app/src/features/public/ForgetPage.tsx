// /forget: a code to the account's mobile number or e-mail, then a new password; afterwards the
// log-in, with the account filled in.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ForgetView, useT, type ForgetValues } from '@shop/ui';
import { useResetPassword, useSendForgetCode } from './auth.ts';
import type { LoginLocationState } from './LoginPage.tsx';
import { useCountdown } from './useCountdown.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export default function ForgetPage() {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const sendCode = useSendForgetCode();
  const countdown = useCountdown();
  const [serverError, setServerError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeHint, setCodeHint] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const send = async (account: string) => {
    setCodeError(null);
    try {
      const sent = await sendCode.trigger({ account });
      setCodeHint(t('public.code.sentTo', { target: sent.target }));
      countdown.start(sent.cooldown);
    } catch (error) {
      setCodeHint(null);
      setCodeError(errorMessageOf(error));
    }
  };

  const submit = async (values: ForgetValues) => {
    setServerError(null);
    try {
      await reset.trigger(values);
      setDoneFor(values.account);
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };

  // The log-in page gets the account (a bound mobile number or e-mail logs in too) and says the password changed.
  const onNavigate = (to: string) => {
    const state: LoginLocationState | undefined = to === '/login' && doneFor ? { loginName: doneFor, passwordReset: true } : undefined;
    void navigate(to, { state });
  };

  return (
    <ForgetView
      submitting={reset.isMutating}
      serverError={serverError}
      code={{ cooldown: countdown.seconds, sending: sendCode.isMutating, hint: codeHint }}
      codeError={codeError}
      done={doneFor ? {} : null}
      onNavigate={onNavigate}
      onSendCode={(account) => void send(account)}
      onSubmit={(values) => void submit(values)}
    />
  );
}
