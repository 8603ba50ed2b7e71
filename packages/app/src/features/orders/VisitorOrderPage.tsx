// /inside/visitorOrder: the orders this browser placed as a visitor (its visitor token), by status,
// paged by the server. No token yet: an empty list that points to the order query.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderListView, useT, type OrderFilters } from '@shop/ui';
import { useVisitorOrders } from './orders.ts';
import { useVisitorMemory } from '#app/storage/visitorMemory.ts';
import { pageFrom, statusFrom } from './search.ts';

const PAGE_SIZE = 10;

export default function VisitorOrderPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const memory = useVisitorMemory();
  const visitorToken = memory?.visitorToken ?? null;
  const { data, error, isLoading, isValidating, mutate } = useVisitorOrders({ page, pageSize: PAGE_SIZE, status, visitorToken });
  const filters: OrderFilters = { status: status ?? 'all', keyword: '', startDate: '', endDate: '' };
  const go = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? filters.status;
    if (nextStatus !== 'all') query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const noToken = memory !== undefined && visitorToken === null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <OrderListView
        title={t('orders.visitor.title')}
        description={t('orders.visitor.subtitle')}
        searchable={false}
        orders={noToken ? [] : data?.list}
        total={noToken ? 0 : data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        filters={filters}
        loading={!noToken && isLoading && !data}
        refreshing={isLoading && data !== undefined}
        error={error?.message ?? null}
        retrying={isValidating && error !== undefined}
        onRetry={() => void mutate()}
        onFiltersChange={(next) => go({ status: next.status, page: 1 })}
        onPageChange={(next) => go({ page: next })}
        hrefFor={(orderNo) => `/inside/visitorOrderDetail?orderNo=${encodeURIComponent(orderNo)}`}
        onNavigate={(to) => void navigate(to)}
        emptyAction={
          <a
            href="/chadan"
            onClick={(e) => {
              e.preventDefault();
              void navigate('/chadan');
            }}
            className="focus-ring rounded-xs text-primary-fg hover:underline"
          >
            {t('orders.visitor.query')}
          </a>
        }
      />
    </div>
  );
}
