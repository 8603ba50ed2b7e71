// /vip/vipChild?keyword=&status=&page=: child sites under my site (owner, version, expiry, commission);
// open one for a customer of my site (createChild, paid from the balance, sale password when on).
import { VipChildView } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useChildSites, useCreateChild, useSaveChild } from './vipChildren.ts';
import { useVersionList } from './vipVersions.ts';
import { errorMessageOf, withSideReads } from '#app/data/readState.ts';
import { listViewOf, param, toastDone, useListQuery, withKeyword } from '#app/data/listQuery.ts';

const SCHEMA = {
  keyword: param.keyword(),
  status: param.oneOf('status', ['active', 'expired', 'disabled'] as const),
};

export default function VipChildPage() {
  const query = useListQuery(SCHEMA);
  const list = useChildSites({ page: query.page, pageSize: query.pageSize, ...withKeyword(query.filters) });
  const versions = useVersionList();
  const account = useAccount();
  const create = useCreateChild();
  const save = useSaveChild();
  const mine = versions.data?.list.find((v) => v.state === 'current');

  return (
    <VipChildView
      children={list.data?.list}
      // The sale-password setting (and the balance) beside the data: a failure shows with a retry.
      {...listViewOf(query.view, withSideReads(list, versions, account))}
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
