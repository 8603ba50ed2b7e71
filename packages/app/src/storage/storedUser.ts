// The stored log-in answer (the shell's name, avatar and level, the roles that open the vip and supply
// menus, R6.2's access list) kept in step with the account: after an upgrade or opening a shop at once,
// and whenever the account is read (a profile or login-name change, a role granted elsewhere), without
// logging in again.
import type { ResponseOf } from '@shop/session/contract';
import type { account as accountArea } from '@shop/session/contract/account';
import { saveUserInfo } from './browserDb.ts';
import { getUser } from './user.ts';

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export async function updateStoredUser(patch: { level?: { id: number; name: string }; addRole?: 'vip' | 'supplier' }): Promise<void> {
  const { userInfo, access } = getUser();
  if (!userInfo) return;
  const roles = stringsOf(userInfo.roles);
  const nextRoles = patch.addRole && !roles.includes(patch.addRole) ? [...roles, patch.addRole] : roles;
  const nextAccess = patch.addRole && !access.includes(patch.addRole) ? [...access, patch.addRole] : access;
  await saveUserInfo({ ...userInfo, ...(patch.level ? { level: patch.level } : {}), roles: nextRoles }, nextAccess);
}

/** The account as read just now into the stored log-in answer, when any of what the shell shows differs. */
export function syncStoredUser(
  account: Pick<ResponseOf<typeof accountArea.getAccount>, 'id' | 'nickname' | 'avatar' | 'loginName' | 'level' | 'roles'>,
): void {
  const { userInfo } = getUser();
  if (!userInfo || userInfo.id !== account.id) return;
  const level = userInfo.level as { id?: unknown; name?: unknown } | undefined;
  const same =
    userInfo.nickname === account.nickname &&
    userInfo.avatar === account.avatar &&
    userInfo.loginName === account.loginName &&
    level?.id === account.level.id &&
    level.name === account.level.name &&
    stringsOf(userInfo.roles).join() === account.roles.join();
  if (same) return;
  const next = {
    ...userInfo,
    nickname: account.nickname,
    avatar: account.avatar,
    loginName: account.loginName,
    level: account.level,
    roles: [...account.roles],
  };
  // A customer's access list is their roles (storage/login.ts).
  void saveUserInfo(next, account.roles);
}
