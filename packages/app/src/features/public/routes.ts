// The public area's routes: each page a lazy import of this folder (its own chunk).
import { publicRoute, type RouteDef } from '#app/routes/define.ts';

export const publicRoutes: RouteDef[] = [
  publicRoute('login', { page: () => import('./LoginPage.tsx'), messages: ['auth'], widgets: false }),
  publicRoute('register', { page: () => import('./RegisterPage.tsx'), messages: ['auth'], widgets: false }),
  publicRoute('forget', { page: () => import('./ForgetPage.tsx'), messages: ['auth'], widgets: false }),
  publicRoute('announcement', { page: () => import('./AnnouncementListPage.tsx'), messages: ['public'] }),
  publicRoute('viewAnnouncementInfo', { page: () => import('./AnnouncementDetailPage.tsx'), messages: ['public'], widgets: false }),
  publicRoute('service', { page: () => import('./ServicePage.tsx'), messages: ['public', 'auth'] }),
  publicRoute('aibot', { page: () => import('./AibotPage.tsx'), messages: ['aibot'], widgets: false }),
  // ---- other ----
  {
    id: 'other.service',
    path: '/other/service',
    area: 'other',
    titleKey: 'route.other.service',
    page: () => import('./OtherServicePage.tsx'),
    messages: ['public', 'auth'],
  },
  // ---- errors (R2.5) ----
  { id: 'forbidden', path: '/403', area: 'error', titleKey: 'route.forbidden', page: () => import('./ForbiddenPage.tsx'), widgets: false },
  {
    id: 'serverError',
    path: '/500',
    area: 'error',
    titleKey: 'route.serverError',
    page: () => import('./ServerErrorPage.tsx'),
    widgets: false,
  },
  { id: 'notFound', path: '*', area: 'error', titleKey: 'route.notFound', page: () => import('./NotFoundPage.tsx'), widgets: false },
];
