// The `chaos` scenario: real back ends fail in mixtures, not one failure at a time. A seeded
// share of the calls (`rate`, 0.2 unless told) fails as HTTP 500 / 502 / 504, a dropped connection, a
// malformed body or a slow answer, now and then as -2. The outcome of a call depends only on the seed,
// the endpoint and how many calls that endpoint has had since chaos started (not on the order in which
// a page's parallel reads arrive), so the same seed gives the same failures. Half of the 5xx, dropped
// and malformed failures strike after the handler ran: the write happened and its answer was lost,
// which is what a retry (and a client `requestId`) must survive.
import { createRng } from '../db/prng.ts';

export const CHAOS_DEFAULT_RATE = 0.2;
export const CHAOS_DEFAULT_SEED = 1;
/** Slow answers wait a drawn time up to this long (a tenth of it at least), unless the scenario's `delayMs` says otherwise. */
export const CHAOS_MAX_DELAY_MS = 3_000;

/** What a failing call of chaos does; each is one of the single scenarios. */
export const CHAOS_KINDS = ['http-500', 'http-502', 'http-504', 'network-error', 'malformed', 'slow', 'session-expired-user'] as const;
export type ChaosKind = (typeof CHAOS_KINDS)[number];

/** The share of each kind among the failing calls; -2 rarely (and only on calls that need a customer session). */
const WEIGHTS: Record<ChaosKind, number> = {
  'http-500': 18,
  'http-502': 16,
  'http-504': 16,
  'network-error': 16,
  malformed: 14,
  slow: 18,
  'session-expired-user': 2,
};

/** Kinds that may strike after the handler ran (the answer is lost, the write stays). */
const MAY_STRIKE_AFTER: ReadonlySet<ChaosKind> = new Set(['http-500', 'http-502', 'http-504', 'network-error', 'malformed']);

export interface ChaosOptions {
  /** The share of calls that fail, in (0, 1]. */
  rate?: number;
  /** Any integer; the same seed gives the same failures. */
  seed?: number;
  /** The longest a slow answer waits (default CHAOS_MAX_DELAY_MS). */
  delayMs?: number;
}

export interface ChaosDraw {
  kind: ChaosKind;
  /** The failure replaces the answer after the handler ran. */
  after: boolean;
  /** `slow`: how long the answer waits. */
  delayMs?: number;
}

/** A rate as given (URL, panel, command line), or the default when it is not a share in (0, 1]. */
export function chaosRate(value: unknown): number {
  const rate = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(rate) && rate > 0 && rate <= 1 ? rate : CHAOS_DEFAULT_RATE;
}

/** A seed as given, or the default when it is not a whole number. */
export function chaosSeed(value: unknown): number {
  const seed = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(seed) ? seed : CHAOS_DEFAULT_SEED;
}

/** FNV-1a over the text, mixed with the seed: one PRNG seed per (seed, endpoint, call number). */
function mix(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The outcome of the `call`-th call (0-based) of an endpoint: null (answered normally) or a failure.
 * Pure: the same arguments give the same outcome.
 */
export function drawChaos(options: ChaosOptions, endpointId: string, call: number, sessionCall: boolean): ChaosDraw | null {
  const rng = createRng(mix(chaosSeed(options.seed), `${endpointId}#${call}`));
  if (rng.next() >= chaosRate(options.rate)) return null;
  const kinds = CHAOS_KINDS.filter((kind) => sessionCall || kind !== 'session-expired-user');
  let roll = rng.next() * kinds.reduce((sum, kind) => sum + WEIGHTS[kind], 0);
  let kind = kinds[kinds.length - 1] as ChaosKind;
  for (const candidate of kinds) {
    roll -= WEIGHTS[candidate];
    if (roll < 0) {
      kind = candidate;
      break;
    }
  }
  const after = MAY_STRIKE_AFTER.has(kind) && rng.chance(0.5);
  const longest = options.delayMs !== undefined && options.delayMs > 0 ? options.delayMs : CHAOS_MAX_DELAY_MS;
  const delay = Math.round(longest / 10 + rng.next() * ((longest * 9) / 10));
  return kind === 'slow' ? { kind, after, delayMs: delay } : { kind, after };
}

export interface ChaosReport {
  rate: number;
  seed: number;
  /** Contract calls chaos saw since it started with this seed and rate. */
  calls: number;
  /** Calls that failed, by kind (`slow` answered late but answered). */
  failed: Record<ChaosKind, number>;
  /** Of those, the ones that struck after the handler ran. */
  after: number;
}

const emptyTally = (): Record<ChaosKind, number> => Object.fromEntries(CHAOS_KINDS.map((kind) => [kind, 0])) as Record<ChaosKind, number>;

/**
 * The running sequence: calls per endpoint and what failed. Switching chaos off and on again with the
 * same seed and rate goes on where it was; another seed or rate, or a reset of the world, starts over.
 */
let state: { key: string; calls: Map<string, number>; report: ChaosReport } | null = null;

function stateFor(options: ChaosOptions) {
  const rate = chaosRate(options.rate);
  const seed = chaosSeed(options.seed);
  const key = `${seed}|${rate}`;
  if (state?.key !== key) state = { key, calls: new Map(), report: { rate, seed, calls: 0, failed: emptyTally(), after: 0 } };
  return state;
}

/** The next call of an endpoint under chaos: its outcome, counted. */
export function nextChaos(options: ChaosOptions, endpointId: string, sessionCall: boolean): ChaosDraw | null {
  const current = stateFor(options);
  const call = current.calls.get(endpointId) ?? 0;
  current.calls.set(endpointId, call + 1);
  const draw = drawChaos(options, endpointId, call, sessionCall);
  current.report.calls += 1;
  if (draw) {
    current.report.failed[draw.kind] += 1;
    if (draw.after) current.report.after += 1;
  }
  return draw;
}

/** What chaos did so far (null when it has not run since the last reset). */
export function chaosReport(): ChaosReport | null {
  return state ? { ...state.report, failed: { ...state.report.failed } } : null;
}

/** Starts the sequence over (a reset of the world, a new test). */
export function resetChaos(): void {
  state = null;
}
