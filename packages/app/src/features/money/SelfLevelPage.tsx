// /inside/selfLevel: my level, the growth bar to the next one (session's cents rule), one card per
// level. From the balance the upgrade happens here (once per request id); online it gets a number to
// pay at /pay/payonline. A refusal (the same level bought meanwhile, a wrong sale password, too little
// balance) shows the server's msg in the dialog and the levels are read again.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { centsOfYuan, levelProgress, levelStanding, yuanOfCents } from '@shop/session';
import type { ResponseOf } from '@shop/session/contract';
import type { customer } from '@shop/session/contract/customer';
import { LevelsView, type LevelCard, type LevelGrowth, type UpgradeRequest } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useLevels, useUpgradeLevel } from './levels.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { useOnceAction } from './onceAction.ts';
import { MONEY_LINKS } from './shared.ts';
import { updateStoredUser } from '#app/storage/storedUser.ts';

type Levels = ResponseOf<typeof customer.getLevelList>;

/** The cards and the growth bar from the ladder and my balance, in integer cents. */
export function levelCardsOf(levels: Levels, balance: number): { cards: LevelCard[]; growth: LevelGrowth } {
  const balanceCents = centsOfYuan(balance);
  const mine = levels.list.find((l) => l.id === levels.current.id);
  const mySort = mine?.sort ?? 0;
  const cards = levels.list.map((level) => {
    const after = balanceCents - centsOfYuan(level.upgradePrice);
    return { ...level, standing: levelStanding(level.sort, mySort), balanceAfter: after >= 0 ? yuanOfCents(after) : null };
  });
  const next = [...levels.list].sort((a, b) => a.sort - b.sort).find((l) => l.sort > mySort) ?? null;
  const progress = next ? levelProgress(balanceCents, centsOfYuan(next.upgradePrice)) : { ratio: 1, missingCents: 0 };
  return {
    cards,
    growth: {
      next: next ? { id: next.id, name: next.name, upgradePrice: next.upgradePrice } : null,
      ratio: progress.ratio,
      missing: yuanOfCents(progress.missingCents),
    },
  };
}

const contentOf = (r: UpgradeRequest) => `${r.levelId}|${r.pay}`;

export default function SelfLevelPage() {
  const navigate = useNavigate();
  const levels = useLevels();
  const account = useAccount();
  const upgrade = useUpgradeLevel();
  const [done, setDone] = useState<{ level: { id: number; name: string }; balance: number } | null>(null);
  const { trigger } = upgrade;
  const send = useCallback((request: UpgradeRequest, requestId: string) => trigger({ ...request, requestId }), [trigger]);
  // The balance upgrade: once per request id; the server refuses a second one of the same level anyway.
  const once = useOnceAction('upgrade', contentOf, send, { warnRepeat: false });
  const shown = levels.data && account.data ? levelCardsOf(levels.data, account.data.balance) : null;

  const onUpgrade = async (request: UpgradeRequest) => {
    upgrade.reset();
    try {
      if (request.pay === 'online') {
        // No request id: the server answers the open number of this level again, or a new one.
        const answer = await trigger({ levelId: request.levelId, pay: 'online' });
        if (answer.orderNo) void navigate(`/pay/payonline?orderNo=${encodeURIComponent(answer.orderNo)}`);
        return;
      }
      const answer = await once.run({ ...request, salePwd: request.salePwd });
      setDone({ level: answer.level, balance: answer.balance });
      void updateStoredUser({ level: answer.level });
    } catch (error) {
      // Mine already, or lower: the ladder on screen is out of date.
      if (isBusinessError(error)) void levels.mutate();
      throw error;
    }
  };

  return (
    <LevelsView
      // The sale-password setting (and the balance) beside the data: a failure shows with a retry.
      {...readStateOf(withSideReads(levels, account))}
      current={levels.data?.current}
      levels={shown?.cards}
      balance={account.data?.balance}
      growth={shown?.growth}
      salePwdRequired={Boolean(account.data?.salePwd.enabled)}
      onUpgrade={onUpgrade}
      upgrading={upgrade.isMutating}
      upgradeError={upgrade.error ? errorMessageOf(upgrade.error) : null}
      onDismissError={() => upgrade.reset()}
      done={done}
      links={{ recharge: MONEY_LINKS.recharge, fundLog: MONEY_LINKS.fundLog }}
    />
  );
}
