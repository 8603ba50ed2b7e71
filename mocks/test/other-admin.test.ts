import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const O = api.other;
const A = api.admin;

describe('the other area (/other/)', () => {
  it('service page data without login', async () => {
    const info = await ok(O.getServiceInfo);
    expect(info.notice).toContain('留言');
    expect(info.contacts.email).toBe('open@yunka.example.com');
    expect(info.faq.length).toBeGreaterThanOrEqual(3);
  });

  it('log-in answers the other_token authCode; log-out ends it (-3 after)', async () => {
    expect(await refused(O.login, { loginName: 'service', password: 'nope' })).toBe('账号或密码错误');
    const login = await ok(O.login, { loginName: 'SERVICE', password: 'service123456' });
    expect(login.account).toMatchObject({ loginName: 'service', kind: 'partner' });
    expect(login.authCode).toMatch(/^o/);
    expect((await ok(O.getAccount, undefined, { token: login.authCode })).name).toBe('开放平台对接');
    await ok(O.logout, undefined, { token: login.authCode });
    expect((await call(O.getAccount, undefined, { token: login.authCode })).code).toBe(-3);
    expect((await call(O.logout, undefined, { token: login.authCode })).code).toBe(-3);
  });

  it('leaves a message for the service desk', async () => {
    const answer = await ok(O.doFeedback, { content: '想申请渠道代理', contact: 'agent@example.com', name: '王先生' });
    expect(getDb().feedback.find((f) => f.id === answer.id)).toMatchObject({ content: '想申请渠道代理', name: '王先生' });
    expect(await refused(O.doFeedback, { content: '', contact: 'x' })).toBe('请输入留言内容');
  });
});

describe('the admin session under the admin path', () => {
  it('log-in answers the token and the role data for the guard (R4.3, R4.4, R6.2)', async () => {
    expect(await refused(A.login, { username: 'admin', password: 'x' })).toBe('用户名或密码错误');
    const login = await ok(A.login, { username: 'admin', password: 'admin123456' });
    expect(login.admin).toMatchObject({ username: 'admin', roleIds: [1, 2, 3], verifyRole: '1' });
    expect(login.admin.access).toContain('decorate:edit');
    expect(await ok(A.getAdminInfo, undefined, { token: login.token })).toEqual(login.admin);
    await ok(A.logout, undefined, { token: login.token });
    expect((await call(A.getAdminInfo, undefined, { token: login.token })).code).toBe(-1);
  });

  it('seed admins: root passes every role check, designer only decorates', async () => {
    const root = await ok(A.getAdminInfo, undefined, { token: SEED_TOKENS.root });
    expect(root.verifyRole).toBe('0');
    expect(root.access).toEqual(expect.arrayContaining(['goods:edit', 'customer:edit', 'decorate:publish']));
    const designer = await ok(A.getAdminInfo, undefined, { token: SEED_TOKENS.designer });
    expect(designer).toMatchObject({ roleIds: [3], access: ['decorate:view', 'decorate:edit', 'decorate:publish'] });
  });

  it('a disabled admin cannot log in and loses the session', async () => {
    const admin = getDb().admins.find((a) => a.username === 'admin');
    if (admin) admin.status = 'disabled';
    expect(await refused(A.login, { username: 'admin', password: 'admin123456' })).toBe('管理员账号已停用');
    expect(await call(A.getAdminInfo, undefined, { token: SEED_TOKENS.admin })).toMatchObject({ code: -1, msg: '管理员账号已停用' });
  });
});
