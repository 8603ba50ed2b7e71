// /vip/vipCustomer?keyword=&level=&status=&page=: customers of my site; their level and status change
// after the view asked (saveCustomer; disabling logs them out).
import { useSearchParams } from 'react-router-dom';
import { VipCustomerView, type VipCustomerFilters } from '@shop/ui';
import { useSaveSiteCustomer, useSiteCustomers } from './vipCustomers.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { PAGE_SIZE, idFrom, keywordFrom, oneOf, pageFrom, queryOf, toastDone } from './shared.ts';

function filtersFrom(params: URLSearchParams): VipCustomerFilters {
  return {
    keyword: keywordFrom(params.get('keyword')),
    levelId: idFrom(params.get('level')),
    status: oneOf(params.get('status'), ['active', 'disabled'] as const),
  };
}

export default function VipCustomerPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useSiteCustomers({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.levelId ? { levelId: Number(filters.levelId) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });
  const save = useSaveSiteCustomer();
  const go = (next: VipCustomerFilters, nextPage = 1) =>
    setParams(queryOf({ keyword: next.keyword, level: next.levelId, status: next.status, page: nextPage }));

  return (
    <VipCustomerView
      customers={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      levels={list.data?.levels}
      onChange={async (change) => {
        save.reset();
        const name = change.customer.nickname || change.customer.loginName;
        if ('levelId' in change) {
          const saved = await save.trigger({ id: change.customer.id, levelId: change.levelId });
          toastDone('vip.customer.levelSaved', { name, level: saved.level.name });
        } else {
          await save.trigger({ id: change.customer.id, status: change.status });
          toastDone(change.status === 'disabled' ? 'vip.customer.disabled' : 'vip.customer.enabled', { name });
        }
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
    />
  );
}
