// Every answer parser, fuzzed: each endpoint's response schema gets arbitrary JSON, valid
// answers, and valid answers with one field mutated (wrong type, missing, extra, a huge string, a
// negative amount, NaN-like text, deep nesting, a number as text). Each must give a value of the
// schema's own types (checked apart from valibot, schemaFuzz.ts) or the contract's typed failure
// (`{ ok: false, detail }` naming the endpoint) — never another exception. The envelope parser and the
// response rules (R3.1, R4.8–R4.12, R7.2) get the same. Seeded: `FUZZ_RUNS=10000` (default 100 per
// property and endpoint), `FUZZ_SEED` to replay another seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allEndpoints, parseData, parseEnvelope, type Endpoint } from '../src/contract/index.ts';
import { decideResponse } from '../src/index.ts';
import { MUTATIONS, arbitraryOf, conformsTo, mutate, seedFor } from './schemaFuzz.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const endpoints = allEndpoints();

/** parseData's answer for `data`: a conforming value or the typed failure; it never throws. */
function expectParsed(endpoint: Endpoint, data: unknown): void {
  const result = parseData(endpoint, data);
  if (result.ok) {
    expect(conformsTo(endpoint.response as never, result.value)).toEqual([]);
  } else {
    expect(typeof result.detail).toBe('string');
    expect(result.detail.startsWith(`${endpoint.path}: `)).toBe(true);
    // The detail is for the log: bounded, however big the answer.
    expect(result.detail.length).toBeLessThan(2_000);
  }
}

/** Arbitrary JSON, the shapes an answer often has among it, and the values JSON.parse can give but fc does not. */
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.record({ list: fc.array(fc.jsonValue(), { maxLength: 3 }), total: fc.jsonValue(), page: fc.jsonValue(), pageSize: fc.jsonValue() }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 }),
  fc.constantFrom(Infinity, -Infinity, -0, '', null, undefined),
);

describe('every response schema: arbitrary JSON, valid answers, one field mutated', () => {
  it('covers every endpoint of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(150);
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
  });

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s',
    (_id, endpoint) => {
      const seed = seedFor(SEED, endpoint.id);
      const valid = arbitraryOf(endpoint.response as never);
      fc.assert(
        fc.property(anyJson, (data) => expectParsed(endpoint, data)),
        { seed, numRuns: RUNS },
      );
      fc.assert(
        fc.property(valid, (data) => {
          const result = parseData(endpoint, data);
          expect(result.ok, result.ok ? '' : result.detail).toBe(true);
          expectParsed(endpoint, data);
        }),
        { seed: seed + 1, numRuns: RUNS },
      );
      fc.assert(
        fc.property(valid, fc.constantFrom(...MUTATIONS), fc.nat(), fc.nat(), (data, mutation, place, pick) =>
          expectParsed(endpoint, mutate(data, mutation, place, pick)),
        ),
        { seed: seed + 2, numRuns: RUNS },
      );
      // A few milliseconds a run at most; the default 5 s holds for 100 runs, not for 10,000.
    },
    Math.max(5_000, RUNS * 30),
  );
});

describe('the envelope and the response rules', () => {
  const envelope = fc.record(
    {
      code: fc.oneof(fc.constantFrom(1000, 1001, -1, -2, -3, 403, '-2', '1000', ' 403 ', 'x', 1.5), fc.jsonValue()),
      msg: fc.oneof(fc.string(), fc.constant(null), fc.jsonValue()),
      data: fc.jsonValue(),
      keyDay: fc.oneof(fc.integer(), fc.string(), fc.jsonValue(), fc.constantFrom('365', ' 1 ', '1e309', 'NaN')),
    },
    { requiredKeys: [] },
  );
  const url = fc.oneof(fc.constantFrom('/inside/inter/getAccount', '/shopadmin/x', '/other/y', '', '/'), fc.webPath());

  it(
    'parseEnvelope: an envelope with a number code and a string msg, or the typed failure',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(anyJson, envelope),
          fc.constantFrom(...MUTATIONS),
          fc.nat(),
          fc.nat(),
          fc.boolean(),
          (body, mutation, place, pick, mutated) => {
            const input = mutated ? mutate(body, mutation, place, pick) : body;
            const result = parseEnvelope(input);
            if (!result.ok) {
              expect(typeof result.detail).toBe('string');
              return;
            }
            expect(typeof result.value.code).toBe('number');
            expect(Number.isNaN(result.value.code)).toBe(false);
            expect(typeof result.value.msg).toBe('string');
          },
        ),
        { seed: SEED, numRuns: RUNS * 20 },
      );
    },
    Math.max(5_000, RUNS * 10),
  );

  it(
    'decideResponse: any parsed envelope, any request URL → a decision, never a throw',
    () => {
      fc.assert(
        fc.property(envelope, url, (body, requestUrl) => {
          const parsed = parseEnvelope(body);
          if (!parsed.ok) return;
          const decision = decideResponse(parsed.value, requestUrl);
          expect(['pass', 'logout', 'forbidden']).toContain(decision.outcome.kind);
          for (const effect of decision.effects) if ('value' in effect) expect(typeof effect.value).toBe('string');
        }),
        { seed: SEED + 1, numRuns: RUNS * 20 },
      );
    },
    Math.max(5_000, RUNS * 10),
  );

  it(
    'decideResponse: an envelope head as it comes (not parsed): a decision, never a throw',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(envelope, fc.record({ code: fc.jsonValue(), msg: fc.jsonValue(), keyDay: fc.jsonValue() })),
          url,
          (head, requestUrl) => {
            const decision = decideResponse(head, requestUrl);
            for (const effect of decision.effects) if ('value' in effect) expect(typeof effect.value).toBe('string');
          },
        ),
        { seed: SEED + 2, numRuns: RUNS * 20 },
      );
    },
    Math.max(5_000, RUNS * 10),
  );
});
