import { describe, expect, it } from 'vitest';
import {
  CALLBACK_LOGIN_HOME,
  MAX_STORED_STATES,
  USED_STATE_KEEP_MS,
  callbackLoginTarget,
  callbackPlanFor,
  checkState,
  consumeState,
  forgetState,
  parseQuery,
  parseStoredStates,
  readCallbackQuery,
  recordOutcome,
  rememberState,
  statePurposeOf,
  type CallbackQuery,
  type StoredState,
} from '../src/index.ts';

const NOW = 1_700_000_000_000;

describe('R2.16 callback paths: which server call each makes (design)', () => {
  it.each([
    ['/qqReturn', '', { kind: 'login', platform: 'qq' }, 'login:qq'],
    ['/weixinReturn', '', { kind: 'login', platform: 'weixin' }, 'login:weixin'],
    ['/mpReturn/', '', { kind: 'login', platform: 'mp' }, 'login:mp'],
    ['/myQqNotify', '', { kind: 'bind', platform: 'qq' }, 'bind:qq'],
    ['/myWeixinNotify', '', { kind: 'bind', platform: 'weixin' }, 'bind:weixin'],
    ['/myWeixinNotify', '?type=wc', { kind: 'bind', platform: 'wc' }, 'bind:wc'],
    ['/myMpNotify', '', { kind: 'bind', platform: 'mp' }, 'bind:mp'],
    ['/certify/alipayFaceNotify', '', { kind: 'certifyNotify' }, 'certify'],
    ['/certify/alipayFaceResult', '', { kind: 'certifyResult' }, 'certify'],
    ['/certify/alipayCodeNotify', '', { kind: 'alipayBind' }, 'alipayBind'],
  ] as const)('%s%s', (path, search, plan, purpose) => {
    const got = callbackPlanFor(path, search);
    expect(got).toEqual(plan);
    expect(statePurposeOf(got!)).toBe(purpose);
  });

  it('a path that is no callback has no plan (/mpQrcode shows a code, it is no return page)', () => {
    expect(callbackPlanFor('/mpQrcode')).toBeNull();
    expect(callbackPlanFor('/login', new URLSearchParams())).toBeNull();
  });
});

describe('reading the callback query (design)', () => {
  const login = { kind: 'login', platform: 'qq' } as const;

  it('reads code, state and a safe redirect', () => {
    expect(readCallbackQuery(login, '?code=mock-qq-demo&state=ls_abc123&redirect=%2Finside%2FmyOrder%3Fpage%3D2')).toEqual({
      ok: true,
      query: { code: 'mock-qq-demo', state: 'ls_abc123', redirect: '/inside/myOrder?page=2', hostileRedirect: false },
    });
  });

  it.each(['?state=s1', '?code=c1', '?code=&state=s1', ''])('missing values: %s', (search) => {
    expect(readCallbackQuery(login, search)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    ['a repeated code', '?code=a&code=b&state=s'],
    ['a repeated state', '?code=a&state=s&state=t'],
    ['an oversized code', `?code=${'a'.repeat(201)}&state=s`],
    ['an oversized state', `?code=a&state=${'s'.repeat(101)}`],
    ['markup in the code', '?code=%3Cscript%3E&state=s'],
    ['a space in the state', '?code=a&state=s%20t'],
    ['a malformed value even when the other is missing', '?code=%00'],
  ])('refuses %s', (_, search) => {
    expect(readCallbackQuery(login, search)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('accepts values at their limits', () => {
    const r = readCallbackQuery(login, `?code=${'a'.repeat(200)}&state=${'s'.repeat(100)}`);
    expect(r.ok).toBe(true);
  });

  it('a platform refusal (error=…) is denied', () => {
    expect(readCallbackQuery(login, '?error=access_denied&state=s')).toEqual({ ok: false, problem: 'denied' });
    expect(readCallbackQuery(login, '?error_code=100&state=s')).toEqual({ ok: false, problem: 'denied' });
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'a hostile redirect %s is flagged, never returned',
    (redirect) => {
      const r = readCallbackQuery(login, new URLSearchParams({ code: 'c', state: 's', redirect }));
      expect(r).toEqual({ ok: true, query: { code: 'c', state: 's', redirect: null, hostileRedirect: true } });
    },
  );

  it('a repeated redirect is hostile', () => {
    const r = readCallbackQuery(login, '?code=c&state=s&redirect=/a&redirect=/b');
    expect(r.ok && r.query.hostileRedirect).toBe(true);
  });

  it('certification reads certifyId as its state and needs no code', () => {
    expect(readCallbackQuery({ kind: 'certifyNotify' }, '?certifyId=cfabc')).toEqual({
      ok: true,
      query: { code: '', state: 'cfabc', redirect: null, hostileRedirect: false },
    });
    expect(readCallbackQuery({ kind: 'certifyResult' }, '?state=x')).toEqual({ ok: false, problem: 'missing' });
    expect(readCallbackQuery({ kind: 'certifyResult' }, `?certifyId=${'c'.repeat(65)}`)).toEqual({ ok: false, problem: 'malformed' });
  });

  it("the Alipay account binding reads Alipay's auth_code", () => {
    expect(readCallbackQuery({ kind: 'alipayBind' }, '?auth_code=mock-alipay-1&state=aa_1')).toMatchObject({
      ok: true,
      query: { code: 'mock-alipay-1', state: 'aa_1' },
    });
    expect(readCallbackQuery({ kind: 'alipayBind' }, '?code=x&state=aa_1')).toEqual({ ok: false, problem: 'missing' });
  });
});

describe('where a callback log-in goes (R4.5 safe redirect, design)', () => {
  const q = (over: Partial<CallbackQuery> = {}): CallbackQuery => ({
    code: 'c',
    state: 's',
    redirect: null,
    hostileRedirect: false,
    ...over,
  });
  const stored = (redirect?: string): StoredState => ({ state: 's', purpose: 'login:qq', expiresAt: NOW, usedAt: null, redirect });

  it('the query redirect first, then the stored one, then the customer home', () => {
    expect(callbackLoginTarget(q({ redirect: '/inside/myOrder' }), stored('/inside/cdk'))).toBe('/inside/myOrder');
    expect(callbackLoginTarget(q(), stored('/inside/cdk'))).toBe('/inside/cdk');
    expect(callbackLoginTarget(q(), null)).toBe(CALLBACK_LOGIN_HOME);
    expect(callbackLoginTarget(q(), stored('//evil.example'))).toBe(CALLBACK_LOGIN_HOME);
  });

  it('a hostile redirect goes to /', () => {
    expect(callbackLoginTarget(q({ hostileRedirect: true }), stored('/inside/cdk'))).toBe('/');
  });

  it('never back to /login', () => {
    expect(callbackLoginTarget(q({ redirect: '/login?redirect=/x' }), null)).toBe(CALLBACK_LOGIN_HOME);
  });
});

describe('the state this browser stored: store with expiry, compare, consume once (design)', () => {
  const stored = rememberState([], { state: 'ls_1', purpose: 'login:weixin', expiresIn: 300, redirect: '/inside/myOrder' }, NOW);

  it('stores with its expiry and a safe redirect only', () => {
    expect(stored).toEqual([
      { state: 'ls_1', purpose: 'login:weixin', expiresAt: NOW + 300_000, usedAt: null, redirect: '/inside/myOrder' },
    ]);
    expect(
      rememberState([], { state: 'x', purpose: 'certify', expiresIn: 1, redirect: 'https://evil.example' }, NOW)[0],
    ).not.toHaveProperty('redirect');
  });

  it('accepts its own state for its own purpose', () => {
    expect(checkState(stored, 'ls_1', 'login:weixin', NOW + 1000)).toEqual({ status: 'ok', entry: stored[0] });
  });

  it('refuses a state this browser never stored, or stored for another purpose', () => {
    expect(checkState(stored, 'ls_2', 'login:weixin', NOW)).toEqual({ status: 'mismatch' });
    expect(checkState(stored, 'ls_1', 'login:qq', NOW)).toEqual({ status: 'mismatch' });
    expect(checkState(stored, 'ls_1', 'bind:weixin', NOW)).toEqual({ status: 'mismatch' });
  });

  it('refuses an expired state', () => {
    expect(checkState(stored, 'ls_1', 'login:weixin', NOW + 300_000).status).toBe('expired');
  });

  it('consumed once: a second check is "used", with the outcome once recorded', () => {
    const used = consumeState(stored, 'ls_1', NOW + 5);
    expect(checkState(used, 'ls_1', 'login:weixin', NOW + 6)).toEqual({ status: 'used', entry: { ...stored[0], usedAt: NOW + 5 } });
    // consuming again keeps the first time
    expect(consumeState(used, 'ls_1', NOW + 99)[0]!.usedAt).toBe(NOW + 5);
    const done = recordOutcome(used, 'ls_1', { ok: true, message: '微信登录成功' });
    const check = checkState(done, 'ls_1', 'login:weixin', NOW + 7);
    expect(check.status === 'used' && check.entry.outcome).toEqual({ ok: true, message: '微信登录成功' });
    // used wins over expired: a reload long after still says what happened
    expect(checkState(done, 'ls_1', 'login:weixin', NOW + 400_000).status).toBe('used');
  });

  it('a state stored again replaces its entry; forget drops it', () => {
    const again = rememberState(consumeState(stored, 'ls_1', NOW), { state: 'ls_1', purpose: 'login:weixin', expiresIn: 60 }, NOW);
    expect(again).toEqual([{ state: 'ls_1', purpose: 'login:weixin', expiresAt: NOW + 60_000, usedAt: null }]);
    expect(forgetState(again, 'ls_1')).toEqual([]);
  });

  it('prunes long-dead entries and keeps at most MAX_STORED_STATES', () => {
    let list: StoredState[] = [];
    for (let i = 0; i < MAX_STORED_STATES + 5; i += 1)
      list = rememberState(list, { state: `s${i}`, purpose: 'certify', expiresIn: 600 }, NOW);
    expect(list).toHaveLength(MAX_STORED_STATES);
    expect(list[0]!.state).toBe('s5');
    const used = consumeState(list, 's6', NOW);
    const later = NOW + 600_000 + USED_STATE_KEEP_MS + 1;
    expect(rememberState(used, { state: 'n', purpose: 'certify', expiresIn: 1 }, later).map((e) => e.state)).toEqual(['n']);
    // a used entry is kept for USED_STATE_KEEP_MS after its use
    expect(
      rememberState(used, { state: 'n', purpose: 'certify', expiresIn: 1 }, NOW + USED_STATE_KEEP_MS - 1).map((e) => e.state),
    ).toContain('s6');
  });

  it('parses only well-formed stored lists', () => {
    expect(parseStoredStates(null)).toEqual([]);
    expect(parseStoredStates('not json')).toEqual([]);
    expect(parseStoredStates('{"a":1}')).toEqual([]);
    expect(
      parseStoredStates(JSON.stringify([...stored, { state: 1 }, null, { state: 's', purpose: 'certify', expiresAt: 'x', usedAt: null }])),
    ).toEqual(stored);
    expect(parseStoredStates(JSON.stringify([{ state: 's', purpose: 'certify', expiresAt: 1, usedAt: 'x' }]))).toEqual([]);
  });
});

describe('parseQuery: a query string without the DOM (design)', () => {
  it('reads repeated names, + as space, bare names, and marks a broken escape as odd', () => {
    const q = parseQuery('?a=1&a=2&b=x+y%21&c&&d=%E0%A4%A');
    expect(q.getAll('a')).toEqual(['1', '2']);
    expect(q.getAll('b')).toEqual(['x y!']);
    expect(q.has('c')).toBe(true);
    expect(q.getAll('c')).toEqual(['']);
    expect(q.getAll('d')).toEqual(['\u0000']);
    expect(q.has('e')).toBe(false);
    expect(readCallbackQuery({ kind: 'login', platform: 'qq' }, '?code=%E0%A4%A&state=s')).toEqual({ ok: false, problem: 'malformed' });
  });
});
