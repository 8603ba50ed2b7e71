import { useState } from 'react';

/** What a list's filter bar edits before 查询 sends it (`useFilterDraft`). */
export interface FilterDraft<F> {
  /** The filters as typed, not yet sent. */
  draft: F;
  setDraft: (next: F) => void;
  /** Sets one field of the draft. */
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  /** One field of the draft as a filter's `name`, `value` and `onChange` (spread into a KeywordFilter, a SelectFilter). */
  field: <K extends keyof F & string>(key: K) => { name: K; value: F[K]; onChange: (value: F[K]) => void };
  /** Something differs from the empty filters (the 重置 button and the filtered empty state show). */
  filtered: boolean;
  /** Sends the draft (its keyword trimmed). */
  search: () => void;
  /** Sends the empty filters. */
  reset: () => void;
  /** The FilterBar's submit and reset props, to spread into it. */
  bar: { onSubmit: () => void; onReset: () => void; resettable: boolean };
}

/** Field by field, whatever order the keys came in (a filter's value is text, a number or a list). */
function same(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => x[key] === y[key] || JSON.stringify(x[key]) === JSON.stringify(y[key]));
}

export interface FilterDraftOptions<F> {
  /** More to do before sending (after the keyword is trimmed). */
  prepare?: (draft: F) => F;
  /** When the list counts as filtered (default: anything differs from the empty filters). */
  isFiltered?: (filters: F) => boolean;
}

/**
 * A list's filters as a draft the bar edits: it follows the filters the screen is given (the address
 * changed: back, a link, 重置), and 查询 sends it with the keyword trimmed (`options.prepare` for more).
 */
export function useFilterDraft<F extends object>(
  filters: F,
  onFiltersChange: (filters: F) => void,
  empty: F,
  options: FilterDraftOptions<F> = {},
): FilterDraft<F> {
  const { prepare, isFiltered = (value: F) => !same(value, empty) } = options;
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (!same(filters, shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const filtered = isFiltered(filters);
  const search = () => {
    const keyword = (draft as { keyword?: unknown }).keyword;
    const trimmed = typeof keyword === 'string' ? { ...draft, keyword: keyword.trim() } : draft;
    onFiltersChange(prepare ? prepare(trimmed) : trimmed);
  };
  const reset = () => onFiltersChange(empty);
  return {
    draft,
    setDraft,
    set: (key, value) => setDraft({ ...draft, [key]: value }),
    field: (key) => ({ name: key, value: draft[key], onChange: (value) => setDraft({ ...draft, [key]: value }) }),
    filtered,
    search,
    reset,
    bar: { onSubmit: search, onReset: reset, resettable: filtered },
  };
}
