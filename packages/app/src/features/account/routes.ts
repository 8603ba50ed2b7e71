// The account area's routes: each page a lazy import of this folder (its own chunk).
import { customer, type RouteDef } from '#app/routes/define.ts';

export const accountRoutes: RouteDef[] = [
  // ---- under /inside, login required: the customer area (menu order = this order) ----
  customer('index', 'dashboard', { page: () => import('./DashboardPage.tsx'), messages: ['account'] }),
  customer('inter/myaccount', 'security', { page: () => import('./AccountSecurityPage.tsx'), messages: ['account', 'binding'] }),
  customer('message', 'message', { page: () => import('./MessagePage.tsx'), messages: ['account'] }),
  customer('verified', 'verified', { page: () => import('./VerifiedPage.tsx'), messages: ['account', 'binding'] }),
];
