// The request client under arbitrary answers ("Every answer parser, fuzzed"): any status,
// any body (JSON or not, any envelope, any data), or no answer at all. The call resolves with data
// the contract accepts or rejects with a RequestError of a known kind and a message (the logout dialog
// only for a session code); never another exception. The parsers themselves are fuzzed per endpoint in
// packages/session/test/responseFuzz.test.ts; this is the whole client around them.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { api, parseData, type Endpoint } from '@shop/session/contract';
import { getEffects, resetEffects } from '../src/effects/store.ts';
import { clearLogs, getLogs } from '../src/logs/logStore.ts';
import { createRequestClient } from '../src/request/client.ts';
import { RequestError, type RequestErrorKind } from '../src/request/errors.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const KINDS: readonly RequestErrorKind[] = ['business', 'session', 'forbidden', 'http', 'network', 'timeout', 'malformed'];

/** One endpoint of each auth level and shape: a page, a detail, a write with keyDay, admin, other. */
const ENDPOINTS: readonly Endpoint[] = [
  api.customer.getOrderList,
  api.customer.getAccount,
  api.shop.getGoodsInfo,
  api.customer.doTransfer,
  api.vip.doVersionRenew,
  api.public.getSiteInfo,
  api.admin.getDecoration,
  api.other.getAccount,
];

/** What the server answers: a status, a body, or nothing (the connection drops). */
const answer = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ drop: true as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      status: fc.oneof(fc.constant(200), fc.constantFrom(204, 301, 400, 401, 403, 404, 500, 502, 503, 504)),
      body: fc.oneof(
        fc.string(),
        fc.constantFrom('', '<html>502 Bad Gateway</html>', '{', 'null', '[]', '{"code":1000}'),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc
          .record(
            {
              code: fc.oneof(fc.constantFrom(1000, 1001, -1, -2, -3, 403, '1000', '-2'), fc.jsonValue()),
              msg: fc.oneof(fc.string(), fc.jsonValue()),
              data: fc.jsonValue(),
              keyDay: fc.oneof(fc.integer(), fc.string(), fc.jsonValue()),
            },
            { requiredKeys: ['code'] },
          )
          .map((envelope) => JSON.stringify(envelope)),
      ),
    }),
  },
);

afterEach(() => {
  resetEffects();
  clearLogs();
  localStorage.clear();
});

describe('the request client never throws anything but a RequestError', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_id, endpoint) => {
    await fc.assert(
      fc.asyncProperty(answer, async (reply) => {
        resetEffects();
        const request = createRequestClient({
          baseURL: 'http://shop.test/',
          fetch: () => async () => {
            if ('drop' in reply) throw new TypeError('Failed to fetch');
            const noBody = reply.status === 204 || reply.status === 301;
            return new Response(noBody ? null : reply.body, { status: reply.status });
          },
        });
        const outcome = await (request as (e: Endpoint, b?: unknown) => Promise<unknown>)(endpoint, {}).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if ('value' in outcome) {
          expect(parseData(endpoint, outcome.value).ok).toBe(true);
        } else {
          expect(outcome.error).toBeInstanceOf(RequestError);
          const error = outcome.error as RequestError;
          expect(KINDS).toContain(error.kind);
          expect(typeof error.message).toBe('string');
        }
        // A session code opens the dialog (once: the store keeps the first); nothing else does.
        if (getEffects().logoutDialog !== null) expect('error' in outcome && (outcome.error as RequestError).kind).toBe('session');
        // A log entry's detail stays small whatever came back.
        for (const entry of getLogs()) expect(JSON.stringify(entry).length).toBeLessThan(4_000);
        clearLogs();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
