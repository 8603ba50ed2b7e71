// /{adminPath}/index (R2.6: where code -1 leads): the admin's home. The guard (R4.2–R4.4) sent anyone
// without an admin session to the admin log-in; here: who is logged in, the functions their access
// list allows (R6.2: an entry shows when the access lists share an entry), log-out.
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hasAccess } from '@shop/session';
import { AdminHomeView, useT, type AdminEntry } from '@shop/ui';
import { adminInfoKey, useAdminInfo, useAdminLogout } from './adminSession.ts';
import { useSiteInfo } from '../site/siteInfo.ts';
import { config } from '#app/config.ts';
import { showToast } from '#app/effects/store.ts';
import { forgetAdminLogin } from '#app/storage/login.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { ADMIN_ACCESS } from './access.ts';

export default function AdminHomePage() {
  const t = useT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const adminPath = config.adminPath;
  const info = useAdminInfo(adminPath);
  const logout = useAdminLogout(adminPath);
  const { data: site } = useSiteInfo();
  const access = info.data?.access ?? [];

  const entries: AdminEntry[] = [];
  if (hasAccess(access, ADMIN_ACCESS.decorate)) {
    const mayPublish = hasAccess(access, ADMIN_ACCESS.publish);
    entries.push({
      key: 'decorate',
      title: t('admin.entry.decorate.title'),
      description: t('admin.entry.decorate.text'),
      href: `/${adminPath}/decorate/desktop`,
      icon: 'page',
      tags: [
        {
          label: t(mayPublish ? 'admin.entry.decorate.publish' : 'admin.entry.decorate.draftOnly'),
          tone: mayPublish ? 'success' : 'neutral',
        },
      ],
    });
  }

  const leave = async () => {
    try {
      await logout.trigger({});
    } catch {
      // Shown already (toast or dialog); the session ends on this browser all the same.
    }
    forgetAdminLogin();
    await mutate(adminInfoKey(adminPath), undefined, { revalidate: false });
    await navigate(`/login?adminPath=${encodeURIComponent(adminPath)}`, { replace: true });
    // After the navigation, which dismisses open messages (R4.1).
    showToast({ message: { key: 'admin.logout.done' }, tone: 'success' });
  };

  return (
    <AdminHomeView
      siteName={site?.title || t('app.siteName')}
      adminPath={adminPath}
      admin={info.data}
      entries={entries}
      error={info.error ? errorMessageOf(info.error) : null}
      retrying={info.isValidating && info.error !== undefined}
      onRetry={() => void info.mutate()}
      onLogout={leave}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
