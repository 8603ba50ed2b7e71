// The cdk area's routes: each page a lazy import of this folder (its own chunk).
import { type RouteDef } from '#app/routes/define.ts';

export const cdkRoutes: RouteDef[] = [
  // ---- card-key area, no login ----
  {
    id: 'cdk.short',
    path: '/cdk/short/:short',
    area: 'cdk',
    titleKey: 'route.cdk.short',
    page: () => import('./CdkShortPage.tsx'),
    messages: ['cdk'],
  },
  {
    id: 'cdk.recharge',
    path: '/cdk/recharge',
    area: 'cdk',
    titleKey: 'route.cdk.recharge',
    page: () => import('./CdkRechargePage.tsx'),
    messages: ['cdk'],
  },
  {
    id: 'cdk.order',
    path: '/cdk/order',
    area: 'cdk',
    titleKey: 'route.cdk.order',
    page: () => import('./CdkOrderPage.tsx'),
    messages: ['cdk'],
  },
];
