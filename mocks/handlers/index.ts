import type { HttpHandler } from 'msw';

/** Every handler of the API contract, by domain. */
export const handlers: HttpHandler[] = [];
