// Helpers of the vip merchant pages: reading filters from the address defensively, the success toast,
// the directory options of the category filters, the site price preview.
import { sitePricesFor, type SiteRounding } from '@shop/session';
import type { VipDirectory } from '@shop/session/contract';
import type { MessageKey } from '@shop/session/messages';
import { directoryTree, type DirectoryOption, type PreviewPrices } from '@shop/ui';
import { showToast } from '../../effects/store.ts';
import { isBusinessError } from '../../request/errors.ts';
import { errorMessageOf } from '../readState.ts';

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

/** The site's tree as the options of a category filter (own names, indented by depth). */
export function directoryOptions(list: readonly VipDirectory[] | undefined): DirectoryOption[] {
  return directoryTree(list ?? []).map((d) => ({ id: d.dirId, name: d.ownName || d.name, depth: d.depth }));
}

/** The live preview of a site's prices with its rounding (session's rule; none until the site is read). */
export function previewWith(rounding: SiteRounding | undefined): PreviewPrices {
  return (goods, markupPercent) => sitePricesFor(goods, markupPercent, rounding ?? 'none');
}
