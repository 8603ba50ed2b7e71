import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The same handlers for node tests (`onUnhandledRequest: 'error'` there). */
export const server = setupServer(...handlers);
