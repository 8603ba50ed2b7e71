// The site area's routes: each page a lazy import of this folder (its own chunk).
import { type RouteDef } from '#app/routes/define.ts';

export const siteRoutes: RouteDef[] = [
  // ---- a reseller site's custom pages (/vip/pagePath); the main site has none (the page says so) ----
  {
    id: 'sitePage',
    path: '/p/:pagePath',
    area: 'public',
    titleKey: 'route.sitePage',
    page: () => import('./SitePagePage.tsx'),
    messages: ['site'],
    widgets: false,
  },
];
