// /vip/vipCustomer?keyword=&level=&status=&page=: customers of my site; their level and status change
// after the view asked (saveCustomer; disabling logs them out).
import { VipCustomerView } from '@shop/ui';
import { useSaveSiteCustomer, useSiteCustomers } from './vipCustomers.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { listViewOf, param, toastDone, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = {
  keyword: param.keyword(),
  levelId: param.id('level'),
  status: param.oneOf('status', ['active', 'disabled'] as const),
};

export default function VipCustomerPage() {
  const query = useListQuery(SCHEMA);
  const { filters, page } = query;
  const list = useSiteCustomers({
    page,
    pageSize: query.pageSize,
    keyword: filters.keyword,
    ...(filters.levelId ? { levelId: Number(filters.levelId) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });
  const save = useSaveSiteCustomer();

  return (
    <VipCustomerView
      customers={list.data?.list}
      {...listViewOf(query.view, list)}
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
