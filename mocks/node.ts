// The mocks in Node: the same handlers for tests (`onUnhandledRequest: 'error'` there) and for the
// HTTP server. Tests start every case from the seed: call resetMocks() after each test.
import { setupServer } from 'msw/node';
import { advanceClock, freezeClock, getDb, now, resetDb } from './db/index.ts';
import { settleByHand } from './handlers/kit/commerce.ts';
import { configureMocks, contractViolations, handlers } from './handlers/index.ts';
import { clearScenario, setScenario } from './scenarios/index.ts';
import { resetChaos } from './scenarios/chaos.ts';

export const server = setupServer(...handlers);

export { handlers, configureMocks, contractViolations, setScenario, clearScenario, resetDb, getDb, freezeClock };
export { SEED_LOGINS, SEED_ADMINS, SEED_OTHER, SEED_TOKENS, MOCK_VERIFY_CODE } from './db/index.ts';

/** Back to the seed, no scenario (chaos starts over), no per-test overrides, no recorded contract violations, clock running. */
export function resetMocks(): void {
  server.resetHandlers();
  resetDb();
  clearScenario();
  resetChaos();
  freezeClock(null);
  contractViolations.length = 0;
}

/** Ends a session as if its time ran out: the next call with it answers -2 / -1 / -3. */
export function expireToken(token: string): void {
  const session = getDb().sessions.find((s) => s.token === token);
  if (!session) throw new Error(`expireToken: no session "${token}"`);
  session.expiresAt = now() - 1;
}

/** Moves the mock clock forward (and holds it there): cooldowns, code and token expiry, settlements. */
export function advanceMockClock(ms: number): void {
  advanceClock(ms, getDb().meta.clock);
}

/**
 * Settles the waiting payment of an order or recharge now, as the channel would: `paid` (delivers the
 * order / credits the recharge, once), `failed` (the channel refused) or `expired`. Throws when the
 * number has no waiting payment.
 */
export function mockPay(orderNo: string, result: 'paid' | 'failed' | 'expired' = 'paid'): void {
  const outcome = settleByHand(getDb(), orderNo, result, now());
  if (!outcome.ok) throw new Error(`mockPay: ${outcome.error}`);
}

/** The mock payer's delay for new payments (ms of mock time), or null: it never pays. Reset with the database. */
export function setPayerDelay(delayMs: number | null): void {
  getDb().meta.payerDelayMs = delayMs;
}
