// /vip/vipVersionMoney: the versions with price and rights; renew or upgrade from the balance (sale
// password when its check is on). The answer carries keyDay, which the request client keeps as the
// u-query-day cookie (R7.2: 1 − keyDay); the result shows the days left read back from it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COOKIE_KEYS, keyDayFromQueryDay } from '@shop/session';
import { VipVersionView, type VersionResult } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useRenewVersion, useUpgradeVersion, useVersionList } from './vipVersions.ts';
import { cookies } from '#app/storage/cookies.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { useRequestId } from '#app/request/requestId.ts';

export default function VipVersionMoneyPage() {
  const navigate = useNavigate();
  const versions = useVersionList();
  const account = useAccount();
  const renew = useRenewVersion();
  // One id per renewal, kept over its retries: an answer lost after the payment is not a second renewal.
  const renewal = useRequestId();
  const upgrade = useUpgradeVersion();
  const [result, setResult] = useState<VersionResult | null>(null);
  const [lastAction, setLastAction] = useState<'renew' | 'upgrade'>('renew');
  const failed = lastAction === 'renew' ? renew.error : upgrade.error;

  return (
    <VipVersionView
      data={versions.data}
      // The sale-password setting (and the balance) beside the data: a failure shows with a retry.
      {...readStateOf(withSideReads(versions, account))}
      salePwdOn={account.data?.salePwd.enabled ?? false}
      onRenew={async (body) => {
        setLastAction('renew');
        renew.reset();
        const done = await renew.trigger({ ...body, requestId: renewal.id });
        renewal.next();
        setResult({
          kind: 'renew',
          version: done.version.name,
          expiresAt: done.expiresAt,
          paid: done.paid,
          balance: done.balance,
          daysLeft: keyDayFromQueryDay(cookies.get(COOKIE_KEYS.queryDay)),
        });
      }}
      onUpgrade={async (body) => {
        setLastAction('upgrade');
        upgrade.reset();
        const done = await upgrade.trigger(body);
        setResult({
          kind: 'upgrade',
          version: done.version.name,
          expiresAt: done.expiresAt,
          paid: done.paid,
          balance: done.balance,
          daysLeft: null,
        });
      }}
      busy={renew.isMutating || upgrade.isMutating}
      actionError={failed ? errorMessageOf(failed) : null}
      result={result}
      onDismissResult={() => setResult(null)}
      rechargeHref="/pay/recharge"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
