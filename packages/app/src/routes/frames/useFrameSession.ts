// What both frames need of the session: who is logged in (for the avatar), the account menu and
// log-out. The user comes from the log-in answer kept in the browser database (storage/user.ts), so
// the frames need no call of their own to draw the avatar.
import { useSyncExternalStore } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { storefront } from '@shop/session/contract/storefront';
import { useT, type DropdownMenuItem, type ShellUser } from '@shop/ui';
import { anotherUsersData } from '#app/features/site/siteInfo.ts';
import { showToast } from '#app/effects/store.ts';
import { request } from '#app/request/client.ts';
import { clearUserLogin, hasUserToken } from '#app/storage/localStore.ts';
import { resetUser, useUser } from '#app/storage/user.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The customer as the avatar shows them; null for visitors. */
export function useShellUser(): ShellUser | null {
  const t = useT();
  const { userInfo } = useUser();
  // The token is read on every render: it changes at log-in and log-out on this very page.
  const loggedIn = useSyncExternalStore(subscribeStorage, hasUserToken, hasUserToken);
  if (!loggedIn) return null;
  const level = userInfo?.level as { name?: unknown } | undefined;
  return {
    // No stored log-in answer (still being read, or a token set elsewhere): a label, not a blank.
    name: text(userInfo?.nickname) || text(userInfo?.loginName) || t('app.frame.unnamedUser'),
    avatar: text(userInfo?.avatar) || null,
    description: text(level?.name) || undefined,
  };
}

// Another tab logging in or out changes what this one shows.
function subscribeStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Entries of the account menu above "log out". */
export function useAccountMenuItems(options: { backToShop?: boolean } = {}): DropdownMenuItem[] {
  const t = useT();
  const navigate = useNavigate();
  const items: DropdownMenuItem[] = [
    { key: 'userCenter', label: t('app.frame.userCenter'), onSelect: () => navigate('/inside/index') },
    { key: 'myOrders', label: t('app.frame.myOrders'), onSelect: () => navigate('/inside/myOrder') },
    { key: 'messages', label: t('app.frame.messages'), onSelect: () => navigate('/inside/message') },
    { key: 'security', label: t('app.frame.security'), onSelect: () => navigate('/inside/inter/myaccount') },
  ];
  if (options.backToShop) items.push({ key: 'shop', label: t('app.frame.backToShop'), onSelect: () => navigate('/') });
  return items;
}

/**
 * Log out (asked first by the avatar menu, spec §9 logoutConfirm): tell the server (its answer does
 * not matter: the session ends here either way), forget the login, the user and every cached answer
 * but the site's own, then go to `to` (the log-in page from the back office) or stay.
 */
export function useLogout(to?: string): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    await request(storefront.logout).catch(() => undefined);
    clearUserLogin();
    resetUser();
    await mutate(anotherUsersData, undefined, { revalidate: false });
    showToast({ message: { key: 'app.frame.loggedOut' }, tone: 'success' });
    if (to) navigate(to, { replace: true });
    else navigate(pathname, { replace: true });
  };
}
