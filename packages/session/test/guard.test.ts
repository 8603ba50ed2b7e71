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
