// /vip/vipChild?keyword=&status=&page=: child sites under my site (owner, version, expiry, commission);
// open one for a customer of my site (createChild, paid from the balance, sale password when on).
import { useSearchParams } from 'react-router-dom';
import { VipChildView, type VipChildFilters } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useChildSites, useCreateChild, useSaveChild } from './vipChildren.ts';
import { useVersionList } from './vipVersions.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { PAGE_SIZE, keywordFrom, oneOf, pageFrom, queryOf, toastDone } from './shared.ts';

function filtersFrom(params: URLSearchParams): VipChildFilters {
  return { keyword: keywordFrom(params.get('keyword')), status: oneOf(params.get('status'), ['active', 'expired', 'disabled'] as const) };
}

export default function VipChildPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const list = useChildSites({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.status ? { status: filters.status } : {}),
  });
  const versions = useVersionList();
  const account = useAccount();
  const create = useCreateChild();
  const save = useSaveChild();
  const go = (next: VipChildFilters, nextPage = 1) => setParams(queryOf({ keyword: next.keyword, status: next.status, page: nextPage }));
  const mine = versions.data?.list.find((v) => v.state === 'current');

  return (
    <VipChildView
      children={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      // The sale-password setting (and the balance) beside the data: a failure shows with a retry.
      {...readStateOf(withSideReads(list, versions, account))}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      limit={list.data?.limit}
      maxCommission={list.data?.maxCommission}
      versions={mine ? versions.data?.list.filter((v) => v.sort <= mine.sort) : undefined}
      balance={versions.data?.balance}
      salePwdOn={account.data?.salePwd.enabled ?? false}
      siteExpired={versions.data?.current.status === 'expired'}
      renewHref="/vip/vipVersionMoney"
      onCreate={async (child) => {
        create.reset();
        const done = await create.trigger(child);
        toastDone('vip.child.created', { name: done.child.name, paid: done.paid.toFixed(2) });
      }}
      creating={create.isMutating}
      createError={create.error ? errorMessageOf(create.error) : null}
      onSave={async (change) => {
        save.reset();
        const saved = await save.trigger(change);
        toastDone('vip.child.saved', { name: saved.name });
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
    />
  );
}
