// Certification callbacks (spec §2): /certify/alipayFaceNotify reports the face check back once
// (doAlipayFaceNotify with the certifyId /inside/verified stored), then goes on to
// /certify/alipayFaceResult, which reads the result from the server (getCertifyResult) and shows it,
// with the way back to /inside/verified. The certifyId must be one this browser started.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMarkWritten } from '#app/data/freshness.ts';
import { callbackPlanFor, readCallbackQuery } from '@shop/session';
import { CallbackResultView, type CallbackFailure, type CallbackResultState } from '@shop/ui';
import { accountKey } from '../account/account.ts';
import { callbackCall, runCallbackOnce, useCertifyResultOf } from './callbacks.ts';
import { verifiedKey } from '../account/verified.ts';
import { checkCallbackState } from '#app/storage/callbackStates.ts';
import { hasUserToken } from '#app/storage/localStore.ts';

const BACK = { to: '/inside/verified', label: 'verified' } as const;
export const CERTIFY_RESULT_PATH = '/certify/alipayFaceResult';

function FaceNotify({ certifyId }: { certifyId: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ reason: CallbackFailure; message: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void runCallbackOnce('certify', certifyId, () => callbackCall({ kind: 'certifyNotify' }, '', certifyId)).then((finish) => {
      if (!live) return;
      // Reported (or reported before, on a reload): the result page reads how it ended.
      if (finish.ok) void navigate(`${CERTIFY_RESULT_PATH}?certifyId=${encodeURIComponent(certifyId)}`, { replace: true });
      else setFailure({ reason: finish.reason, message: finish.message ?? null });
    });
    return () => {
      live = false;
    };
  }, [certifyId, navigate]);
  const result: CallbackResultState = failure ? { status: 'failed', ...failure } : { status: 'checking' };
  return <CallbackResultView kind="certify" result={result} links={{ back: BACK }} onNavigate={(to) => void navigate(to)} />;
}

function FaceResult({ certifyId }: { certifyId: string }) {
  const navigate = useNavigate();
  const markWritten = useMarkWritten();
  // Read only, so a reload may ask again; but only for a certification this browser started.
  const check = checkCallbackState(certifyId, 'certify');
  const known = check.status === 'ok' || check.status === 'used';
  const { data, error, isValidating, mutate: again } = useCertifyResultOf(known ? certifyId : null);
  const passed = data?.status === 'passed';
  useEffect(() => {
    if (passed) {
      markWritten([verifiedKey, accountKey]);
    }
  }, [passed, markWritten]);
  let result: CallbackResultState;
  if (!known) result = { status: 'failed', reason: check.status === 'expired' ? 'expired' : 'mismatch' };
  else if (data?.status === 'passed') result = { status: 'success', name: data.realName };
  else if (data?.status === 'pending') result = { status: 'pending' };
  else if (data?.status === 'failed') result = { status: 'failed', reason: 'failed', message: data.message };
  else if (error)
    result =
      error.kind === 'business' ? { status: 'failed', reason: 'failed', message: error.message } : { status: 'failed', reason: 'network' };
  else result = { status: 'checking' };
  return (
    <CallbackResultView
      kind="certify"
      result={result}
      links={{ back: BACK }}
      onRefresh={() => void again()}
      refreshing={isValidating}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

export default function CertifyCallbackPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const plan = callbackPlanFor(pathname, search) ?? { kind: 'certifyResult' as const };
  const read = readCallbackQuery(plan, search);
  if (!read.ok)
    return (
      <CallbackResultView
        kind="certify"
        result={{ status: 'failed', reason: read.problem }}
        links={{ back: BACK }}
        onNavigate={(to) => void navigate(to)}
      />
    );
  if (!hasUserToken())
    return (
      <CallbackResultView
        kind="certify"
        result={{ status: 'failed', reason: 'needLogin' }}
        links={{ back: BACK, login: `/login?redirect=${encodeURIComponent(pathname + search)}` }}
        onNavigate={(to) => void navigate(to)}
      />
    );
  return plan.kind === 'certifyNotify' ? (
    <FaceNotify key={read.query.state} certifyId={read.query.state} />
  ) : (
    <FaceResult key={read.query.state} certifyId={read.query.state} />
  );
}
