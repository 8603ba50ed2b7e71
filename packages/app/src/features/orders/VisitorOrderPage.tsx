// /inside/visitorOrder: the orders this browser placed as a visitor (its visitor token), by status,
// paged by the server. No token yet: an empty list that points to the order query.
import { useNavigate } from 'react-router-dom';
import { orderStatuses } from '@shop/session/contract/entities';
import { OrderListView, useT, type OrderFilters } from '@shop/ui';
import { useVisitorOrders } from './orders.ts';
import { useVisitorMemory } from '#app/storage/visitorMemory.ts';
import { param, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = { status: param.choice('status', orderStatuses, 'all') };

export default function VisitorOrderPage() {
  const t = useT();
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA, { pageSize: 10 });
  const { status } = query.filters;
  const memory = useVisitorMemory();
  const visitorToken = memory?.visitorToken ?? null;
  const { data, error, isLoading, isValidating, mutate } = useVisitorOrders({
    page: query.page,
    pageSize: query.pageSize,
    status: status === 'all' ? undefined : status,
    visitorToken,
  });
  const filters: OrderFilters = { status, keyword: '', startDate: '', endDate: '' };
  const noToken = memory !== undefined && visitorToken === null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <OrderListView
        title={t('orders.visitor.title')}
        description={t('orders.visitor.subtitle')}
        searchable={false}
        orders={noToken ? [] : data?.list}
        total={noToken ? 0 : data?.total}
        {...query.paging}
        filters={filters}
        loading={!noToken && isLoading && !data}
        refreshing={isLoading && data !== undefined}
        error={error?.message ?? null}
        retrying={isValidating && error !== undefined}
        onRetry={() => void mutate()}
        onFiltersChange={(next) => query.go({ status: next.status })}
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
