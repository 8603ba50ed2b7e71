// The one API contract: every endpoint's path, method, encoding, fields and response shape,
// shared by the request client, the data hooks and the mocks so they cannot drift apart.
// One module per area, so a page can import only its own (`@shop/session/contract/vip`).
import { admin } from './admin.ts';
import { callbacks } from './callbacks.ts';
import { cdk } from './cdk.ts';
import { customer } from './customer.ts';
import type { Area, Endpoint } from './define.ts';
import { other } from './other.ts';
import { payment } from './payment.ts';
import { publicApi } from './public.ts';
import { shop } from './shop.ts';
import { supply } from './supply.ts';
import { vip } from './vip.ts';

export * from './define.ts';
export * from './fields.ts';
export * from './envelope.ts';
export * from './entities.ts';
export * from './storefront.ts';
export * from './site.ts';
export * from './auth.ts';
export * from './public.ts';
export * from './account.ts';
export * from './customer.ts';
export * from './shop.ts';
export * from './payment.ts';
export * from './callbacks.ts';
export * from './vip.ts';
export * from './supply.ts';
export * from './cdk.ts';
export * from './other.ts';
export * from './admin.ts';

// What the wire needs on both sides (the mocks may import only this module).
export { decodeForm, encodeForm, prepareBody, FORM_CONTENT_TYPE, JSON_CONTENT_TYPE, type Encoding, type PreparedBody } from '../request.ts';
export { SUCCESS_CODE, SESSION_CODES, OTHER_AREA } from '../constants.ts';
export { HTTP_STATUSES_OF_SPEC } from '../httpError.ts';
export { normaliseAdminPath, tokenScopeFor, type TokenScope } from '../tokenScope.ts';
export { pathOf, firstPathSegment } from '../url.ts';

/** Every endpoint of the contract, by area. */
export const api = {
  public: publicApi,
  customer,
  shop,
  payment,
  callback: callbacks,
  vip,
  supply,
  cdk,
  other,
  admin,
} as const satisfies Record<Area, Record<string, Endpoint>>;

/** Every endpoint as a flat list (mocks, scenarios and docs walk it). */
export function allEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);
}

/** One endpoint by its id (`customer.getAccount`), or undefined. */
export function endpointById(id: string): Endpoint | undefined {
  return allEndpoints().find((endpoint) => endpoint.id === id);
}
