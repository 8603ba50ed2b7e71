// R6.2 for vip merchants: the rights of their site's plan (the cards of 分站版本: child sites, own
// domain, supply right) join their access list, kept in the browser database (R3.5), so the element
// rule hides what the plan does not include (the menu's 下级分站, the own-domain binding). A chunk of
// its own, loaded by the back-office frame for customers with the vip role only. It reads the same
// cached answer as 分站版本, so an upgrade there shows at once.
import { useEffect } from 'react';
import { customerAccess } from '@shop/session';
import { useVersionList } from '#app/features/vip/vipVersions.ts';
import { writeSection } from '#app/storage/browserDb.ts';
import { setUser, useUser } from '#app/storage/user.ts';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((entry, i) => entry === b[i]);

export default function SiteAccessSync({ roles }: { roles: readonly string[] }) {
  const { data } = useVersionList();
  const { access } = useUser();
  const plan = data ? (data.list.find((version) => version.id === data.current.id) ?? null) : undefined;
  useEffect(() => {
    if (plan === undefined) return;
    const next = customerAccess(roles, plan);
    if (same(next, access)) return;
    setUser({ access: next });
    void writeSection('database', { access: next });
  }, [plan, roles, access]);
  return null;
}
