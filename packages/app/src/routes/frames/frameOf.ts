// Which frame wraps a route (plain data, read by the registry, the size report and the tests).
// - storefront: the shop's header and footer (ui StorefrontLayout) around public, shop, payment,
//   cdk, other, callback and error pages;
// - backoffice: the shell (ui AppShell: sider, header, tabs) around the customer, vip and supply areas;
// - bare: the decoration page, a full-screen editor of its own.
import type { LazyPart } from '@shop/session/messages';
import type { MenuArea, RouteDef } from '../table.ts';

export type FrameName = 'storefront' | 'backoffice' | 'bare';

export function frameOf(route: RouteDef): FrameName {
  switch (route.area) {
    case 'customer':
    case 'vip':
    case 'supply':
      return 'backoffice';
    case 'admin':
      return 'bare';
    default:
      return 'storefront';
  }
}

/** The back-office menu a route belongs to: its own menu entry's, else its area's. */
export function menuAreaOf(route: RouteDef): MenuArea {
  if (route.menu) return route.menu.area;
  return route.area === 'vip' ? 'vip' : route.area === 'supply' ? 'supply' : 'inside';
}

/** The layout modules, for the size report (manifest keys). */
export const FRAME_MODULES: Record<Exclude<FrameName, 'bare'>, string> = {
  storefront: 'src/routes/frames/StorefrontFrame.tsx',
  backoffice: 'src/routes/frames/BackOfficeFrame.tsx',
};

/** The lazy catalogue parts a frame's strings live in, loaded with the frame (the back-office shell's). */
export const FRAME_MESSAGES: Record<Exclude<FrameName, 'bare'>, LazyPart[]> = {
  storefront: [],
  backoffice: ['backoffice'],
};

/** The catalogue parts of the frame a route renders in (size report). */
export function frameMessagesOf(route: RouteDef): LazyPart[] {
  const frame = frameOf(route);
  return frame === 'bare' ? [] : FRAME_MESSAGES[frame];
}

/** The frame module a route renders in (size report), or null for the bare decoration page. */
export function frameModuleOf(route: RouteDef): string | null {
  const frame = frameOf(route);
  return frame === 'bare' ? null : FRAME_MODULES[frame];
}
