// /inside/myOrder: my orders with status tabs, keyword, date range and server-side pages; the
// filters live in the address (`?status=delivered&keyword=…&start=…&end=…&page=2&size=20`), so back,
// forward and shared links keep the place.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderListView, type OrderFilters } from '@shop/ui';
import { preloadMyOrders, useMyOrders, type MyOrderQuery } from './orders.ts';
import { dateFrom, pageFrom, pageSizeFrom, statusFrom } from './search.ts';
import { readStateOf } from '#app/data/readState.ts';

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 20;

/** The address of a filter and page (defaults left out). */
export function myOrderSearch(filters: OrderFilters, page: number, pageSize: number): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.keyword) query.set('keyword', filters.keyword);
  if (filters.startDate) query.set('start', filters.startDate);
  if (filters.endDate) query.set('end', filters.endDate);
  if (page > 1) query.set('page', String(page));
  if (pageSize !== DEFAULT_SIZE) query.set('size', String(pageSize));
  return query;
}

/** The list's read for the address's filters and page. */
function queryFrom(params: URLSearchParams): MyOrderQuery {
  return {
    page: pageFrom(params.get('page')),
    pageSize: pageSizeFrom(params.get('size'), PAGE_SIZES, DEFAULT_SIZE),
    status: statusFrom(params.get('status')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
  };
}

/** A full page load's first read (routes/preload.ts). */
export function prefetch(location: Pick<Location, 'search'>): void {
  preloadMyOrders(queryFrom(new URLSearchParams(location.search)));
}

export default function MyOrderPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const { page, pageSize } = query;
  const filters: OrderFilters = {
    status: query.status ?? 'all',
    keyword: query.keyword,
    startDate: query.startDate ?? '',
    endDate: query.endDate ?? '',
  };
  const { data, error, isLoading, isValidating, mutate } = useMyOrders(query);

  // A page past the end (a stale link, the list got shorter): show the last one instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const pastTheEnd = data !== undefined && !isLoading && data.list.length === 0 && data.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams(myOrderSearch(filters, lastPage, pageSize), { replace: true });
  });

  return (
    <OrderListView
      orders={data?.list}
      total={data?.total}
      statusCounts={data?.statusCounts}
      page={page}
      pageSize={pageSize}
      filters={filters}
      {...readStateOf({ data, error, isLoading, isValidating, mutate })}
      onFiltersChange={(next) => setParams(myOrderSearch(next, 1, pageSize))}
      onPageChange={(nextPage, nextSize) => {
        setParams(myOrderSearch(filters, nextSize === pageSize ? nextPage : 1, nextSize));
        window.scrollTo({ top: 0 });
      }}
      hrefFor={(orderNo) => `/inside/showordermess?orderNo=${encodeURIComponent(orderNo)}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
