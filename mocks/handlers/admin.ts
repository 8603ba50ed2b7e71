// The admin area's session (log-in, log-out, who am I) under the configurable admin path; the
// decoration calls are stage 2. Admin sessions last a day; an ended one answers -1.
import { api, type AdminInfo } from '@shop/session/contract';
import { formatDateTime, issueSession, type AdminRow } from '../db/index.ts';
import { SESSION_TTL_MS, fail, reply, route, type MockRoute } from './kit/framework.ts';

const A = api.admin;

export const adminInfo = (row: AdminRow): AdminInfo => ({
  id: row.id,
  username: row.username,
  name: row.name,
  roleIds: [...row.roleIds],
  verifyRole: row.verifyRole,
  access: [...row.access],
});

export const adminRoutes: MockRoute[] = [
  route(A.login, ({ db, body, now }) => {
    const admin = db.admins.find((a) => a.username === body.username);
    if (!admin || admin.password !== body.password) fail('用户名或密码错误');
    if (admin.status !== 'active') fail('管理员账号已停用');
    const session = issueSession(db, 'admin', admin.id, now, SESSION_TTL_MS.admin);
    return reply({ token: session.token, expiresAt: formatDateTime(session.expiresAt), admin: adminInfo(admin) }, { msg: '登录成功' });
  }),

  route(A.logout, ({ db, session }) => {
    db.sessions = db.sessions.filter((s) => s !== session);
    return reply(null, { msg: '已退出登录' });
  }),

  route(A.getAdminInfo, ({ admin }) => adminInfo(admin)),
];
