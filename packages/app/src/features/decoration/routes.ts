// The decoration area's routes: each page a lazy import of this folder (its own chunk).
import { ROLE_IDS, type RouteDef } from '#app/routes/define.ts';

export const decorationRoutes: RouteDef[] = [
  // site decoration (R2.4)
  {
    id: 'decorate',
    path: '/:path/decorate/desktop',
    area: 'admin',
    titleKey: 'route.decorate',
    decoration: true,
    auth: true,
    roleId: ROLE_IDS.decoration,
    page: () => import('./DecoratePage.tsx'),
    messages: ['decoration', 'storefront'],
  },
];
