// /cdk/recharge?code=: type a key (case and spaces do not matter: session's normalCdkCode), see what it
// is worth and redeem it into an account. The code checked lives in the address; a wrong key is the
// server's words, which never say which part was wrong.
import { useSearchParams } from 'react-router-dom';
import { normalCdkCode } from '@shop/session';
import { CdkRechargeView } from '@shop/ui';
import { useCdkInfo } from './cdk.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { codeFrom, redeemLinks, useRedeem } from './shared.ts';

export default function CdkRechargePage() {
  const [params, setParams] = useSearchParams();
  const code = codeFrom(params.get('code'));
  const info = useCdkInfo(code);
  const redeem = useRedeem(code ? { code } : null, info.data?.status);
  return (
    <CdkRechargeView
      initialCode={code ?? ''}
      readCode={normalCdkCode}
      onCheck={(next) => {
        redeem.reset();
        if (next === code) void info.mutate();
        else setParams({ code: next }, { replace: true });
      }}
      checking={info.isLoading}
      // A refusal (an unknown key) is the form's to say; the look-up failing is said with a retry.
      checkError={isBusinessError(info.error) ? errorMessageOf(info.error) : null}
      info={isBusinessError(info.error) ? undefined : info.data}
      lookup={{
        error: info.error && !isBusinessError(info.error) ? errorMessageOf(info.error) : null,
        onRetry: () => void info.mutate(),
        retrying: info.isValidating,
      }}
      onRedeem={redeem.onRedeem}
      redeeming={redeem.redeeming}
      redeemError={redeem.redeemError}
      done={redeem.done}
      links={redeemLinks(code, redeem.done)}
    />
  );
}
