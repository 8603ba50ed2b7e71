// The mock server's clock. The seed is written at a fixed moment (SEED_NOW) so it is the same in
// dev, Storybook and tests; from the moment a database is seeded its clock runs with real time, so
// "today" in the seed is today for the mock, and cooldowns and token expiry pass as they would.

/** 2026-11-20 10:00:00 in China (UTC+8): "now" when the seed was written. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

const DAY = 86_400_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export { DAY };

/** Where the clock of a database started: the seed moment and the real time at that moment. */
export interface ClockBase {
  seedNow: number;
  realAtSeed: number;
}

let frozenAt: number | null = null;

/** The mock's current time for a database clock base. */
export function clockNow(base: ClockBase): number {
  if (frozenAt !== null) return frozenAt;
  return base.seedNow + (Date.now() - base.realAtSeed);
}

/** Tests: stop the clock at a moment (or let it run again with null). */
export function freezeClock(at: number | null): void {
  frozenAt = at;
}

/** Tests: move a frozen clock forward. */
export function advanceClock(ms: number, base: ClockBase): void {
  frozenAt = clockNow(base) + ms;
}

const CHINA_OFFSET = 8 * HOUR;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in China time, as the server writes times. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function formatMaybe(ms: number | null): string | null {
  return ms === null ? null : formatDateTime(ms);
}

/** `YYYY-MM-DD` in China time. */
export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}

/** The start of the China-time day holding `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}

/**
 * The last `count` China-time days up to the one holding `now`, oldest first: each day's start and its
 * `YYYY-MM-DD` (the trend charts' buckets: a row at `at` belongs to the day with from ≤ at < from + DAY).
 */
export function lastDays(now: number, count: number): Array<{ from: number; date: string }> {
  const today = startOfDay(now);
  return Array.from({ length: count }, (_, i) => {
    const from = today - (count - 1 - i) * DAY;
    return { from, date: formatDate(from) };
  });
}

/** The start of the China-time month holding `ms`. */
export function startOfMonth(ms: number): number {
  const d = new Date(ms + CHINA_OFFSET);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - CHINA_OFFSET;
}

/** A `YYYY-MM-DD` filter date as the start (or the end) of that China-time day. */
export function parseDay(day: string, end = false): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d) - CHINA_OFFSET;
  return end ? start + DAY - 1 : start;
}
