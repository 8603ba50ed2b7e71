// After an upgrade or opening a shop the stored log-in answer (the avatar's level, the roles that open
// the vip menu, R6.2's access list) is brought up to date at once, without logging in again.
import { saveUserInfo } from '../../storage/browserDb.ts';
import { getUser } from '../../storage/user.ts';

export async function updateStoredUser(patch: { level?: { id: number; name: string }; addRole?: 'vip' | 'supplier' }): Promise<void> {
  const { userInfo, access } = getUser();
  if (!userInfo) return;
  const roles = Array.isArray(userInfo.roles) ? (userInfo.roles as unknown[]).filter((r): r is string => typeof r === 'string') : [];
  const nextRoles = patch.addRole && !roles.includes(patch.addRole) ? [...roles, patch.addRole] : roles;
  const nextAccess = patch.addRole && !access.includes(patch.addRole) ? [...access, patch.addRole] : access;
  await saveUserInfo({ ...userInfo, ...(patch.level ? { level: patch.level } : {}), roles: nextRoles }, nextAccess);
}
