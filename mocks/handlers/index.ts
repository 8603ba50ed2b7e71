// Every handler of the mocks: the contract's endpoints by domain, then the mock-only control
// endpoints and generated images. Order matters only for overrides (server.use / worker.use).
import type { HttpHandler } from 'msw';
import { adminRoutes } from './admin.ts';
import { assetHandlers } from './assets.ts';
import { cdkRoutes } from './cdk.ts';
import { controlHandlers } from './control.ts';
import { callbackRoutes } from './callbacks.ts';
import { runDueJobs } from './kit/commerce.ts';
import { accountRoutes } from './account/index.ts';
import { aftersaleRoutes } from './aftersale.ts';
import { moneyRoutes } from './money.ts';
import { ordersRoutes } from './orders/index.ts';
import { promotionRoutes } from './promotion.ts';
import { decorationRoutes } from './decoration.ts';
import { dispatch, onBeforeResolve, type MockRoute } from './kit/framework.ts';
import { publicRoutes } from './public/index.ts';
import { shopRoutes } from './shop.ts';
import { siteRoutes } from './site.ts';
import { supplyRoutes } from './supply.ts';
import { vipRoutes } from './vip.ts';

export { configureMocks, mockConfig, contractViolations, DEFAULT_ADMIN_PATH, SESSION_TTL_MS } from './kit/framework.ts';
export { mockState, CONTROL_PREFIX } from './control.ts';

/** The contract endpoints with a handler, by domain. */
export const routes: MockRoute[] = [
  ...publicRoutes,
  ...accountRoutes,
  ...promotionRoutes,
  ...moneyRoutes,
  ...ordersRoutes,
  ...aftersaleRoutes,
  ...adminRoutes,
  ...shopRoutes,
  ...callbackRoutes,
  ...vipRoutes,
  ...supplyRoutes,
  ...cdkRoutes,
  ...decorationRoutes,
  ...siteRoutes,
];

// Payments the mock payer made and orders that expired while nobody asked are brought up to date before every call.
onBeforeResolve(runDueJobs);

/** Contract ids that have a handler (the test walks the contract against it). */
export const implementedIds: readonly string[] = routes.map((r) => r.endpoint.id);

/** The contract routes behind one dispatching handler (see dispatch()), then the mock-only ones. */
export const handlers: HttpHandler[] = [dispatch(routes), ...controlHandlers, ...assetHandlers];
