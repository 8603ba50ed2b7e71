// Helpers of the card-key pages: the code from the address, where they lead, redeeming with the keys
// a redemption delivered masked for ui. A redemption moves money (a balance credit, a goods order), so
// it goes once per client request id (money/onceAction.ts): a retry whose answer was lost, a double
// click or a second tab sends the same id and reads the first redemption again, not "already used";
// what the user typed changed, a new id. When the key reads as used while an attempt of this page got
// no answer (a re-check, a refresh on focus), that attempt is sent again with its id: the server answers
// the redemption it made, instead of the page saying "used" about the user's own redemption.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CdkInfo } from '@shop/session/contract';
import { normalCdkCode } from '@shop/session';
import type { CdkRedeemRequest, ShownRedemption } from '@shop/ui';
import { useRedeemCdk } from './cdk.ts';
import { useOnceAction } from '../money/onceAction.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { withShownCards } from '../orders/shownCards.ts';

export const CDK_LINKS = {
  recharge: '/cdk/recharge',
  order: '/cdk/order',
  fundLog: '/inside/accountmoney',
} as const;

/** A code from the address in its checked form, or null. */
export const codeFrom = (value: string | null) => (value ? normalCdkCode(value) : null);

/** Links of a redemption: its order in the order query, the key's redemptions. */
export function redeemLinks(code: string | null, done: ShownRedemption | null) {
  return {
    ...CDK_LINKS,
    order: code ? `${CDK_LINKS.order}?code=${encodeURIComponent(code)}` : CDK_LINKS.order,
    orderQuery: done?.orderNo ? `/chadan?orderNo=${done.orderNo}` : '/chadan',
  };
}

type RedeemTarget = { code: string } | { short: string };
type RedeemAttempt = CdkRedeemRequest & { target: RedeemTarget };

/** What makes two attempts the same redemption: the key and everything typed. */
const contentOf = ({ target, account, contact, inputs }: RedeemAttempt) =>
  JSON.stringify([
    'code' in target ? `code:${target.code}` : `short:${target.short}`,
    account,
    contact,
    Object.entries(inputs).sort(([a], [b]) => a.localeCompare(b)),
  ]);

const sameTarget = (a: RedeemTarget, b: RedeemTarget | null) =>
  b !== null && ('code' in a ? 'code' in b && a.code === b.code : 'short' in b && a.short === b.short);

/**
 * Redeeming a key (by code or short link): the result, or the server's msg with the form kept.
 * `keyStatus`: what the page last read about the key (a lost attempt is asked again once it reads used).
 */
export function useRedeem(target: RedeemTarget | null, keyStatus?: CdkInfo['status']) {
  const redeem = useRedeemCdk();
  const [done, setDone] = useState<ShownRedemption | null>(null);
  /** The last attempt that got no answer (network, timeout, server error): it may have redeemed the key. */
  const [lost, setLost] = useState<RedeemAttempt | null>(null);
  const askedAgain = useRef<RedeemAttempt | null>(null);
  const { trigger, reset: resetMutation } = redeem;
  const send = useCallback(
    ({ target: key, account, contact, inputs }: RedeemAttempt, requestId: string) =>
      trigger({ ...key, account, contact, inputs, requestId }),
    [trigger],
  );
  // Without a warning: the server answers the first redemption again (or says the key is used).
  const { run } = useOnceAction('cdkRedeem', contentOf, send, { warnRepeat: false });
  const attempt = useCallback(
    async (request: RedeemAttempt) => {
      resetMutation();
      try {
        const answer = await run(request);
        setLost(null);
        setDone(withShownCards(answer));
      } catch (error) {
        setLost(isBusinessError(error) ? null : request);
        throw error;
      }
    },
    [run, resetMutation],
  );

  useEffect(() => {
    if (keyStatus !== 'used' || lost === null || askedAgain.current === lost || !sameTarget(lost.target, target)) return;
    askedAgain.current = lost;
    attempt(lost).catch(() => undefined);
  }, [keyStatus, lost, target, attempt]);

  return {
    done,
    redeeming: redeem.isMutating,
    redeemError: redeem.error ? errorMessageOf(redeem.error) : null,
    onRedeem: async (request: CdkRedeemRequest) => {
      if (!target) return;
      await attempt({ target, account: request.account, contact: request.contact, inputs: request.inputs });
    },
    reset: () => {
      resetMutation();
      setDone(null);
    },
  };
}
