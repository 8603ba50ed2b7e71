// Small filters the list endpoints of the business areas share.
import { parseDay } from '#mocks/db/index.ts';

/** Whether a moment lies in a `YYYY-MM-DD` … `YYYY-MM-DD` range (China days, both ends included); no range: always. */
export function inDateRange(at: number | null, start: string | undefined, end: string | undefined): boolean {
  if (start === undefined && end === undefined) return true;
  if (at === null) return false;
  return (start === undefined || at >= parseDay(start)) && (end === undefined || at <= parseDay(end, true));
}

/** Case-insensitive: does any of the texts contain the keyword ('' matches everything)? */
export function matchesKeyword(keyword: string, ...texts: Array<string | null | undefined>): boolean {
  const key = keyword.trim().toLowerCase();
  if (key === '') return true;
  return texts.some((text) => (text ?? '').toLowerCase().includes(key));
}

/** A directory and its children (a filter on a parent directory covers its sub-directories). */
export function withChildren(directories: ReadonlyArray<{ id: number; parentId: number | null }>, dirId: number): Set<number> {
  return new Set([dirId, ...directories.filter((d) => d.parentId === dirId).map((d) => d.id)]);
}

/** One page of rows, turned into wire shapes only for that page (lists of the large world stay cheap). */
export function pageOf<Row, Item>(rows: readonly Row[], page: number, pageSize: number, view: (row: Row) => Item) {
  const start = (page - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize).map(view), total: rows.length, page, pageSize };
}
