// /other/service: the other area's service desk (where an ended other-area session leads, R2.8):
// the partner log-in (R3.3: `other_token`, sent on every `/other/` call, R6.1) and account, its
// notice, contacts and FAQ, and a message form.
import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { other } from '@shop/session/contract/other';
import { FeedbackForm, OtherAccountPanel, ServiceView, useT, type FeedbackValues, type LoginValues } from '@shop/ui';
import { useOtherAccount, useOtherLogin, useOtherLogout } from './otherSession.ts';
import { apiKey } from '#app/data/swr.ts';
import { useOtherServiceInfo, useSendFeedback } from './service.ts';
import { clearOtherLogin, hasOtherToken, rememberOtherLogin } from '#app/storage/login.ts';
import { errorMessageOf } from '#app/data/readState.ts';

function PartnerAccount() {
  const { mutate } = useSWRConfig();
  // Read on every render: the request client removes the token when the session ends (-3).
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loggedIn = hasOtherToken();
  const account = useOtherAccount(loggedIn);
  const login = useOtherLogin();
  const logout = useOtherLogout();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const result = await login.trigger(values);
      rememberOtherLogin(result);
      await mutate(apiKey(other.getAccount), result.account, { revalidate: false });
      rerender();
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };

  const leave = async () => {
    try {
      await logout.trigger({});
    } catch {
      // Shown already (toast or dialog); the session ends on this browser all the same.
    } finally {
      clearOtherLogin();
      await mutate(apiKey(other.getAccount), undefined, { revalidate: false });
      rerender();
    }
  };

  return (
    <OtherAccountPanel
      loggedIn={loggedIn}
      account={loggedIn ? account.data : null}
      error={account.error ? errorMessageOf(account.error) : null}
      retrying={account.isValidating && account.error !== undefined}
      onRetry={() => void account.mutate()}
      submitting={login.isMutating}
      serverError={serverError}
      onLogin={(values) => void submit(values)}
      loggingOut={logout.isMutating}
      onLogout={() => void leave()}
    />
  );
}

export default function OtherServicePage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useOtherServiceInfo();
  const feedback = useSendFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: FeedbackValues) => {
    setServerError(null);
    try {
      await feedback.trigger(values);
      setSentTo(values.contact);
    } catch (failure) {
      setServerError(errorMessageOf(failure));
    }
  };

  return (
    <ServiceView
      title={t('route.other.service')}
      lead={<PartnerAccount />}
      contacts={data?.contacts}
      faq={data?.faq}
      notice={data?.notice}
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      hrefs={{ orderQuery: '/chadan', announcement: '/announcement' }}
      onNavigate={(to) => void navigate(to)}
    >
      <FeedbackForm
        submitting={feedback.isMutating}
        serverError={serverError}
        done={sentTo ? { contact: sentTo } : null}
        onSubmit={(values) => void submit(values)}
        onReset={() => setSentTo(null)}
      />
    </ServiceView>
  );
}
