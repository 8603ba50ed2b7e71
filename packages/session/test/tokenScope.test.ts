import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorizationFor, firstPathSegment, normaliseAdminPath, parseStoredLogin, pathOf, tokenScopeFor } from '../src/index.ts';

const tokens = {
  adminPath: 'shopadmin',
  adminToken: 'ADMIN-TOKEN',
  otherToken: { authCode: 'OTHER-CODE' },
  token: { authCode: 'USER-CODE' },
};

describe('R6.1 token scope by the first path segment of the request URL', () => {
  it.each([
    ['/shopadmin/order/list', 'admin'],
    ['shopadmin/order/list', 'admin'],
    ['https://api.example.com/shopadmin/x?y=1', 'admin'],
    ['/other/inter/getService', 'other'],
    ['/inside/inter/getAccount', 'user'],
    ['/vip/inter/getSite', 'user'],
    ['/', 'user'],
    ['', 'user'],
    ['/shopadminx/order', 'user'],
    ['/otherwise/x', 'user'],
  ] as const)('%s → %s', (url, scope) => {
    expect(tokenScopeFor(url, tokens.adminPath)).toBe(scope);
  });

  it('an empty stored admin path never matches, even a URL with no segment', () => {
    expect(tokenScopeFor('/', '')).toBe('user');
    expect(tokenScopeFor('//', null)).toBe('user');
    expect(tokenScopeFor('/x', undefined)).toBe('user');
  });

  it('a stored admin path with slashes compares by its bare segment', () => {
    expect(normaliseAdminPath('/shopadmin/')).toBe('shopadmin');
    expect(tokenScopeFor('/shopadmin/index', '/shopadmin/')).toBe('admin');
  });

  it('"other" wins over nothing but loses to an admin path named "other"', () => {
    expect(tokenScopeFor('/other/x', 'other')).toBe('admin');
  });

  it('sends the admin token, the other authCode or the user authCode in Authorization', () => {
    expect(authorizationFor('/shopadmin/a', tokens)).toBe('ADMIN-TOKEN');
    expect(authorizationFor('/other/a', tokens)).toBe('OTHER-CODE');
    expect(authorizationFor('/inside/inter/getAccount', tokens)).toBe('USER-CODE');
  });

  it('sends nothing when the scope has no token (never another scope’s token)', () => {
    expect(authorizationFor('/other/a', { ...tokens, otherToken: null })).toBeUndefined();
    expect(authorizationFor('/inside/a', { ...tokens, token: { authCode: '' } })).toBeUndefined();
    expect(authorizationFor('/shopadmin/a', { ...tokens, adminToken: '' })).toBeUndefined();
  });

  it('property: the header is always exactly the token of the URL’s scope', () => {
    const segment = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(
        segment,
        segment,
        fc.array(segment, { maxLength: 3 }),
        fc.string(),
        fc.string(),
        fc.string(),
        (admin, first, rest, a, o, u) => {
          const stored = { adminPath: admin, adminToken: a, otherToken: { authCode: o }, token: { authCode: u } };
          const url = `/${[first, ...rest].join('/')}`;
          const header = authorizationFor(url, stored);
          const expected = first === admin ? a : first === 'other' ? o : u;
          expect(header).toBe(expected === '' ? undefined : expected);
        },
      ),
    );
  });

  it('property: query strings and hosts never change the scope', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.string(), (first, query) => {
        const bare = tokenScopeFor(`/${first}/x`, 'adm');
        expect(tokenScopeFor(`/${first}/x?${query.replace(/#/g, '')}`, 'adm')).toBe(bare);
        expect(tokenScopeFor(`https://h.example/${first}/x`, 'adm')).toBe(bare);
      }),
    );
  });
});

describe('paths', () => {
  it('pathOf drops scheme, host, query and fragment', () => {
    expect(pathOf('https://a.b:8080/x/y?q=1#h')).toBe('/x/y');
    expect(pathOf('//cdn.example/x')).toBe('/x');
    expect(pathOf('x/y')).toBe('/x/y');
    expect(pathOf('/x#/y')).toBe('/x');
  });
  it('firstPathSegment skips empty segments', () => {
    // protocol-relative: host x, then the path //y
    expect(firstPathSegment('//x//y')).toBe('y');
    expect(firstPathSegment('///')).toBe('');
    expect(firstPathSegment('/x//y')).toBe('x');
    expect(firstPathSegment('?a=/b')).toBe('');
  });
});

describe('R3.3 stored login objects', () => {
  it('reads authCode from JSON', () => {
    expect(parseStoredLogin('{"authCode":"abc","name":"x"}')).toEqual({ authCode: 'abc' });
  });
  it.each([null, undefined, '', 'abc', '{}', '{"authCode":1}', '{"authCode":""}', 'null', '[]', '{bad json'])(
    '%s is treated as logged out',
    (raw) => {
      expect(parseStoredLogin(raw)).toBeNull();
    },
  );
});
