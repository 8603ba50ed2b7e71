// The two price lists share their address handling: keyword, directory and page in the query
// (`?keyword=…&dir=3&page=2`), so back, forward and shared links keep the place; and the props of the
// list view that read and write them.
import { param, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = { keyword: param.keyword(), dirId: param.id('dir') };

export function usePriceAddress() {
  const { filters, page, pageSize, go, setPage } = useListQuery(SCHEMA);
  const { keyword } = filters;
  const dirId = filters.dirId ? Number(filters.dirId) : undefined;
  return {
    query: { page, pageSize, keyword, dirId },
    /** Spread into the price list view. */
    view: {
      page,
      pageSize,
      keyword,
      dirId,
      onSearch: (next: string) => go({ ...filters, keyword: next }),
      onDirectoryChange: (next: number | undefined) => go({ ...filters, dirId: next === undefined ? '' : String(next) }),
      onPageChange: setPage,
    },
  };
}
