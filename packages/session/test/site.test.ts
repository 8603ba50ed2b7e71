import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hostNameOf,
  mainSiteUrl,
  siteAddresses,
  scopedAppId,
  scopedStorageKey,
  siteBasename,
  siteLookupFor,
  sitePathOf,
  siteStorageScope,
  withSiteBase,
  withoutSiteBase,
  cookieName,
  browserDatabaseName,
  STORAGE_KEYS,
} from '../src/index.ts';
import { parseData, parseRequest, siteApi } from '../src/contract/index.ts';

describe('which site an address opens (host first, then /s/:site on the main host)', () => {
  const main = 'yunka.example.com';
  it.each([
    ['localhost:5173', '/', { kind: 'main' }],
    ['127.0.0.1:4010', '/inside/goodsList', { kind: 'main' }],
    ['[::1]:4010', '/', { kind: 'main' }],
    ['yunka.example.com', '/', { kind: 'main' }],
    ['WWW.Yunka.Example.com.', '/chadan', { kind: 'main' }],
    ['localhost', '/s/xiaolu', { kind: 'path', site: 'xiaolu', basename: '/s/xiaolu' }],
    ['127.0.0.1:4010', '/s/XiaoLu/inside/buyGoods', { kind: 'path', site: 'xiaolu', basename: '/s/xiaolu' }],
    ['yunka.example.com', '/s/kabao/', { kind: 'path', site: 'kabao', basename: '/s/kabao' }],
    ['xiaolu.localhost:4010', '/', { kind: 'subDomain', label: 'xiaolu' }],
    ['xiaolu.yunka.example.com', '/inside/goodsList', { kind: 'subDomain', label: 'xiaolu' }],
    // A site on its own host is not looked up by path as well.
    ['xiaolu.localhost', '/s/kabao', { kind: 'subDomain', label: 'xiaolu' }],
    ['shop.xiaolu-digital.com', '/', { kind: 'domain', host: 'shop.xiaolu-digital.com' }],
    ['a.b.yunka.example.com', '/', { kind: 'domain', host: 'a.b.yunka.example.com' }],
  ] as const)('%s %s', (host, pathname, expected) => {
    expect(siteLookupFor({ host, pathname, mainDomain: main })).toEqual(expected);
  });

  it('without a configured main domain only localhost and addresses by IP are the main site', () => {
    expect(siteLookupFor({ host: 'localhost', pathname: '/' })).toEqual({ kind: 'main' });
    expect(siteLookupFor({ host: 'xiaolu.localhost', pathname: '/', mainDomain: '' })).toEqual({ kind: 'subDomain', label: 'xiaolu' });
    expect(siteLookupFor({ host: 'yunka.example.com', pathname: '/' })).toEqual({ kind: 'domain', host: 'yunka.example.com' });
  });

  it('a path prefix that is not a site path is the main site’s own path (its 404)', () => {
    for (const pathname of ['/s', '/s/', '/s/ab', '/s/with-dash', '/s/' + 'a'.repeat(21), '/sx/xiaolu', '/inside/s/xiaolu']) {
      expect(sitePathOf(pathname)).toBeNull();
      expect(siteLookupFor({ host: 'localhost', pathname }).kind).toBe('main');
    }
    expect(sitePathOf('//s//xiaolu//x')).toBe('xiaolu');
    expect(siteBasename('xiaolu')).toBe('/s/xiaolu');
  });

  it('host names lose their port, case and trailing dot', () => {
    expect(hostNameOf(' Shop.Example.COM.:8443 ')).toBe('shop.example.com');
    expect(hostNameOf('[::1]:80')).toBe('[::1]');
    expect(hostNameOf('')).toBe('');
  });
});

describe('links stay inside a site addressed by path', () => {
  const base = '/s/xiaolu';
  it.each([
    ['/', '/s/xiaolu'],
    ['/inside/buyGoods?id=2', '/s/xiaolu/inside/buyGoods?id=2'],
    ['/pay/return_epay?orderNo=1&a=b', '/s/xiaolu/pay/return_epay?orderNo=1&a=b'],
    ['/s/xiaolu/chadan', '/s/xiaolu/chadan'],
    ['/s/xiaolu', '/s/xiaolu'],
    ['/S/XIAOLU?x=1', '/S/XIAOLU?x=1'],
    ['/s/xiaoluxx/chadan', '/s/xiaolu/s/xiaoluxx/chadan'],
    ['https://qr.alipay.com/x', 'https://qr.alipay.com/x'],
    ['//evil.example/x', '//evil.example/x'],
    ['/\\evil.example', '/\\evil.example'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['goods', 'goods'],
  ])('%s → %s', (href, expected) => {
    expect(withSiteBase(href, base)).toBe(expected);
  });

  it('no base path: every link as it is', () => {
    expect(withSiteBase('/inside/goodsList', null)).toBe('/inside/goodsList');
    expect(withSiteBase('/inside/goodsList', '')).toBe('/inside/goodsList');
    expect(withSiteBase('/x', '/')).toBe('/x');
  });

  it('the app path of an address under the base', () => {
    expect(withoutSiteBase('/s/xiaolu/inside/goodsList?k=1', base)).toBe('/inside/goodsList?k=1');
    expect(withoutSiteBase('/s/xiaolu', base)).toBe('/');
    expect(withoutSiteBase('/s/xiaolu?x=1', base)).toBe('/?x=1');
    expect(withoutSiteBase('/s/xiaoluxx/a', base)).toBe('/s/xiaoluxx/a');
    expect(withoutSiteBase('/chadan', base)).toBe('/chadan');
    expect(withoutSiteBase('/chadan', null)).toBe('/chadan');
  });

  it('property: prefixing then stripping gives the app path back; prefixing twice is prefixing once', () => {
    const path = fc.stringMatching(/^\/[a-zA-Z0-9_/?=&.-]{0,30}$/).filter((p) => !p.startsWith('//'));
    fc.assert(
      fc.property(path, (p) => {
        const prefixed = withSiteBase(p, base);
        expect(withSiteBase(prefixed, base)).toBe(prefixed);
        expect(withoutSiteBase(prefixed, base)).toBe(
          p.startsWith(base) && /^($|[/?#])/.test(p.slice(base.length)) ? withoutSiteBase(p, base) : p,
        );
      }),
    );
  });
});

describe('R3.3–R3.5 / R6.1: a site customer’s session is kept per site', () => {
  it('a site addressed by path has names of its own, derived as the spec derives them', () => {
    const scope = siteStorageScope({ kind: 'path', site: 'xiaolu', basename: '/s/xiaolu' });
    expect(scope).toBe('xiaolu');
    expect(scopedStorageKey(STORAGE_KEYS.token, scope)).toBe('token@xiaolu');
    expect(cookieName('uuid', scopedAppId('cardshop', scope))).toBe('admincardshop_xiaolu-uuid');
    expect(browserDatabaseName(scopedAppId('cardshop', scope))).toBe('admincardshop_xiaolu');
  });

  it('the main site and a site on its own host (its own origin) keep the spec’s names exactly', () => {
    for (const lookup of [{ kind: 'main' }, { kind: 'subDomain', label: 'xiaolu' }, { kind: 'domain', host: 'a.com' }] as const) {
      const scope = siteStorageScope(lookup);
      expect(scope).toBeNull();
      expect(scopedStorageKey(STORAGE_KEYS.token, scope)).toBe('token');
      expect(scopedAppId('cardshop', scope)).toBe('cardshop');
    }
  });

  it('two sites and the main site never share a key', () => {
    const keys = [null, 'xiaolu', 'kabao'].map((scope) => scopedStorageKey('token', scope));
    expect(new Set(keys).size).toBe(3);
  });
});

describe('the way back to the main site from a site that cannot sell', () => {
  it('same origin for a path site, the host without its label for a sub-domain, the main domain for an own domain', () => {
    const at = { protocol: 'http:', host: 'xiaolu.localhost:4173' };
    expect(mainSiteUrl({ kind: 'path', site: 'kabao', basename: '/s/kabao' }, at)).toBe('/');
    expect(mainSiteUrl({ kind: 'main' }, at)).toBe('/');
    expect(mainSiteUrl({ kind: 'subDomain', label: 'xiaolu' }, at)).toBe('http://localhost:4173/');
    expect(mainSiteUrl({ kind: 'subDomain', label: 'xiaolu' }, { protocol: 'https:', host: 'xiaolu.yunka.example.com' })).toBe(
      'https://yunka.example.com/',
    );
    const own = { kind: 'domain', host: 'shop.xiaolu-digital.com' } as const;
    expect(mainSiteUrl(own, { protocol: 'https:', host: 'shop.xiaolu-digital.com' }, 'yunka.example.com')).toBe(
      'https://yunka.example.com/',
    );
    expect(mainSiteUrl(own, { protocol: 'https:', host: 'shop.xiaolu-digital.com' }, '')).toBeNull();
  });
});

describe('the back office’s links to a site’s storefront', () => {
  const site = { path: 'xiaolu', subDomain: 'xiaolu', domain: 'shop.xiaolu-digital.com', domainVerified: true };
  it('path, sub-domain under the host the back office runs at (its port kept), verified own domain', () => {
    expect(siteAddresses(site, { protocol: 'http:', host: 'localhost:5173' })).toEqual({
      path: '/s/xiaolu',
      subDomain: 'http://xiaolu.localhost:5173/',
      domain: 'http://shop.xiaolu-digital.com/',
    });
  });

  it('under the configured main domain; nothing for an unbound label or an unverified domain', () => {
    expect(
      siteAddresses({ ...site, domainVerified: false }, { protocol: 'https:', host: 'www.yunka.example.com' }, 'yunka.example.com'),
    ).toEqual({ path: '/s/xiaolu', subDomain: 'https://xiaolu.yunka.example.com/', domain: null });
    expect(siteAddresses({ ...site, subDomain: null, domain: null }, { protocol: 'https:', host: 'yunka.example.com' })).toEqual({
      path: '/s/xiaolu',
      subDomain: null,
      domain: null,
    });
  });
});

describe('the contract’s site calls', () => {
  it('resolveSite takes exactly one of path, sub-domain and domain, trimmed and lower-cased', () => {
    expect(parseRequest(siteApi.resolveSite, { path: ' XiaoLu ' })).toEqual({ ok: true, value: { path: 'xiaolu' } });
    expect(parseRequest(siteApi.resolveSite, { domain: 'Shop.Example.COM' })).toMatchObject({
      ok: true,
      value: { domain: 'shop.example.com' },
    });
    for (const body of [{}, { path: 'a', subDomain: 'b' }, { path: '' }]) {
      expect(parseRequest(siteApi.resolveSite, body)).toMatchObject({ ok: false, message: '请只提供站点路径、二级域名或域名中的一项' });
    }
  });

  it('answers main, an open site, a closed one with why, or nobody', () => {
    const card = { path: 'xiaolu', name: '小鹿数码商城', title: 't', logo: '/l.svg' };
    for (const answer of [
      { kind: 'main' },
      { kind: 'site', site: card },
      { kind: 'closed', reason: 'expired', site: card },
      { kind: 'unknown' },
    ])
      expect(parseData(siteApi.resolveSite, answer).ok).toBe(true);
    expect(parseData(siteApi.resolveSite, { kind: 'closed', reason: 'gone', site: card }).ok).toBe(false);
  });
});
