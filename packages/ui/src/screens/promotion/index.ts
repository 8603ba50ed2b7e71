// Promotion (catalogue part `promotion`): invite friends (link, QR code, poster, invitees)
// and the promotion centre (figures, commission, collecting it, share links per goods).
export type { InvitePoster, InviteSummary, SectionRead, ShareGoods } from './shared/types.ts';
export * from './InviteFriends/index.ts';
export * from './Promotion/index.ts';
