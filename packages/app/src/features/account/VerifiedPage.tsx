// /inside/verified: the mobile binding and real-name certification. A started certification is kept
// for this browser session, so coming back from the face check page still knows its certifyId.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { VerifiedView, type CertificationResult, type CodeSent, type PendingCertification } from '@shop/ui';
import { accountKey } from './account.ts';
import { useBindMobile, useSendBindMobileCode, useSendUnbindMobileCode, useUnbindMobile } from './verification.ts';
import { useCertifyResult, useStartCertification, useVerified, verifiedKey } from './verified.ts';
import { t } from '#app/i18n.ts';
import { storeCallbackState } from '#app/storage/callbackStates.ts';
import { guarded, toastSuccess } from './feedback.ts';

const PENDING_KEY = 'certify:pending';
/** How long a started certification may be finished (the server's limit, 10 minutes). */
const CERTIFY_STATE_SECONDS = 600;

function readPending(): PendingCertification | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingCertification | null;
    return value && typeof value.certifyId === 'string' && typeof value.certifyUrl === 'string' ? value : null;
  } catch {
    return null;
  }
}

function writePending(value: PendingCertification | null): void {
  if (value) sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
  else sessionStorage.removeItem(PENDING_KEY);
}

export default function VerifiedPage() {
  const { mutate: globalMutate } = useSWRConfig();
  const { data, error, isLoading, isValidating, mutate } = useVerified();
  const start = useStartCertification();
  const check = useCertifyResult();
  const sendBind = useSendBindMobileCode();
  const sendUnbind = useSendUnbindMobileCode();
  const bind = useBindMobile();
  const unbind = useUnbindMobile();
  const [pending, setPendingState] = useState<PendingCertification | null>(readPending);
  const [result, setResult] = useState<CertificationResult | null>(null);
  const [certifyError, setCertifyError] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const [sending, setSending] = useState(false);
  const setPending = (value: PendingCertification | null) => {
    writePending(value);
    setPendingState(value);
    setResult(null);
  };
  const afterMobile = () => {
    setCodeSent(null);
    void globalMutate(verifiedKey);
    void globalMutate(accountKey);
  };
  // A certification that passed meanwhile needs no pending step.
  const shownPending = data?.certified ? null : pending;
  const mobileName = t('account.security.provider.mobile');

  return (
    <VerifiedView
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      certification={data ? { certified: data.certified, realName: data.realName, certifiedAt: data.certifiedAt } : null}
      pending={shownPending}
      result={result}
      certifyError={certifyError}
      checking={check.isMutating}
      onStart={(values) =>
        guarded(setCertifyError, () => start.trigger(values)).then((answer) => {
          // The certify callbacks only accept a certifyId this browser started (callbacks).
          storeCallbackState({ state: answer.certifyId, purpose: 'certify', expiresIn: CERTIFY_STATE_SECONDS });
          setPending(answer);
        })
      }
      onCheck={() =>
        shownPending
          ? guarded(setCertifyError, () => check.trigger({ certifyId: shownPending.certifyId })).then(
              (answer) => {
                if (answer.status === 'passed') {
                  setPending(null);
                  toastSuccess('account.verified.passedTitle');
                } else setResult({ status: answer.status, message: answer.message });
              },
              () => undefined,
            )
          : undefined
      }
      onRestart={() => {
        setCertifyError(null);
        setPending(null);
      }}
      mobile={{
        binding: data?.mobile,
        codeSent,
        error: mobileError,
        busy: sending ? 'send' : null,
        onSendCode: async (value, purpose) => {
          setSending(true);
          try {
            const answer = await guarded(setMobileError, () =>
              purpose === 'bind' ? sendBind.trigger({ mobile: value }) : sendUnbind.trigger({}),
            );
            setCodeSent({ at: Date.now(), cooldown: answer.cooldown, target: answer.target });
          } catch {
            // On the panel.
          } finally {
            setSending(false);
          }
        },
        onBind: ({ value, code }) =>
          guarded(setMobileError, () => bind.trigger({ mobile: value, code })).then(() => {
            afterMobile();
            toastSuccess('account.security.bound', { provider: mobileName });
          }),
        onUnbind: ({ code }) =>
          guarded(setMobileError, () => unbind.trigger({ code })).then(() => {
            afterMobile();
            toastSuccess('account.security.unbound', { provider: mobileName });
          }),
      }}
    />
  );
}
