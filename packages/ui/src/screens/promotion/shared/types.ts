import type { ReadState } from '#ui/page/readState.ts';

/** One read of a screen's section (its data and read state). */
export interface SectionRead<T> extends ReadState {
  data?: T;
}

/** My promotion: whether it is on, my rate, my invite link and code, how many I invited. */
export interface InviteSummary {
  enabled: boolean;
  /** Percent of an invitee's order paid to me. */
  rate: number;
  inviteCode: string;
  link: string;
  inviteeCount: number;
}

/** The poster (`getPromotionPoster`): a background with a white square slot for the QR code, and its caption. */
export interface InvitePoster {
  background: string;
  link: string;
  caption: string;
}

/** One goods to share: its buy page with my code and what a purchase earns me (the app computes it in cents). */
export interface ShareGoods {
  goodsId: number;
  name: string;
  cover: string;
  /** What a visitor pays. */
  price: number;
  /** What I pay at my level. */
  cost: number;
  /** What one purchase by an invitee earns me. */
  earning: number;
  link: string;
}
