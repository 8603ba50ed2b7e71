// The admin area's routes: each page a lazy import of this folder (its own chunk).
import { type RouteDef } from '#app/routes/define.ts';

export const adminRoutes: RouteDef[] = [
  // ---- the admin area: `:path` is the admin prefix (config `adminPath`; any other prefix is a 404) ----
  {
    id: 'admin.index',
    path: '/:path/index',
    area: 'admin',
    titleKey: 'route.admin.index',
    auth: true,
    adminHome: true,
    page: () => import('./AdminHomePage.tsx'),
    messages: ['admin'],
    widgets: false,
  },
];
