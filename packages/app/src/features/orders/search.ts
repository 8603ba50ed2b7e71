// Reading list filters from the address: anything malformed falls back to the default, so a
// hand-edited or stale link never breaks a page.
import { orderStatuses, type OrderStatus } from '@shop/session/contract/entities';

export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function pageSizeFrom(value: string | null, allowed: readonly number[], fallback: number): number {
  const size = Number(value);
  return allowed.includes(size) ? size : fallback;
}

export function statusFrom(value: string | null): OrderStatus | undefined {
  return orderStatuses.includes(value as OrderStatus) ? (value as OrderStatus) : undefined;
}

/** A real calendar date `YYYY-MM-DD`, else ''. */
export function dateFrom(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

// An order number from the address: a module of its own, read by a page load's first reads too.
export { orderNoFrom } from './orderNo.ts';
