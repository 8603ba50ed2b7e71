// /mpQrcode: log in by scanning a WeChat mini-program code. The page asks for a code (getMpQrcode,
// purpose login), stores its state for /mpReturn, and asks where it stands every MP_POLL_MS
// (getMpQrcodeStatus); a confirmed scan answers the session of this browser, stored as /login does.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CALLBACK_LOGIN_HOME, isSafeRedirect } from '@shop/session';
import { MpQrcodeView, type MpQrcodeStatus } from '@shop/ui';
import { useMpQrcode, useMpQrcodeStatus } from './callbacks.ts';
import { anotherUsersData, useSiteInfo } from '../site/siteInfo.ts';
import { config } from '#app/config.ts';
import { storeCallbackState } from '#app/storage/callbackStates.ts';
import { rememberCustomerLogin } from '#app/storage/login.ts';
import { devScanLink } from './devLink.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export const MP_POLL_MS = 2000;

export default function MpQrcodePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { data: site } = useSiteInfo();
  const ask = useMpQrcode();
  const [qr, setQr] = useState<{ content: string; expiresAt: number; state: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const redirect = params.get('redirect');
  const target = isSafeRedirect(redirect) ? redirect : CALLBACK_LOGIN_HOME;

  const fetchQr = async () => {
    setError(null);
    try {
      const answer = await ask.trigger({ purpose: 'login' });
      storeCallbackState({ state: answer.state, purpose: 'login:mp', expiresIn: answer.expiresIn, redirect: target });
      setQr({ content: answer.qrContent, state: answer.state, expiresAt: Date.now() + answer.expiresIn * 1000 });
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  // One code per visit (StrictMode's second effect reuses the first request).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetchQr();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Asked while the server says the code waits (it answers expired when its time is up); the
  // answer that ended the wait is kept for the code it was about.
  type Answer = NonNullable<ReturnType<typeof useMpQrcodeStatus>['data']>;
  const [finished, setFinished] = useState<{ state: string; answer: Answer } | null>(null);
  const done = qr !== null && finished?.state === qr.state ? finished.answer : null;
  const { data } = useMpQrcodeStatus(qr && !done ? qr.state : null, MP_POLL_MS);
  if (qr && !done && data && data.status !== 'waiting' && data.status !== 'scanned') setFinished({ state: qr.state, answer: data });
  const answer = done ?? data;
  const login = answer?.status === 'confirmed' ? answer.login : null;
  const handled = useRef(false);
  useEffect(() => {
    if (!login || handled.current) return;
    handled.current = true;
    void (async () => {
      await mutate(anotherUsersData, undefined, { revalidate: false });
      void rememberCustomerLogin(login, site?.title);
      await navigate(target, { replace: true });
    })();
  }, [login, mutate, navigate, site?.title, target]);

  // 'confirmed' without a session for this browser (it logged in elsewhere): nothing to do here but wait.
  const status: MpQrcodeStatus = login ? 'loggedIn' : !answer || answer.status === 'confirmed' ? 'waiting' : answer.status;
  return (
    <MpQrcodeView
      qr={qr}
      status={status}
      error={error}
      refreshing={ask.isMutating}
      onRefresh={() => void fetchQr()}
      devLink={config.msw && qr ? devScanLink(qr.content) : null}
      links={{ passwordLogin: `/login${redirect && isSafeRedirect(redirect) ? `?redirect=${encodeURIComponent(redirect)}` : ''}` }}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
