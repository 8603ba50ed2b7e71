// Reading a list page's filters from the address defensively, and the toasts of a write: shared by the
// back-office list pages (vip, supply). A module of its own so a page that needs only these does not
// pull in another area's views (a used module counts whole for the catalogue check of pnpm size).
import type { MessageKey } from '@shop/session/messages';
import { showToast } from '../effects/store.ts';
import { isBusinessError } from '../request/errors.ts';
import { errorMessageOf } from './readState.ts';

export const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A positive page number from the address, 1 otherwise. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A value of the address if it is one of `allowed`, else ''. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.includes(value as T) ? (value as T) : '';
}

/** A keyword from the address: trimmed, at most 50 characters (the contract's limit). */
export function keywordFrom(value: string | null): string {
  return (value ?? '').trim().slice(0, 50);
}

/** `YYYY-MM-DD` from the address, else ''. */
export function dateFrom(value: string | null): string {
  return value !== null && DATE.test(value) ? value : '';
}

/** A positive id from the address as text, else ''. */
export function idFrom(value: string | null): string {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? value : '';
}

/** An address query of the non-empty entries (page 1 left out). */
export function queryOf(entries: Record<string, string | number>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === '' || (key === 'page' && value === 1)) continue;
    query.set(key, String(value));
  }
  return query;
}

/** A failed write that has no form to show it (a switch in a row): the server's msg as a toast. */
export function toastError(error: unknown): void {
  const text = errorMessageOf(error);
  // Transport failures were already shown by the request client; only refusals need a word here.
  if (text !== null && isBusinessError(error)) showToast({ message: { text }, tone: 'error' });
}

export function toastDone(key: MessageKey, params?: Record<string, string | number>): void {
  showToast({ message: { key, params }, tone: 'success' });
}
