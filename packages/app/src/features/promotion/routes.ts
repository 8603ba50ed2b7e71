// The promotion area's routes: each page a lazy import of this folder (its own chunk).
import { customer, type RouteDef } from '#app/routes/define.ts';

export const promotionRoutes: RouteDef[] = [
  customer('inter/inviteFriends', 'invite', { page: () => import('./InviteFriendsPage.tsx'), messages: ['promotion', 'money'] }),
  customer('inter/promotion', 'promotion', { page: () => import('./PromotionPage.tsx'), messages: ['promotion', 'money'] }),
];
