// Every handler of the mocks: the contract's endpoints by domain, then the mock-only control
// endpoints and generated images. Order matters only for overrides (server.use / worker.use).
import type { HttpHandler } from 'msw';
import { adminRoutes } from './admin.ts';
import { assetHandlers } from './assets.ts';
import { cdkRoutes } from './cdk.ts';
import { controlHandlers } from './control.ts';
import { customerRoutes } from './customer/index.ts';
import { decorationRoutes } from './decoration.ts';
import type { MockRoute } from './framework.ts';
import { otherRoutes } from './other.ts';
import { publicRoutes } from './public.ts';
import { supplyRoutes } from './supply.ts';
import { vipRoutes } from './vip.ts';

export { STAGE_2_PENDING, STAGE_2_AREAS } from './pending.ts';
export { configureMocks, mockConfig, contractViolations, DEFAULT_ADMIN_PATH, SESSION_TTL_MS } from './framework.ts';
export { mockState, CONTROL_PREFIX } from './control.ts';

/** The contract endpoints with a handler, by domain. */
export const routes: MockRoute[] = [
  ...publicRoutes,
  ...customerRoutes,
  ...otherRoutes,
  ...adminRoutes,
  ...vipRoutes,
  ...supplyRoutes,
  ...cdkRoutes,
  ...decorationRoutes,
];

/** Contract ids that have a handler (the test walks the contract against it). */
export const implementedIds: readonly string[] = routes.map((r) => r.endpoint.id);

export const handlers: HttpHandler[] = [...routes.map((r) => r.handler), ...controlHandlers, ...assetHandlers];
