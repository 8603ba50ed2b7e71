// /inside/goodsList: search, directory, sort, in-stock and page live in the address, so back,
// forward and shared links keep the place (`?keyword=…&dirId=3&sort=sales&inStock=1&page=2`).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GoodsListView } from '@shop/ui';
import { useGoodsDirs, useGoodsList } from './shop.ts';
import { GOODS_PAGE_SIZE as PAGE_SIZE, paramsFromQuery, queryFromParams } from './goodsListQuery.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';

export default function GoodsListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const dirs = useGoodsDirs();
  const list = useGoodsList({ ...query, pageSize: PAGE_SIZE });
  const { data } = list;
  return (
    <GoodsListView
      items={data?.list}
      total={data?.total}
      page={query.page}
      pageSize={PAGE_SIZE}
      query={query}
      directories={dirs.data?.list}
      // The directories (the filter) are part of the page: their failure shows with a retry.
      {...readStateOf(withSideReads(list, dirs))}
      onQueryChange={(next) => setParams(paramsFromQuery({ ...next, page: 1 }))}
      onPageChange={(page) => {
        setParams(paramsFromQuery({ ...query, page }));
        window.scrollTo({ top: 0 });
      }}
      hrefFor={(id) => `/inside/buyGoods?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
