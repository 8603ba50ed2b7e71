// The two price lists share their address handling: keyword, directory and page in the query
// (`?keyword=…&dir=3&page=2`), so back, forward and shared links keep the place.
import { useSearchParams } from 'react-router-dom';

export const PRICE_PAGE_SIZE = 20;

export function usePriceAddress() {
  const [params, setParams] = useSearchParams();
  const pageValue = Number(params.get('page'));
  const page = Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1;
  const dirValue = Number(params.get('dir'));
  const dirId = Number.isInteger(dirValue) && dirValue > 0 ? dirValue : undefined;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const go = (next: { keyword?: string; dirId?: number | null; page?: number }) => {
    const query = new URLSearchParams();
    const nextKeyword = next.keyword ?? keyword;
    const nextDir = next.dirId === null ? undefined : (next.dirId ?? dirId);
    if (nextKeyword) query.set('keyword', nextKeyword);
    if (nextDir !== undefined) query.set('dir', String(nextDir));
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { page, dirId, keyword, go, query: { page, pageSize: PRICE_PAGE_SIZE, keyword, dirId } };
}
