// The customer's own account: profile, security and level, bindings, the message inbox.
import type { MockRoute } from '../kit/framework.ts';
import { bindingRoutes } from './bindings.ts';
import { messageRoutes } from './messages.ts';
import { profileRoutes } from './profile.ts';

export const accountRoutes: MockRoute[] = [...profileRoutes, ...bindingRoutes, ...messageRoutes];
