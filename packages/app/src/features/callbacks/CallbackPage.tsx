// Binding and log-in callbacks (spec §2 "Binding callbacks"; screens.md "Callbacks"): /qqReturn,
// /weixinReturn, /mpReturn log in with the platform's code; /myQqNotify, /myWeixinNotify (type=wc for
// the public account), /myMpNotify finish a binding of the logged-in account; /certify/alipayCodeNotify
// binds an Alipay account. Each reads `code` / `state`, checks the state against the one this browser
// stored, calls the server once (runCallbackOnce), shows the result and links back.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useMarkWritten } from '#app/data/freshness.ts';
import { callbackLoginTarget, callbackPlanFor, readCallbackQuery, statePurposeOf, type CallbackPlan } from '@shop/session';
import { CallbackResultView, type CallbackBack, type CallbackKind, type CallbackResultState } from '@shop/ui';
import { accountKey } from '../account/account.ts';
import { callbackCall, runCallbackOnce } from './callbacks.ts';
import { anotherUsersData, useSiteInfo } from '../site/siteInfo.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { rememberCustomerLogin } from '#app/storage/login.ts';
import { checkCallbackState } from '#app/storage/callbackStates.ts';

const SECURITY = '/inside/inter/myaccount';

function kindOf(plan: CallbackPlan): CallbackKind {
  return plan.kind === 'login' ? 'login' : plan.kind === 'bind' ? 'bind' : 'alipay';
}

function backOf(plan: CallbackPlan): { to: string; label: CallbackBack } {
  if (plan.kind === 'login') return hasUserToken() ? { to: '/', label: 'home' } : { to: '/login', label: 'login' };
  return { to: SECURITY, label: 'security' };
}

export default function CallbackPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const markWritten = useMarkWritten();
  const { data: site } = useSiteInfo();
  const plan = callbackPlanFor(pathname, search) ?? ({ kind: 'login', platform: 'qq' } as const);
  const read = readCallbackQuery(plan, search);
  const needsLogin = plan.kind !== 'login' && !hasUserToken();
  const [result, setResult] = useState<CallbackResultState>(() =>
    !read.ok ? { status: 'failed', reason: read.problem } : needsLogin ? { status: 'failed', reason: 'needLogin' } : { status: 'checking' },
  );
  const [continueTo, setContinueTo] = useState<string | undefined>();
  const purpose = statePurposeOf(plan);
  const code = read.ok ? read.query.code : '';
  const state = read.ok ? read.query.state : '';

  useEffect(() => {
    if (!read.ok || needsLogin) return;
    let live = true;
    const stored = checkCallbackState(state, purpose);
    const target = callbackLoginTarget(read.query, 'entry' in stored ? stored.entry : null);
    void runCallbackOnce(purpose, state, () => callbackCall(plan, code, state)).then(async (finish) => {
      if (!live) return;
      if (!finish.ok) {
        setResult({ status: 'failed', reason: finish.reason, message: finish.message ?? null, repeat: finish.repeat });
        return;
      }
      if (plan.kind === 'login') {
        setContinueTo(target);
        setResult({ status: 'success', repeat: finish.repeat });
        if (finish.login) {
          // As /login does: drop the previous session's data, store the new session; the login
          // notice follows the navigation (R2.10, R4.7).
          await mutate(anotherUsersData, undefined, { revalidate: false });
          void rememberCustomerLogin(finish.login, site?.title);
          if (live) await navigate(target, { replace: true });
        }
        return;
      }
      if (plan.kind === 'bind') markWritten([accountKey]);
      setResult({ status: 'success', account: finish.account, repeat: finish.repeat });
    });
    return () => {
      live = false;
    };
    // The query is the page's input; it runs again only for another address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  const here = `${pathname}${search}`;
  return (
    <CallbackResultView
      kind={kindOf(plan)}
      provider={plan.kind === 'login' || plan.kind === 'bind' ? plan.platform : undefined}
      result={result}
      links={{ back: backOf(plan), continueTo, login: `/login?redirect=${encodeURIComponent(here)}` }}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
