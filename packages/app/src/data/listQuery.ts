// A list page's filters and page in the address (useListQuery), read back defensively, and the toasts
// of a write: shared by the list pages. A module of its own so a page that needs only these does not
// pull in another area's views (a used module counts whole for the catalogue check of pnpm size).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MessageKey } from '@shop/session/messages';
import { showToast } from '../effects/store.ts';
import { isBusinessError } from '../request/errors.ts';
import type { ReadState } from '@shop/ui';
import { errorMessageOf, readStateOf, type Read } from './readState.ts';

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

/**
 * One filter kept in the address: its parameter's name, how it is read back (anything unexpected reads
 * as no filter, so a hand-edited address never reaches the server), and how it is written ('' leaves
 * the parameter out; default: the value itself).
 */
export interface ListParam<V extends string> {
  name: string;
  read: (value: string | null, params: URLSearchParams) => V;
  write?(value: V): string;
}

/** How each filter of a list is kept in the address, in the order its parameters are written. */
export type ListSchema<F extends Record<keyof F, string>> = { [K in keyof F]: ListParam<F[K]> };

/** The usual filters: a keyword, a choice among values, a date, an id. */
export const param = {
  keyword: (name = 'keyword'): ListParam<string> => ({ name, read: keywordFrom }),
  oneOf: <T extends string>(name: string, allowed: readonly T[]): ListParam<T | ''> => ({ name, read: (value) => oneOf(value, allowed) }),
  /** A choice with a default (a tab, 'all'): anything else reads as `fallback`, which the address leaves out. */
  choice: <T extends string, D extends string>(name: string, allowed: readonly T[], fallback: D): ListParam<T | D> => ({
    name,
    read: (value) => oneOf(value, allowed) || fallback,
    write: (value) => (value === fallback ? '' : value),
  }),
  date: (name: string): ListParam<string> => ({ name, read: dateFrom }),
  id: (name: string): ListParam<string> => ({ name, read: idFrom }),
};

export interface ListQuery<F> {
  /** The filters the address holds. */
  filters: F;
  page: number;
  pageSize: number;
  /**
   * The address of other filters (page 1 unless told); `extra` adds parameters of the page's own after
   * the page (an open detail …), `replace` replaces the history entry instead of adding one.
   */
  go: (next: F, page?: number, extra?: Record<string, string | number>, options?: { replace?: boolean }) => void;
  /** Another page of the same filters. */
  setPage: (page: number) => void;
  /** The address's parameters, for what else a page keeps there. */
  params: URLSearchParams;
  /** What a list view takes of it: spread into the view. */
  view: { filters: F; onFiltersChange: (next: F) => void } & ListQuery<F>['paging'];
  /** The paging part alone, for a view whose filters have props of their own (a tab, a search). */
  paging: { page: number; pageSize: number; onPageChange: (page: number) => void };
}

/** The filters of `schema` and the page, read from the address. */
export function listQueryOf<F extends Record<keyof F, string>>(
  schema: ListSchema<F>,
  params: URLSearchParams,
): { filters: F; page: number } {
  const filters = {} as F;
  for (const key of Object.keys(schema) as (keyof F)[]) {
    const field = schema[key];
    filters[key] = field.read(params.get(field.name), params);
  }
  return { filters, page: pageFrom(params.get('page')) };
}

/**
 * A list page's filters and page, kept in the address so a link, a reload and the back button show the
 * same list: read defensively through `schema`, written back by `go` (other filters, page 1) and
 * `setPage`; `replace` for a list under a form, whose filters and pages are no steps to go back through;
 * `pageSize` for a list of another length than the usual 20.
 */
export function useListQuery<F extends Record<keyof F, string>>(
  schema: ListSchema<F>,
  options: { replace?: boolean; pageSize?: number } = {},
): ListQuery<F> {
  const { pageSize = PAGE_SIZE, ...defaults } = options;
  const [params, setParams] = useSearchParams();
  const { filters, page } = listQueryOf(schema, params);
  const go = (next: F, nextPage = 1, extra: Record<string, string | number> = {}, how?: { replace?: boolean }) => {
    const entries: Record<string, string | number> = {};
    for (const key of Object.keys(schema) as (keyof F)[]) {
      const field = schema[key];
      const value: F[keyof F] = next[key];
      entries[field.name] = field.write ? field.write(value) : value;
    }
    setParams(queryOf({ ...entries, page: nextPage, ...extra }), { ...defaults, ...how });
  };
  const setPage = (next: number) => go(filters, next);
  const paging = { page, pageSize, onPageChange: setPage };
  return { filters, page, pageSize, go, setPage, params, view: { filters, onFiltersChange: (next) => go(next), ...paging }, paging };
}

/**
 * A page past the end of its list (a stale link, the last row of the last page removed, the list got
 * shorter): the last page instead, in place of the address that named it.
 */
export function useLastPageWhenPast<F>(
  query: ListQuery<F>,
  read: { data?: { list: readonly unknown[]; total: number }; isLoading: boolean },
): void {
  const { data, isLoading } = read;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.pageSize)) : 1;
  const pastTheEnd = data !== undefined && !isLoading && data.list.length === 0 && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) query.go(query.filters, lastPage, {}, { replace: true });
  });
}

/** Only the filters that are set, as a list's request wants them. */
export function setOnly<T extends object>(filters: T): { [K in keyof T]?: Exclude<T[K], ''> } {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as { [K in keyof T]?: Exclude<T[K], ''> };
}

/** A list's filters as its request wants them: the keyword as it is (the server's default is the same ''), the rest only when set. */
export function withKeyword<T extends { keyword: string }>({
  keyword,
  ...rest
}: T): { keyword: string } & ReturnType<typeof setOnly<Omit<T, 'keyword'>>> {
  return { keyword, ...setOnly(rest) };
}

/**
 * What a list view takes of its address and its read, spread into it: the total, the filters and pages
 * (`query.view`, or `query.paging` where the filters have props of their own) and the read's state.
 */
export function listViewOf<P>(address: P, read: Read & { data?: { total: number } }): P & { total?: number } & Required<ReadState> {
  return { total: read.data?.total, ...address, ...readStateOf(read) };
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
