// Helpers of the card-key pages: the code from the address, where they lead, redeeming with the keys
// a redemption delivered masked for ui.
import { useState } from 'react';
import { normalCdkCode } from '@shop/session';
import type { CdkRedeemRequest, ShownRedemption } from '@shop/ui';
import { useRedeemCdk } from '../../api/cdk.ts';
import { errorMessageOf } from '../readState.ts';
import { withShownCards } from '../shownCards.ts';

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

/** Redeeming a key (by code or short link): the result, or the server's msg with the form kept. */
export function useRedeem(target: { code: string } | { short: string } | null) {
  const redeem = useRedeemCdk();
  const [done, setDone] = useState<ShownRedemption | null>(null);
  return {
    done,
    redeeming: redeem.isMutating,
    redeemError: redeem.error ? errorMessageOf(redeem.error) : null,
    onRedeem: async (request: CdkRedeemRequest) => {
      if (!target) return;
      redeem.reset();
      const answer = await redeem.trigger({ ...target, account: request.account, contact: request.contact, inputs: request.inputs });
      setDone(withShownCards(answer));
    },
    reset: () => {
      redeem.reset();
      setDone(null);
    },
  };
}
