import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  browserDatabaseName,
  COOKIE_EXPIRES_DAYS,
  COOKIE_KEYS,
  cookieAttributes,
  cookieName,
  createLogEntry,
  LOG_TIME_FORMAT,
  DEFAULT_AVATAR,
  emptyBrowserStore,
  ERROR_TOAST_MS,
  GHOST_UUID,
  hasAccess,
  STORAGE_KEYS,
  SUCCESS_CODE,
  userIdOf,
} from '../src/index.ts';

describe('R3.4 / R9.1 cookies', () => {
  it('names are prefixed with admin + app id', () => {
    expect(cookieName('u-query-day', 'shop')).toBe('adminshop-u-query-day');
    expect(Object.values(COOKIE_KEYS).map((key) => cookieName(key, '7'))).toEqual([
      'admin7-u-query-day',
      'admin7-token-admin',
      'admin7-token',
      'admin7-roleIds',
      'admin7-verifyRole',
      'admin7-uuid',
      'admin7-title',
    ]);
  });
  it('live 7 days, SameSite=Lax, Secure only on https', () => {
    expect(COOKIE_EXPIRES_DAYS).toBe(7);
    expect(cookieAttributes('https:')).toEqual({ expires: 7, path: '/', sameSite: 'Lax', secure: true });
    expect(cookieAttributes('http:').secure).toBe(false);
  });
});

describe('R3.3 storage keys', () => {
  it('are the spec’s names', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'token',
      otherToken: 'other_token',
      adminToken: 'admin_token',
      adminPath: 'admin_path',
      forbidden: '403',
    });
  });
});

describe('R3.5 / R3.6 per-user browser database', () => {
  it('is named from the admin prefix and app id and starts empty', () => {
    expect(browserDatabaseName('shop')).toBe('adminshop');
    expect(emptyBrowserStore()).toEqual({ system: {}, database: {} });
  });
  it('falls back to ghost-uuid', () => {
    expect(GHOST_UUID).toBe('ghost-uuid');
    for (const id of [null, undefined, '', '  ', 'undefined', 'null']) expect(userIdOf(id)).toBe('ghost-uuid');
    expect(userIdOf(' 7f3a ')).toBe('7f3a');
  });
});

describe('R3.7 log entries', () => {
  it('type defaults to info, time is YYYY-MM-DD HH:mm:ss', () => {
    const entry = createLogEntry({ message: 'opened', meta: { uuid: 'u', url: '/x', userInfo: null } }, new Date(2026, 0, 2, 3, 4, 5));
    expect(entry).toEqual({ message: 'opened', type: 'info', time: '2026-01-02 03:04:05', meta: { uuid: 'u', url: '/x', userInfo: null } });
    expect(createLogEntry({ message: 'x', type: 'warning', meta: {} }, new Date(2026, 11, 31, 23, 59, 59)).time).toBe(
      '2026-12-31 23:59:59',
    );
  });

  it('formats exactly as dayjs would with LOG_TIME_FORMAT (the formatter replaced it)', () => {
    for (const time of [0, 1_700_000_000_000, Date.UTC(1999, 8, 9, 9, 9, 9), new Date(2026, 1, 28, 12, 0, 7).getTime()]) {
      const now = new Date(time);
      expect(createLogEntry({ message: 'm', meta: {} }, now).time).toBe(dayjs(now).format(LOG_TIME_FORMAT));
    }
  });
});

describe('R6.2 element permission', () => {
  it.each([
    [['order:view', 'order:edit'], ['order:edit'], true],
    [['a'], ['b', 'a'], true],
    [[1, 2], ['2'], true],
    [['a'], ['b'], false],
    [[], ['a'], false],
    [null, ['a'], false],
    [undefined, ['a'], false],
    [['a'], [], false],
  ] as const)('access %j, required %j → %s', (access, required, visible) => {
    expect(hasAccess(access, required)).toBe(visible);
  });
});

describe('R8.4 / R9.3 / R9.4 constants', () => {
  it('hold the spec’s values', () => {
    expect(DEFAULT_AVATAR).toBe('/static/public/images/user.png');
    expect(ERROR_TOAST_MS).toBe(3000);
    expect(SUCCESS_CODE).toBe(1000);
  });
});
