import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ADMIN_PATH, DEFAULT_APP_ID, readConfig } from '../src/config.ts';
import { createCookieJar } from '../src/storage/cookies.ts';
import { clearBrowserStore, closeBrowserDb, readBrowserStore, restoreUser, saveUserInfo, writeSection } from '../src/storage/browserDb.ts';
import { applySessionEffects } from '../src/storage/effects.ts';
import {
  clearUserLogin,
  hasUserToken,
  readForbiddenMessage,
  readTabs,
  readTokens,
  storeUserLogin,
  takeShowLoginLog,
  writeTabs,
} from '../src/storage/localStore.ts';
import { Permission, usePermission } from '../src/storage/Permission.tsx';
import { currentUserId, getUser, setUser } from '../src/storage/user.ts';
import { forgetBrowserDatabases, readCookie, setCookie } from './fixtures.ts';

afterEach(forgetBrowserDatabases);

describe('configuration', () => {
  it('defaults: API base "/", app id "cardshop", MSW off, no main domain, admin prefix "shopadmin"', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: '/',
      appId: DEFAULT_APP_ID,
      dev: false,
      msw: false,
      mainDomain: '',
      adminPath: DEFAULT_ADMIN_PATH,
    });
    expect(DEFAULT_APP_ID).toBe('cardshop');
    expect(DEFAULT_ADMIN_PATH).toBe('shopadmin');
  });

  it('reads VITE_API_BASE_URL, VITE_APP_ID, VITE_ENABLE_MSW, VITE_MAIN_DOMAIN, VITE_ADMIN_PATH and DEV', () => {
    expect(
      readConfig({
        VITE_API_BASE_URL: 'https://api.example.com/v1',
        VITE_APP_ID: 'shop_2',
        VITE_ENABLE_MSW: 'true',
        VITE_MAIN_DOMAIN: ' Shop.Example.com ',
        VITE_ADMIN_PATH: '/backstage/',
        DEV: true,
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/v1',
      appId: 'shop_2',
      dev: true,
      msw: true,
      mainDomain: 'shop.example.com',
      adminPath: 'backstage',
    });
  });

  it('an admin prefix that is one of our areas or not a plain segment falls back to the default', () => {
    for (const value of ['inside', 'Other', 'a/b', 'a b', '', '../x'])
      expect(readConfig({ VITE_ADMIN_PATH: value }).adminPath).toBe('shopadmin');
  });

  it('an app id that cannot be part of a cookie name falls back to the default', () => {
    expect(readConfig({ VITE_APP_ID: 'a b;c' }).appId).toBe(DEFAULT_APP_ID);
    expect(readConfig({ VITE_API_BASE_URL: '  ' }).apiBaseUrl).toBe('/');
  });
});

describe('local storage (R3.3)', () => {
  it('reads the three sessions; anything but a login object counts as absent', () => {
    localStorage.setItem('token', JSON.stringify({ authCode: 'u', name: 'x' }));
    localStorage.setItem('other_token', '{broken');
    localStorage.setItem('admin_token', 'adm');
    localStorage.setItem('admin_path', 'shopadmin');
    expect(readTokens()).toEqual({ token: { authCode: 'u' }, otherToken: null, adminToken: 'adm', adminPath: 'shopadmin' });
    expect(hasUserToken()).toBe(true);
  });

  it('log-in stores the login object and the showLoginLog flag, read once (R4.7)', () => {
    storeUserLogin({ authCode: 'abc', nickname: '张三' });
    expect(JSON.parse(localStorage.getItem('token') ?? '')).toEqual({ authCode: 'abc', nickname: '张三' });
    expect(takeShowLoginLog()).toBe(true);
    expect(takeShowLoginLog()).toBe(false);
    clearUserLogin();
    expect(hasUserToken()).toBe(false);
  });

  it('the 403 message and the opened tabs', () => {
    expect(readForbiddenMessage()).toBe('');
    localStorage.setItem('403', '没有权限');
    expect(readForbiddenMessage()).toBe('没有权限');
    expect(readTabs()).toEqual([]);
    writeTabs(['/inside/index', '/inside/myOrder?status=1']);
    expect(readTabs()).toEqual(['/inside/index', '/inside/myOrder?status=1']);
    localStorage.setItem('tabs', '{"not":"a list"}');
    expect(readTabs()).toEqual([]);
  });
});

describe('cookies (R3.4, R9.1)', () => {
  it('names are prefixed with admin + app id', () => {
    createCookieJar('cardshop').set('roleIds', '1,2');
    expect(document.cookie).toContain('admincardshop-roleIds=1%2C2');
    expect(createCookieJar('cardshop').get('roleIds')).toBe('1,2');
    createCookieJar('cardshop').remove('roleIds');
    expect(readCookie('roleIds')).toBeUndefined();
  });

  it('7 days, SameSite=Lax, path /, Secure only on https', () => {
    const calls: Array<[string, string, unknown]> = [];
    const api = { get: () => undefined, set: (n: string, v: string, a?: unknown) => calls.push([n, v, a]), remove: () => undefined };
    createCookieJar('x1', () => 'https:', api).set('token', 't');
    createCookieJar('x1', () => 'http:', api).set('token', 't');
    expect(calls).toEqual([
      ['adminx1-token', 't', { expires: 7, path: '/', sameSite: 'Lax', secure: true }],
      ['adminx1-token', 't', { expires: 7, path: '/', sameSite: 'Lax', secure: false }],
    ]);
  });

  it('session effects: cookies and storage', () => {
    localStorage.setItem('token', 'x');
    applySessionEffects([
      { type: 'setCookie', key: 'u-query-day', value: '-2' },
      { type: 'setStorage', key: '403', value: 'no' },
      { type: 'removeStorage', key: 'token' },
    ]);
    expect(readCookie('u-query-day')).toBe('-2');
    expect(localStorage.getItem('403')).toBe('no');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the per-user browser database (R3.5, R3.6)', () => {
  it('is named admin + app id, with empty system and database sections by default', async () => {
    expect(await readBrowserStore()).toEqual({ system: {}, database: {} });
    // A read creates nothing: dexie creates the database, with its stores, on the first write.
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('admincardshop');
    await writeSection('system', { theme: 'dark' });
    expect((await indexedDB.databases()).map((db) => db.name)).toContain('admincardshop');
    expect(await readBrowserStore()).toEqual({ system: { theme: 'dark' }, database: {} });
  });

  it('reads what dexie wrote without dexie, and an unreadable store reads as empty (R3.5)', async () => {
    setCookie('uuid', 'u-9');
    await saveUserInfo({ nickname: '王五' }, ['order:view']);
    await writeSection('system', { collapsed: true });
    // Reads and writes interleaved: each read sees the writes made before it.
    const [afterFirst] = await Promise.all([readBrowserStore('u-9'), writeSection('database', { access: ['x'] })]);
    expect(afterFirst.database.userInfo).toEqual({ nickname: '王五' });
    expect(await readBrowserStore('u-9')).toEqual({
      system: { collapsed: true },
      database: { userInfo: { nickname: '王五' }, access: ['x'] },
    });
    // A row whose data is not an object (written by something else) is an empty section, not a crash.
    await closeBrowserDb();
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('admincardshop');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const transaction = open.result.transaction('database', 'readwrite');
        transaction.objectStore('database').put({ userId: 'u-9', data: 'garbage' });
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    expect(await readBrowserStore('u-9')).toEqual({ system: { collapsed: true }, database: {} });
    // No IndexedDB at all (some private windows): the empty store.
    vi.stubGlobal('indexedDB', undefined);
    try {
      expect(await readBrowserStore('u-9')).toEqual({ system: {}, database: {} });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keys rows by the uuid cookie, ghost-uuid before anyone is known', async () => {
    expect(currentUserId()).toBe('ghost-uuid');
    await writeSection('system', { theme: 'light' });
    setCookie('uuid', 'u-7');
    expect(currentUserId()).toBe('u-7');
    await saveUserInfo({ nickname: '张三' }, ['order:view']);
    expect(await readBrowserStore('ghost-uuid')).toEqual({ system: { theme: 'light' }, database: {} });
    expect(await readBrowserStore('u-7')).toEqual({ system: {}, database: { userInfo: { nickname: '张三' }, access: ['order:view'] } });
  });

  it('restores user info and access list into the page; clearing forgets them', async () => {
    setCookie('uuid', 'u-8');
    await saveUserInfo({ nickname: '李四' }, ['a', 'b']);
    setUser({ userInfo: null, access: [] });
    const restoring = restoreUser();
    // While it is read, the frames know not to ask the server for the account (chaos walk).
    expect(getUser().restoring).toBe(true);
    await restoring;
    expect(getUser()).toEqual({ userInfo: { nickname: '李四' }, access: ['a', 'b'], restoring: false });
    await clearBrowserStore();
    expect(getUser()).toEqual({ userInfo: null, access: [], restoring: false });
    expect(await readBrowserStore('u-8')).toEqual({ system: {}, database: {} });
  });
});

describe('element permission (R6.2)', () => {
  function Probe({ required }: { required: string[] }) {
    return <p>{usePermission(required) ? 'yes' : 'no'}</p>;
  }

  it('shows guarded content only when the access lists share an entry, and follows changes', () => {
    render(
      <>
        <Permission required={['goods:edit', 'goods:delete']} fallback={<span>hidden</span>}>
          <button type="button">删除</button>
        </Permission>
        <Probe required={['x']} />
      </>,
    );
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => setUser({ access: ['goods:delete'] }));
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(screen.getByText('no')).toBeInTheDocument();
    act(() => setUser({ access: ['x'] }));
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText('yes')).toBeInTheDocument();
  });
});
