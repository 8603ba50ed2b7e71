// The goods list's query in the address and back.
import { goodsSorts, type GoodsListQuery, type GoodsSort } from '@shop/ui';

/** Goods per page of the list. */
export const GOODS_PAGE_SIZE = 20;

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : null;
}

export function queryFromParams(params: URLSearchParams): GoodsListQuery & { page: number } {
  const sort = params.get('sort') ?? 'default';
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    dirId: positiveInt(params.get('dirId')),
    sort: (goodsSorts as readonly string[]).includes(sort) ? (sort as GoodsSort) : 'default',
    inStock: params.get('inStock') === '1',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function paramsFromQuery(query: GoodsListQuery & { page: number }): URLSearchParams {
  const out = new URLSearchParams();
  if (query.keyword) out.set('keyword', query.keyword);
  if (query.dirId !== null) out.set('dirId', String(query.dirId));
  if (query.sort !== 'default') out.set('sort', query.sort);
  if (query.inStock) out.set('inStock', '1');
  if (query.page > 1) out.set('page', String(query.page));
  return out;
}
