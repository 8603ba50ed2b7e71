import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { showToast, getEffects } from '../src/effects/store.ts';
import { appUrl, guardRedirect, postLoginTarget } from '../src/routes/guard.ts';
import { routeTable } from '../src/routes/table.ts';
import { envelope, logIn, publicPageHandlers, readCookie, setCookie } from './fixtures.ts';
import { currentUrl, renderApp } from './render.tsx';
import { server } from './server.ts';

// The public pages these tests pass through read the site's information and their content.
beforeEach(() => {
  server.use(...publicPageHandlers());
});

describe('login routes (R4.5)', () => {
  it('without the storage token go to /login with the full original path, and come back after log-in', async () => {
    const { router } = renderApp('/inside/myOrder?status=paid&page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe('/inside/myOrder?status=paid&page=2');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/inside/myOrder?status=paid&page=2')}`);
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();

    // What the login page does after a successful log-in.
    logIn();
    await act(() => router.navigate(postLoginTarget(router.state.location.search)));
    expect(currentUrl(router)).toBe('/inside/myOrder?status=paid&page=2');
    expect(await screen.findByRole('heading', { name: '我的订单' })).toBeInTheDocument();
  });

  // A loader's Request has no fragment (fetch drops it): the guard takes it from the router.
  it('the full path keeps the fragment on a navigation, and the way back after log-in has it', async () => {
    const { router } = renderApp('/service');
    await screen.findByRole('heading', { name: '客服中心' });
    await act(() => router.navigate('/inside/myOrder?status=1#list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/inside/myOrder?status=1#list');

    logIn();
    await act(() => router.navigate(postLoginTarget(router.state.location.search)));
    expect(currentUrl(router)).toBe('/inside/myOrder?status=1#list');
  });

  /**
   * Where the login leads back to when `path` is opened with the address bar at `bar` (the first
   * navigation starts while the router is created: the address bar holds the fragment).
   */
  async function wayBackOpening(path: string, bar: string): Promise<string | null> {
    window.history.replaceState(null, '', bar);
    try {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      return new URLSearchParams(router.state.location.search).get('redirect');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }

  it('the full path keeps the fragment of the address a page is opened at', async () => {
    expect(await wayBackOpening('/inside/myOrder?status=1#list', '/inside/myOrder?status=1#list')).toBe('/inside/myOrder?status=1#list');
  });

  it('a fragment of another address is not taken', async () => {
    expect(await wayBackOpening('/inside/myOrder?status=1', '/inside/cdk#other')).toBe('/inside/myOrder?status=1');
  });

  it('on a site addressed by path, the way back is the path under the site: the router adds /s/xiaolu once', () => {
    const url = appUrl(new URL('http://localhost/s/xiaolu/inside/myOrder?status=1#list'), '/s/xiaolu');
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/inside/myOrder?status=1#list');
    const route = routeTable.find((def) => def.path === '/inside/myOrder');
    if (!route) throw new Error('no /inside/myOrder route');
    const visitor = { adminTokenCookie: null, verifyRole: null, roleIds: null, hasToken: false, hasAdminToken: false };
    expect(guardRedirect(route, url, visitor)).toBe(`/login?redirect=${encodeURIComponent('/inside/myOrder?status=1#list')}`);
    // Another site's path, and the main site's, are left as they are.
    expect(appUrl(new URL('http://localhost/s/other/inside/cdk'), '/s/xiaolu').pathname).toBe('/s/other/inside/cdk');
    expect(appUrl(new URL('http://localhost/inside/cdk'), '').pathname).toBe('/inside/cdk');
  });

  it('with the storage token are allowed', async () => {
    logIn();
    const { router } = renderApp('/vip/vipGoods');
    expect(await screen.findByRole('heading', { name: '分站商品' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vip/vipGoods');
  });

  it('a token that is not a login object does not count', async () => {
    localStorage.setItem('token', 'not-json');
    const { router } = renderApp('/supply/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('open routes need nothing (R4.6, R6.3)', async () => {
    const { router } = renderApp('/inside/visitorOrder');
    expect(await screen.findByRole('heading', { name: '游客订单' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inside/visitorOrder');
  });
});

describe('the auth route (decoration, R4.2–R4.4)', () => {
  it('without the role goes to /403', async () => {
    setCookie('roleIds', '1,2');
    const { router } = renderApp('/shopadmin/decorate/desktop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeInTheDocument();
  });

  it('with no roleIds cookie goes to /403', async () => {
    const { router } = renderApp('/shopadmin/decorate/desktop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });

  it('with its role id in roleIds is allowed', async () => {
    setCookie('roleIds', '3,decorate');
    setCookie('verifyRole', '1');
    const { router } = renderApp('/shopadmin/decorate/desktop');
    expect(await screen.findByRole('heading', { name: '网站装修' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shopadmin/decorate/desktop');
  });

  it('verifyRole "0" allows without roles', async () => {
    setCookie('verifyRole', '0');
    renderApp('/shopadmin/decorate/desktop');
    expect(await screen.findByRole('heading', { name: '网站装修' })).toBeInTheDocument();
  });

  it('an ended admin session (token-admin cookie) goes to the login page with the area as parameter', async () => {
    setCookie('token-admin', '管理员登录已过期');
    setCookie('verifyRole', '0');
    const { router } = renderApp('/shopadmin/decorate/desktop');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?adminPath=shopadmin'));
  });

  it('a token-admin cookie holding "undefined" does not count', async () => {
    setCookie('token-admin', 'undefined');
    setCookie('verifyRole', '0');
    renderApp('/shopadmin/decorate/desktop');
    expect(await screen.findByRole('heading', { name: '网站装修' })).toBeInTheDocument();
  });
});

describe('the admin index (R2.6, guarded as R4.2–R4.4)', () => {
  const designer = {
    id: 3,
    username: 'designer',
    name: '装修设计师',
    roleIds: [3],
    verifyRole: '1',
    access: ['decorate:view', 'decorate:edit'],
  };
  const adminInfo = (info: object) => http.post('*/shopadmin/inter/getAdminInfo', () => HttpResponse.json(envelope(1000, info)));
  function adminSession(roleIds: string, verifyRole = '1') {
    localStorage.setItem('admin_token', 'admin-code');
    localStorage.setItem('admin_path', 'shopadmin');
    setCookie('roleIds', roleIds);
    setCookie('verifyRole', verifyRole);
  }

  it('without an admin session it is the admin log-in', async () => {
    setCookie('roleIds', '3');
    const { router } = renderApp('/shopadmin/index');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?adminPath=shopadmin'));
    expect(await screen.findByRole('heading', { name: '管理员登录' })).toBeInTheDocument();
  });

  it('with one: who is logged in and the entries their access list allows (R6.2), publishing marked as not allowed', async () => {
    adminSession('3');
    server.use(adminInfo(designer));
    renderApp('/shopadmin/index');
    expect(await screen.findByRole('heading', { level: 1, name: '管理后台' })).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: '当前账号' })).getByText('装修设计师')).toBeInTheDocument();
    const entry = screen.getByRole('link', { name: /网站装修/ });
    expect(entry).toHaveAttribute('href', '/shopadmin/decorate/desktop');
    expect(entry).toHaveTextContent('仅可保存草稿');
  });

  it('an access list without the decoration right shows no entry', async () => {
    adminSession('1,2');
    server.use(adminInfo({ ...designer, roleIds: [1, 2], access: ['goods:view', 'order:view'] }));
    renderApp('/shopadmin/index');
    expect(await screen.findByText('暂无可用的功能')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /网站装修/ })).toBeNull();
  });

  it('an admin without roles goes to /403; verifyRole "0" needs none (R4.3, R4.4)', async () => {
    adminSession('');
    const { router } = renderApp('/shopadmin/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    cleanup();
    adminSession('', '0');
    server.use(adminInfo({ ...designer, verifyRole: '0', roleIds: [] }));
    renderApp('/shopadmin/index');
    expect(await screen.findByText('超级管理员（不校验角色）')).toBeInTheDocument();
  });

  it('another prefix is a 404, for the index and the editor (R2.5)', async () => {
    adminSession('3', '0');
    for (const path of ['/nosuch/index', '/nosuch/decorate/desktop']) {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      cleanup();
    }
  });

  it('code -1 on an admin call: "前往登录" leads to the index, which is the admin log-in; logging in comes back to it', async () => {
    adminSession('3');
    server.use(http.post('*/shopadmin/inter/getAdminInfo', () => HttpResponse.json({ code: -1, msg: '管理员登录已失效，请重新登录' })));
    const { router } = renderApp('/shopadmin/index');
    const dialog = await screen.findByRole('dialog', { name: '账号退出提示' });
    expect(dialog).toHaveTextContent('管理员登录已失效，请重新登录');
    await userEvent.click(within(dialog).getByRole('button', { name: '前往登录' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?adminPath=shopadmin'));
    expect(await screen.findByRole('heading', { name: '管理员登录' })).toBeInTheDocument();

    server.use(
      http.post('*/shopadmin/inter/login', () =>
        HttpResponse.json(envelope(1000, { token: 'admin-code-2', expiresAt: '2026-11-21 10:00:00', admin: designer })),
      ),
      adminInfo(designer),
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/用户名/), 'designer');
    await user.type(screen.getByLabelText(/^密码/), 'design123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shopadmin/index'));
    expect(within(await screen.findByRole('region', { name: '当前账号' })).getByText('装修设计师')).toBeInTheDocument();
    expect(screen.queryByText('页面不存在')).toBeNull();
  });

  it('log-out ends the admin session on this browser and goes to the admin log-in', async () => {
    adminSession('3');
    let loggedOut = 0;
    server.use(
      adminInfo(designer),
      http.post('*/shopadmin/inter/logout', () => {
        loggedOut += 1;
        return HttpResponse.json(envelope(1000));
      }),
    );
    const { router } = renderApp('/shopadmin/index');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /装修设计师/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?adminPath=shopadmin'));
    expect(loggedOut).toBe(1);
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(readCookie('roleIds')).toBeUndefined();
  });
});

describe('redirect queries', () => {
  const hostile = [
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '\t//evil.example',
    '',
  ];

  it.each(hostile)('postLoginTarget(%j) goes home', (value) => {
    expect(postLoginTarget(new URLSearchParams({ redirect: value }))).toBe('/');
  });

  it('postLoginTarget follows same-origin paths, never back to the login page', () => {
    expect(postLoginTarget('?redirect=%2Finside%2Fmessage%3Fid%3D3')).toBe('/inside/message?id=3');
    expect(postLoginTarget('?redirect=%2Flogin%3Fredirect%3D%252Fx')).toBe('/');
    expect(postLoginTarget('')).toBe('/');
  });

  it('a logged-in customer on /login with a hostile redirect stays on this site', async () => {
    logIn();
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: '测试商城' })).toBeInTheDocument(); // the home page: the site's title
  });

  it('a logged-in customer on /login with a safe redirect goes there', async () => {
    logIn();
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('/inside/message')}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/message'));
  });

  it('a visitor on /login with a hostile redirect just sees the login page', async () => {
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

/** ui's notification in the bottom-right region (R2.10): the item with its tone. */
async function findLoginNotice(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: '通知' });
  return waitFor(() => {
    const item = region.querySelector<HTMLElement>('[data-tone][data-state="open"]');
    if (!item) throw new Error('no notification yet');
    return item;
  });
}

describe('before and after each navigation (R4.1, R4.7)', () => {
  it('open message popups are dismissed before navigating', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: '测试商城' }); // the home page: the site's title
    act(() => void showToast({ message: { text: '保存失败' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存失败');
    await act(() => router.navigate('/service'));
    expect(getEffects().toasts).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  const logs = (current: string, last?: string) => ({
    logs: [
      { IP: '1.2.3.4', Address: current, LoginTime: '2024-06-01 10:00:00' },
      ...(last ? [{ IP: '5.6.7.8', Address: last, LoginTime: '2024-05-30 09:00:00' }] : []),
    ],
  });

  it('showLoginLog: cleared, the login log fetched once, the notice shown (address differs → warning)', async () => {
    logIn();
    localStorage.setItem('showLoginLog', '1');
    let calls = 0;
    server.use(
      http.post('*/inside/inter/getLastTwoLoginLog', () => {
        calls += 1;
        return HttpResponse.json(envelope(1000, logs('广东 深圳', '浙江 杭州')));
      }),
    );
    const { router } = renderApp('/inside/index');
    const notice = await findLoginNotice();
    expect(notice).toHaveTextContent('登录成功');
    expect(notice).toHaveTextContent('本次登录IP：1.2.3.4');
    expect(notice).toHaveTextContent('上次登录地点：浙江 杭州');
    expect(notice).toHaveTextContent('登录地址与上次不一致');
    expect(notice).toHaveAttribute('data-tone', 'warning');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(localStorage.getItem('showLoginLog')).toBeNull();

    await act(() => router.navigate('/inside/message'));
    expect(calls).toBe(1);
  });

  it('same address → "登录地址无异常"', async () => {
    logIn();
    localStorage.setItem('showLoginLog', '1');
    server.use(http.post('*/inside/inter/getLastTwoLoginLog', () => HttpResponse.json(envelope(1000, logs('广东 深圳', '广东 深圳')))));
    renderApp('/inside/index');
    const notice = await findLoginNotice();
    expect(notice).toHaveTextContent('登录地址无异常');
    expect(notice).toHaveAttribute('data-tone', 'success');
  });

  it('a failed log call shows no notice (R2.13)', async () => {
    logIn();
    localStorage.setItem('showLoginLog', '1');
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    server.use(
      http.post('*/inside/inter/getLastTwoLoginLog', () => {
        answered();
        return HttpResponse.json({ code: 5000, msg: '查询失败' });
      }),
    );
    renderApp('/inside/index');
    await done;
    await screen.findByRole('heading', { name: '用户中心' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getEffects().notice).toBeNull();
    expect(screen.queryByRole('region', { name: '通知' })).toBeNull();
  });

  it('no flag, no call: no request for the login log is sent (R4.7)', async () => {
    // Loaded up front, so a call would start as soon as a navigation's effect runs.
    await import('../src/features/account/loginLog.ts');
    const LOG_PATH = '/inside/inter/getLastTwoLoginLog';
    const sent: string[] = [];
    const onStart = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);
    server.events.on('request:start', onStart);
    server.use(http.post(`*${LOG_PATH}`, () => HttpResponse.json(envelope(1000, logs('广东 深圳')))));
    try {
      logIn();
      const { router } = renderApp('/inside/index');
      await screen.findByRole('heading', { name: '用户中心' });
      await act(() => router.navigate('/inside/message'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).not.toContain(LOG_PATH);
      expect(getEffects().notice).toBeNull();

      // The same listener sees the call once the flag is set: the check above can fail.
      localStorage.setItem('showLoginLog', '1');
      await act(() => router.navigate('/inside/index'));
      await waitFor(() => expect(sent.filter((path) => path === LOG_PATH)).toHaveLength(1));
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });
});
