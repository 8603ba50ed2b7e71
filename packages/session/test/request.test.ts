import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeForm,
  defaultRequestConfig,
  encodeForm,
  FORM_CONTENT_TYPE,
  joinURL,
  mergeRequestConfig,
  planRequest,
  prepareBody,
  REQUEST_TIMEOUT_MS,
} from '../src/index.ts';
import { api } from '../src/contract/index.ts';

describe('R7.1 / R9.2 request configuration', () => {
  it('defaults: base URL /, cookies included, 2-hour timeout', () => {
    expect(defaultRequestConfig()).toEqual({ baseURL: '/', credentials: 'include', timeoutMs: 7_200_000, headers: {} });
    expect(REQUEST_TIMEOUT_MS).toBe(7_200_000);
    expect(defaultRequestConfig('').baseURL).toBe('/');
    expect(defaultRequestConfig('https://api.example.com').baseURL).toBe('https://api.example.com');
  });

  it('per-request configuration is merged over the defaults, headers key by key', () => {
    const base = { ...defaultRequestConfig(), headers: { 'X-App': 'shop', 'X-Lang': 'zh-CN' } };
    const merged = mergeRequestConfig(base, { timeoutMs: 5_000, headers: { 'X-Lang': 'en' }, baseURL: undefined });
    expect(merged).toEqual({ baseURL: '/', credentials: 'include', timeoutMs: 5_000, headers: { 'X-App': 'shop', 'X-Lang': 'en' } });
    expect(base.headers['X-Lang']).toBe('zh-CN');
  });

  it('joins base URL and path with one slash', () => {
    expect(joinURL('/', '/inside/inter/getAccount')).toBe('/inside/inter/getAccount');
    expect(joinURL('https://api.example.com/', 'inside/x')).toBe('https://api.example.com/inside/x');
    expect(joinURL('https://api.example.com/base//', '//inside/x')).toBe('https://api.example.com/base/inside/x');
    expect(joinURL('/', 'https://other.example/x')).toBe('https://other.example/x');
  });
});

describe('R7.3 encodings', () => {
  it('form-encodes flat fields with + for spaces and UTF-8 escapes', () => {
    expect(encodeForm({ name: '张 三', n: 2, ok: true, none: undefined, empty: null })).toBe('name=%E5%BC%A0+%E4%B8%89&n=2&ok=true&empty=');
  });

  it('arrays: indices by default, brackets, and the repeat format of setSalePwd', () => {
    const body = { salePwd: ['123456', '123456'] };
    expect(encodeForm(body)).toBe('salePwd%5B0%5D=123456&salePwd%5B1%5D=123456');
    expect(encodeForm(body, 'brackets')).toBe('salePwd%5B%5D=123456&salePwd%5B%5D=123456');
    expect(encodeForm(body, 'repeat')).toBe('salePwd=123456&salePwd=123456');
  });

  it('nested objects use a[b]', () => {
    expect(encodeForm({ a: { b: 1, c: [2] } })).toBe('a%5Bb%5D=1&a%5Bc%5D%5B0%5D=2');
  });

  it('setSalePwd is declared with the repeat format and goes out as repeated keys', () => {
    const { setSalePwd } = api.customer;
    expect(setSalePwd.encoding).toBe('form-repeat');
    const body = prepareBody(setSalePwd.encoding, { salePwd: ['654321', '654321'], loginPwd: 'pw' });
    expect(body).toEqual({ kind: 'text', contentType: FORM_CONTENT_TYPE, text: 'salePwd=654321&salePwd=654321&loginPwd=pw' });
  });

  it('multipart leaves parts for the transport (the browser sets the boundary)', () => {
    const file = { name: 'a.png' };
    expect(prepareBody('multipart', { file, tags: ['x', 'y'], skip: undefined })).toEqual({
      kind: 'multipart',
      parts: [
        ['file', file],
        ['tags', 'x'],
        ['tags', 'y'],
      ],
    });
  });

  it('none and json', () => {
    expect(prepareBody('none', { a: 1 })).toEqual({ kind: 'none' });
    expect(prepareBody('json', { a: 1 })).toEqual({ kind: 'text', contentType: 'application/json;charset=UTF-8', text: '{"a":1}' });
  });

  it('decodeForm reads what encodeForm wrote, in every array format', () => {
    const body = { name: '卡密 A&B=C', list: ['1', '2'], obj: { k: 'v' } };
    expect(decodeForm(encodeForm(body))).toEqual(body);
    expect(decodeForm(encodeForm(body, 'brackets'))).toEqual(body);
    expect(decodeForm(encodeForm(body, 'repeat'))).toEqual(body);
    expect(decodeForm('')).toEqual({});
    expect(decodeForm('flag&x=%E0%A4%A')).toEqual({ flag: '', x: '%E0%A4%A' });
  });

  it('decodeForm reads indexed arrays of objects and keys without brackets', () => {
    expect(decodeForm('items[0][id]=1&items[0][n]=2&items[1][id]=3&a[b][]=x&a[b][]=y&weird]=1')).toEqual({
      items: [{ id: '1', n: '2' }, { id: '3' }],
      a: { b: ['x', 'y'] },
      'weird]': '1',
    });
  });

  it('decodeForm never writes to the prototype chain', () => {
    const decoded = decodeForm('__proto__[admin]=1&a[constructor][x]=2&constructor=3&ok=1');
    expect(decoded).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('property: decodeForm(encodeForm(x)) round-trips flat string records', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z][\w-]{0,8}$/).filter((k) => k !== 'constructor' && k !== 'prototype'),
          fc.string(),
        ),
        (record) => {
          expect(decodeForm(encodeForm(record))).toEqual(record);
        },
      ),
    );
  });
});

describe('R7.1 + R6.1 planRequest', () => {
  const tokens = { adminPath: 'adm', adminToken: 'A', token: { authCode: 'U' }, otherToken: { authCode: 'O' } };

  it('builds URL, method, credentials, timeout, Authorization and content type', () => {
    const plan = planRequest({
      path: '/inside/inter/doMobileBind',
      encoding: 'form',
      body: { mobile: '13800138000', code: '123456' },
      config: defaultRequestConfig('https://api.example.com'),
      tokens,
    });
    expect(plan).toEqual({
      url: 'https://api.example.com/inside/inter/doMobileBind',
      method: 'POST',
      credentials: 'include',
      timeoutMs: 7_200_000,
      headers: { Authorization: 'U', 'Content-Type': FORM_CONTENT_TYPE },
      body: { kind: 'text', contentType: FORM_CONTENT_TYPE, text: 'mobile=13800138000&code=123456' },
    });
  });

  it('token scope reads the endpoint path, not the base URL', () => {
    const plan = planRequest({ path: '/other/x', encoding: 'none', config: defaultRequestConfig('https://h/adm'), tokens });
    expect(plan.headers).toEqual({ Authorization: 'O' });
  });

  it('no token → no Authorization header; overrides win', () => {
    const plan = planRequest({
      path: '/inside/x',
      encoding: 'none',
      config: defaultRequestConfig(),
      overrides: { timeoutMs: 10, headers: { 'X-Trace': '1' } },
      tokens: {},
    });
    expect(plan.headers).toEqual({ 'X-Trace': '1' });
    expect(plan.timeoutMs).toBe(10);
  });

  it('names the page’s reseller site in X-Site on every call, next to the token of R6.1', () => {
    const onSite = planRequest({
      path: '/inside/inter/getAccount',
      encoding: 'none',
      config: defaultRequestConfig(),
      tokens,
      site: 'xiaolu',
    });
    expect(onSite.headers).toEqual({ Authorization: 'U', 'X-Site': 'xiaolu' });
    const admin = planRequest({ path: '/adm/x', encoding: 'none', config: defaultRequestConfig(), tokens, site: 'xiaolu' });
    expect(admin.headers).toEqual({ Authorization: 'A', 'X-Site': 'xiaolu' });
    for (const site of [null, undefined, '']) {
      expect(planRequest({ path: '/inside/x', encoding: 'none', config: defaultRequestConfig(), tokens, site }).headers).toEqual({
        Authorization: 'U',
      });
    }
  });
});
