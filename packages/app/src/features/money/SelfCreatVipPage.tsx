// /inside/selfCreatVip: open my own reseller shop. What I pay per version is the server's (my level's
// discount); the balance after it is integer cents; the path is checked when the field is left; the
// shop is opened once per request id. Then the vip menu opens for me at once (roles in the stored
// log-in answer) and the answer's term in days is shown (the request client has set u-query-day from
// its keyDay, R7.2).
import { useCallback, useState } from 'react';
import { centsOfYuan, yuanOfCents } from '@shop/session';
import { CreateVipView, type CreateVipRequest, type CreatedVipSite, type VipVersionOffer } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useCheckVipPath, useCreateVip, useCreateVipInfo } from './createVip.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { useOnceAction } from './onceAction.ts';
import { MONEY_LINKS } from './shared.ts';
import { updateStoredUser } from '#app/storage/storedUser.ts';

const contentOf = (r: CreateVipRequest) => `${r.versionId}|${r.sitePath}|${r.siteName}`;

/** Where a site lives: this origin's /s/ (mocks/README.md: 小鹿数码商城 is /s/xiaolu). */
const siteBase = () => `${window.location.origin}/s/`;

export default function SelfCreatVipPage() {
  const info = useCreateVipInfo();
  const account = useAccount();
  const check = useCheckVipPath();
  const create = useCreateVip();
  const [done, setDone] = useState<CreatedVipSite | null>(null);
  const { trigger } = create;
  const send = useCallback(
    (request: CreateVipRequest, requestId: string) =>
      trigger({
        versionId: request.versionId,
        siteName: request.siteName,
        sitePath: request.sitePath,
        requestId,
        ...(request.salePwd ? { salePwd: request.salePwd } : {}),
      }),
    [trigger],
  );
  const once = useOnceAction('createVip', contentOf, send, { warnRepeat: false });

  const versions: VipVersionOffer[] | undefined = info.data?.versions.map((version) => {
    const myPrice = info.data?.myPrices.find((p) => p.versionId === version.id)?.price ?? version.price;
    const after = centsOfYuan(info.data?.balance ?? 0) - centsOfYuan(myPrice);
    return { ...version, myPrice, balanceAfter: after >= 0 ? yuanOfCents(after) : null };
  });

  return (
    <CreateVipView
      // The sale-password setting (and the balance) beside the data: a failure shows with a retry.
      {...readStateOf(withSideReads(info, account))}
      versions={versions}
      balance={info.data?.balance}
      site={info.data?.site}
      salePwdRequired={Boolean(account.data?.salePwd.enabled)}
      siteBase={siteBase()}
      onCheckPath={(sitePath) => check.trigger({ sitePath })}
      onSubmit={async (request) => {
        create.reset();
        const answer = await once.run(request);
        setDone({ siteName: request.siteName, path: answer.path, expiresAt: answer.expiresAt, days: answer.days, balance: answer.balance });
        await updateStoredUser({ addRole: 'vip' });
      }}
      submitting={create.isMutating}
      submitError={create.error ? errorMessageOf(create.error) : null}
      done={done}
      links={{ recharge: MONEY_LINKS.recharge, vipHome: MONEY_LINKS.vipHome, fundLog: MONEY_LINKS.fundLog }}
    />
  );
}
