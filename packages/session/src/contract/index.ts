// The one API contract: every endpoint's path, method, encoding, fields and response shape,
// shared by the request client, the data hooks and the mocks so they cannot drift apart.
import { customer } from './customer.ts';
import type { Endpoint } from './define.ts';

export * from './define.ts';
export * from './envelope.ts';
export * from './customer.ts';

/** Every endpoint of the contract, by area. */
export const api = {
  customer,
} as const;

/** Every endpoint as a flat list (mocks, scenarios and docs walk it). */
export function allEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);
}
