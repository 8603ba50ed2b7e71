import { setupServer } from 'msw/node';
import { frameHandlers } from './fixtures.ts';

/**
 * Only the frames' reads by default (every rendered page sits in a frame that asks for them); each
 * test states what else the server answers (architecture.md, Mocks).
 */
export const server = setupServer(...frameHandlers());
