// Public calls (log-in, register, site information, announcements, service, the AI bot, order and price
// queries) and the other area's service desk.
import type { MockRoute } from '../kit/framework.ts';
import { otherRoutes } from './other.ts';
import { publicRoutes as publicCalls } from './public.ts';

export const publicRoutes: MockRoute[] = [...publicCalls, ...otherRoutes];
