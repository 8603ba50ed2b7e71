import { describe, expect, it } from 'vitest';
import { adminLoginRedirect, afterNavigation, decideGuard, loginRedirect, parseRoleIds } from '../src/index.ts';

const open = { hasToken: false };

describe('R4.2–R4.4 auth routes', () => {
  const route = { auth: true, roleId: 12 };

  it('R4.2: a token-admin cookie (an ended admin session) sends to the login page with the first segment', () => {
    expect(decideGuard(route, { ...open, adminTokenCookie: '登录已过期', verifyRole: '0' }, '/shopadmin/decorate/desktop')).toEqual({
      kind: 'redirect',
      to: '/login?adminPath=shopadmin',
      reason: 'admin-login',
    });
  });

  it('R4.2: the text "undefined" and an empty cookie do not count as present', () => {
    for (const adminTokenCookie of ['undefined', '', null, undefined]) {
      expect(decideGuard(route, { ...open, adminTokenCookie, verifyRole: '0' }, '/a/b')).toEqual({ kind: 'allow' });
    }
  });

  it('R4.3: verifyRole ≠ "0" needs the route’s role id in roleIds', () => {
    const state = { ...open, verifyRole: '1' };
    expect(decideGuard(route, { ...state, roleIds: '3,12,40' }, '/a')).toEqual({ kind: 'allow' });
    expect(decideGuard(route, { ...state, roleIds: ' 3 , 12 ' }, '/a')).toEqual({ kind: 'allow' });
    expect(decideGuard(route, { ...state, roleIds: '3,120' }, '/a')).toEqual({ kind: 'redirect', to: '/403', reason: 'forbidden' });
    expect(decideGuard(route, { ...state, roleIds: '' }, '/a')).toMatchObject({ to: '/403' });
    expect(decideGuard(route, { ...state, roleIds: undefined }, '/a')).toMatchObject({ to: '/403' });
    expect(decideGuard(route, { ...open, roleIds: '12' }, '/a')).toEqual({ kind: 'allow' });
  });

  it('R4.3: a missing verifyRole is not "0", so roles are checked', () => {
    expect(decideGuard(route, { ...open, roleIds: '1' }, '/a')).toMatchObject({ to: '/403' });
  });

  it('R4.3: an auth route without a role id can only be entered with verifyRole "0"', () => {
    expect(decideGuard({ auth: true }, { ...open, verifyRole: '1', roleIds: '1,2' }, '/a')).toMatchObject({ to: '/403' });
    expect(decideGuard({ auth: true }, { ...open, verifyRole: '0' }, '/a')).toEqual({ kind: 'allow' });
  });

  it('R4.4: verifyRole "0" allows whatever roleIds says', () => {
    expect(decideGuard(route, { ...open, verifyRole: '0', roleIds: '' }, '/a')).toEqual({ kind: 'allow' });
  });
});

describe('R2.6 the admin index: guarded like the auth routes (R4.2–R4.4)', () => {
  const home = { auth: true, adminHome: true };
  const admin = { hasToken: false, hasAdminToken: true, verifyRole: '1', roleIds: '3' };
  it('an ended admin session (token-admin cookie) goes to the admin log-in first (R4.2)', () => {
    expect(decideGuard(home, { ...admin, adminTokenCookie: '管理员登录已失效' }, '/shopadmin/index')).toEqual({
      kind: 'redirect',
      to: '/login?adminPath=shopadmin',
      reason: 'admin-login',
    });
  });
  it('without an admin session it is the admin log-in, whatever the cookies say', () => {
    for (const state of [{ hasToken: true }, { ...admin, hasAdminToken: false }, { ...admin, hasAdminToken: undefined, verifyRole: '0' }]) {
      expect(decideGuard(home, state, '/shopadmin/index')).toEqual({
        kind: 'redirect',
        to: '/login?adminPath=shopadmin',
        reason: 'admin-login',
      });
    }
  });
  it('any admin role opens it; none is /403 (R4.3)', () => {
    expect(decideGuard(home, admin, '/shopadmin/index')).toEqual({ kind: 'allow' });
    expect(decideGuard(home, { ...admin, roleIds: '1,2' }, '/shopadmin/index')).toEqual({ kind: 'allow' });
    for (const roleIds of ['', ' , ', 'undefined', null]) {
      expect(decideGuard(home, { ...admin, roleIds }, '/shopadmin/index')).toMatchObject({ to: '/403', reason: 'forbidden' });
    }
  });
  it('verifyRole "0" opens it without roles (R4.4)', () => {
    expect(decideGuard(home, { ...admin, verifyRole: '0', roleIds: null }, '/shopadmin/index')).toEqual({ kind: 'allow' });
  });
  it('other auth routes still need their own role id, with or without an admin session', () => {
    const decorate = { auth: true, roleId: '3' };
    expect(decideGuard(decorate, { ...admin, roleIds: '1,2' }, '/x')).toMatchObject({ to: '/403' });
    expect(decideGuard(decorate, { ...admin, hasAdminToken: false }, '/x')).toEqual({ kind: 'allow' });
  });
});

describe('R4.5 login routes', () => {
  it('allowed with the storage token', () => {
    expect(decideGuard({ login: true }, { hasToken: true }, '/inside/index')).toEqual({ kind: 'allow' });
  });
  it('otherwise /login with the full original path in redirect', () => {
    const full = '/inside/myOrder?status=paid&kw=卡#list';
    const decision = decideGuard({ login: true }, { hasToken: false }, full);
    expect(decision).toEqual({ kind: 'redirect', to: loginRedirect(full), reason: 'login' });
    if (decision.kind !== 'redirect') throw new Error('expected redirect');
    const query = new URLSearchParams(decision.to.split('?')[1]);
    expect(query.get('redirect')).toBe(full);
  });
  it('an auth + login route checks both, auth first', () => {
    const route = { auth: true, login: true, roleId: '5' };
    expect(decideGuard(route, { hasToken: false, verifyRole: '1', roleIds: '4' }, '/a')).toMatchObject({ to: '/403' });
    expect(decideGuard(route, { hasToken: false, verifyRole: '1', roleIds: '5' }, '/a')).toMatchObject({ reason: 'login' });
  });
});

describe('R4.6 other routes are open', () => {
  it('whatever the state', () => {
    expect(decideGuard({}, { hasToken: false, adminTokenCookie: 'x', verifyRole: '1' }, '/chadan')).toEqual({ kind: 'allow' });
  });
});

describe('helpers', () => {
  it('roleIds parsing drops empty and junk entries', () => {
    expect(parseRoleIds('1,,2, 3 ,undefined,null')).toEqual(['1', '2', '3']);
    expect(parseRoleIds(null)).toEqual([]);
  });
  it('admin login without a segment is the plain login page', () => {
    expect(adminLoginRedirect('/')).toBe('/login');
    expect(adminLoginRedirect('/a b/x')).toBe('/login?adminPath=a%20b');
  });
});

describe('R4.7 after navigation', () => {
  it.each([
    ['1', true],
    ['true', true],
    [null, false],
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
  ] as const)('showLoginLog %s → run %s', (flag, run) => {
    expect(afterNavigation(flag)).toEqual({ clearFlag: run, runLoginLog: run });
  });
});
