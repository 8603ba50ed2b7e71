// Promotion (/inside/inter/promotion, /inside/inter/inviteFriends): the share link of a goods and what
// an invitee's purchase of it earns me, in integer cents. The server pays the commission; these only
// say what the screen shows.

/** The scheme and host of a link ("https://shop.example.com"), or '' for a path. */
function originOf(link: string): string {
  return /^https?:\/\/[^/?#]+/i.exec(link)?.[0] ?? '';
}

/**
 * The share link of a goods: its buy page, carrying my invite code, on the host of my invite link
 * (`getPromotionLink`), so a visitor who buys from it is my invitee.
 */
export function goodsShareLink(inviteLink: string, inviteCode: string, goodsId: number): string {
  return `${originOf(inviteLink)}/inside/buyGoods?id=${goodsId}&invite=${encodeURIComponent(inviteCode)}`;
}

/**
 * What an invitee's purchase at `priceCents` earns at `ratePercent` (3 = 3 %): rounded down to the fen,
 * never above the price (the back end does not pay a fraction of a fen).
 */
export function commissionCents(priceCents: number, ratePercent: number): number {
  if (priceCents <= 0 || ratePercent <= 0) return 0;
  // The rate in hundredths of a percent keeps the product an integer.
  const basisPoints = Math.round(ratePercent * 100);
  return Math.min(priceCents, Math.floor((priceCents * basisPoints) / 10000));
}
