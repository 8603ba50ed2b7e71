// Every mocks test: MSW intercepts fetch, unknown requests fail the test, each test starts from the
// seed, and an answer that breaks the contract fails the test that caused it.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { configureMocks, contractViolations, resetMocks, server } from '../node.ts';

beforeAll(() => {
  configureMocks({ validate: 'strict' });
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  const violations = [...contractViolations];
  resetMocks();
  expect(violations, 'mock answers that break the contract').toEqual([]);
});

afterAll(() => server.close());
