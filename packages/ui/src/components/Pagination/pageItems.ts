export type PageItem = number | 'prev-more' | 'next-more';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and a "more" marker where pages are left out. The list has a constant length once
 * there are enough pages, so the buttons do not jump about while paging.
 */
export function pageItems(current: number, pages: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (pages <= slots) return range(1, pages);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pages);
  const leftMore = left > 3;
  const rightMore = right < pages - 2;
  const edge = 3 + siblings * 2;
  if (!leftMore) return [...range(1, edge), 'next-more', pages];
  if (!rightMore) return [1, 'prev-more', ...range(pages - edge + 1, pages)];
  return [1, 'prev-more', ...range(left, right), 'next-more', pages];
}
