import { describe, expect, it } from 'vitest';
import { adminLogoutTarget, codeOf, decideResponse, queryDayFrom } from '../src/index.ts';
import { renderMessage, zhCN } from '../src/messages/index.ts';
import { en } from '../src/messages/en/index.ts';

describe('R7.2 keyDay → u-query-day = 1 − keyDay', () => {
  it.each([
    [3, -2],
    ['3', -2],
    [0, 1],
    ['0.5', 0.5],
    [-1, 2],
  ] as const)('keyDay %s → %s', (keyDay, expected) => {
    expect(queryDayFrom(keyDay)).toBe(expected);
    expect(decideResponse({ code: 1000, keyDay }, '/inside/x').effects).toEqual([
      { type: 'setCookie', key: 'u-query-day', value: String(expected) },
    ]);
  });

  it.each([undefined, null, '', '  ', 'abc', {}, [], true, Number.NaN])('keyDay %s leaves the cookie alone', (keyDay) => {
    expect(queryDayFrom(keyDay)).toBeNull();
    expect(decideResponse({ code: 1000, keyDay }, '/inside/x').effects).toEqual([]);
  });
});

describe('R4.12 any other or absent code passes unchanged', () => {
  it.each([1000, 0, 1, 500, 4030, -4, undefined, null, 'abc'])('code %s', (code) => {
    expect(decideResponse({ code, msg: 'x' }, '/inside/x').outcome).toEqual({ kind: 'pass' });
  });
  it('numeric strings count as codes', () => {
    expect(codeOf({ code: ' -2 ' })).toBe(-2);
    expect(codeOf({ code: '1.5' })).toBeNull();
    expect(codeOf({ code: Number.POSITIVE_INFINITY })).toBeNull();
  });
});

describe('R4.8 / R2.6 code -1: admin session ended', () => {
  it('stores the message in token-admin, drops the admin token, dialog "Go to login" to /{segment}/index', () => {
    const decision = decideResponse({ code: -1, msg: '管理员登录已过期' }, '/shopadmin/goods/list?x=1');
    expect(decision.effects).toEqual([
      { type: 'setCookie', key: 'token-admin', value: '管理员登录已过期' },
      { type: 'removeStorage', key: 'admin_token' },
    ]);
    expect(decision.outcome).toEqual({
      kind: 'logout',
      dialog: {
        kind: -1,
        title: { key: 'logout.title' },
        button: { key: 'logout.button.admin' },
        message: '管理员登录已过期',
        target: '/shopadmin/index',
      },
    });
  });

  it('falls back to / when the request URL has no segment', () => {
    expect(adminLogoutTarget('/')).toBe('/');
    expect(adminLogoutTarget('')).toBe('/');
    expect(adminLogoutTarget('https://api.example.com')).toBe('/');
    expect(adminLogoutTarget('https://api.example.com/inside/inter/x')).toBe('/inside/index');
  });
});

describe('R4.9 / R2.7 code -2 and R4.10 / R2.8 code -3', () => {
  it('-2: "Re-login" to /login, the user token is dropped', () => {
    const decision = decideResponse({ code: -2, msg: '登录已失效，请重新登录' }, '/inside/inter/getAccount');
    expect(decision.outcome).toMatchObject({
      kind: 'logout',
      dialog: { kind: -2, button: { key: 'logout.button.user' }, target: '/login' },
    });
    expect(decision.effects).toEqual([{ type: 'removeStorage', key: 'token' }]);
  });

  it('-3: "Confirm" to /other/service, the other token is dropped', () => {
    const decision = decideResponse({ code: '-3', msg: '请先登录' }, '/other/x');
    expect(decision.outcome).toMatchObject({
      kind: 'logout',
      dialog: { kind: -3, button: { key: 'logout.button.other' }, target: '/other/service' },
    });
    expect(decision.effects).toEqual([{ type: 'removeStorage', key: 'other_token' }]);
  });

  it('all three share the title; body is the server message; a missing msg becomes empty text', () => {
    for (const code of [-1, -2, -3]) {
      const { outcome } = decideResponse({ code }, '/inside/x');
      if (outcome.kind !== 'logout') throw new Error('expected logout');
      expect(renderMessage(en, outcome.dialog.title)).toBe('Account logout notice');
      expect(outcome.dialog.message).toBe('');
    }
  });

  it('buttons read as the spec says (en) and in Chinese (zh-CN)', () => {
    const labels = [-1, -2, -3].map((code) => {
      const { outcome } = decideResponse({ code, msg: 'm' }, '/inside/x');
      if (outcome.kind !== 'logout') throw new Error('expected logout');
      return [renderMessage(en, outcome.dialog.button), renderMessage(zhCN, outcome.dialog.button)];
    });
    expect(labels).toEqual([
      ['Go to login', '前往登录'],
      ['Re-login', '重新登录'],
      ['Confirm', '确定'],
    ]);
  });
});

describe('R2.9 code 403', () => {
  it('replaces the route with /403 and stores the message under the 403 key', () => {
    const decision = decideResponse({ code: 403, msg: '无权访问该页面', keyDay: 2 }, '/vip/x');
    expect(decision.outcome).toEqual({ kind: 'forbidden', target: '/403', replace: true, message: '无权访问该页面' });
    expect(decision.effects).toEqual([
      { type: 'setCookie', key: 'u-query-day', value: '-1' },
      { type: 'setStorage', key: '403', value: '无权访问该页面' },
    ]);
  });
  it('a non-string msg is shown as text', () => {
    const decision = decideResponse({ code: 403, msg: 42 }, '/vip/x');
    expect(decision.outcome).toMatchObject({ message: '42' });
  });
  it('a msg that is an object or an array is no text: none is shown, nothing throws (found by the response fuzz)', () => {
    // `String({ toString: 1 })` throws: an answer `{"code":403,"msg":{"toString":1}}` crashed the rule.
    expect(decideResponse({ code: 403, msg: { toString: 1 } }, '/vip/x').outcome).toMatchObject({ message: '' });
    expect(decideResponse({ code: -2, msg: [1, 2] }, '/inside/x').outcome).toMatchObject({ dialog: { message: '' } });
  });
});
