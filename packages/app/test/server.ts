import { setupServer } from 'msw/node';

/** No handlers by default: each test states what the server answers (architecture.md, Mocks). */
export const server = setupServer();
