// Helpers of the promotion pages: where they lead and the invite summary both draw from two reads.
import type { ResponseOf } from '@shop/session/contract';
import type { customer } from '@shop/session/contract/customer';
import type { InviteSummary } from '@shop/ui';

export const PROMOTION_LINKS = {
  invite: '/inside/inter/inviteFriends',
  promotion: '/inside/inter/promotion',
  fundLog: '/inside/accountmoney',
} as const;

/** My status (getPromotionCustomerStatus) and link (getPromotionLink) as one summary, once both are read. */
export function inviteSummaryOf(
  status: ResponseOf<typeof customer.getPromotionCustomerStatus> | undefined,
  link: ResponseOf<typeof customer.getPromotionLink> | undefined,
): InviteSummary | undefined {
  if (!status || !link) return undefined;
  return { enabled: status.enabled, rate: status.rate, inviteCode: link.inviteCode, link: link.link, inviteeCount: status.inviteeCount };
}
