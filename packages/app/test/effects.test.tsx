import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLoginNotice, logoutDialog } from '@shop/session';
import { customer } from '@shop/session/contract';
import { EffectsRoot } from '../src/effects/EffectsRoot.tsx';
import { dismissToasts, getEffects, openLogoutDialog, requestNavigation, showNotice, showToast } from '../src/effects/store.ts';
import { request } from '../src/request/client.ts';
import { logIn, publicPageHandlers } from './fixtures.ts';
import { Providers, currentUrl, renderApp } from './render.tsx';
import { server } from './server.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the effects store', () => {
  it('keeps at most one logout dialog (R4.11)', () => {
    expect(openLogoutDialog(logoutDialog(-2, 'a', '/inside/x'))).toBe(true);
    expect(openLogoutDialog(logoutDialog(-1, 'b', '/inside/x'))).toBe(false);
    expect(getEffects().logoutDialog?.message).toBe('a');
  });

  it('error toasts last 3 s (R8.4); the same message is not stacked', () => {
    vi.useFakeTimers();
    const keys = () => getEffects().toasts.map((t) => ('key' in t.message ? t.message.key : ''));
    showToast({ message: { key: 'http.500' } });
    vi.advanceTimersByTime(2000);
    showToast({ message: { key: 'http.500' } }); // not stacked: its 3 s start over
    vi.advanceTimersByTime(500);
    showToast({ message: { key: 'http.502' } });
    expect(keys()).toEqual(['http.500', 'http.502']);
    vi.advanceTimersByTime(2499); // t = 4999
    expect(keys()).toEqual(['http.500', 'http.502']);
    vi.advanceTimersByTime(1); // t = 5000
    expect(keys()).toEqual(['http.502']);
    vi.advanceTimersByTime(500);
    expect(keys()).toEqual([]);
  });

  it('the login notice lasts 5 s (R9.3)', () => {
    vi.useFakeTimers();
    const notice = buildLoginNotice({ code: 1000, data: { logs: [{ IP: '1.1.1.1', Address: '北京', LoginTime: '2024-01-01 00:00:00' }] } });
    if (!notice) throw new Error('expected a notice');
    showNotice(notice);
    vi.advanceTimersByTime(4999);
    expect(getEffects().notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getEffects().notice).toBeNull();
  });

  it('dismissToasts clears every toast', () => {
    showToast({ message: { text: 'a' } });
    showToast({ message: { text: 'b' }, tone: 'success' });
    dismissToasts();
    expect(getEffects().toasts).toEqual([]);
  });
});

describe('the effects root (ui dialog, toasts, notification)', () => {
  it('50 requests ending the session together show exactly one .out-dialog (R4.11)', async () => {
    logIn();
    server.use(http.post('*/inside/inter/getAccount', () => HttpResponse.json({ code: -2, msg: '登录已失效' })));
    const { container } = render(
      <Providers>
        <EffectsRoot />
      </Providers>,
    );
    await act(async () => {
      await Promise.allSettled(Array.from({ length: 50 }, () => request(customer.getAccount)));
    });
    const dialog = await screen.findByRole('dialog', { name: '账号退出提示' });
    expect(container.ownerDocument.querySelectorAll('.out-dialog')).toHaveLength(1);
    expect(dialog).toHaveClass('out-dialog');
    expect(dialog).toHaveAccessibleDescription('登录已失效');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    const button = screen.getByRole('button', { name: '重新登录' });
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('the dialog keeps focus on its button and its button leads to the target (R2.7)', async () => {
    logIn();
    server.use(...publicPageHandlers()); // the dialog leads to the log-in page, which reads the site's information
    const { router } = renderApp('/inside/index');
    await screen.findByRole('heading', { name: '用户中心' });
    act(() => void openLogoutDialog(logoutDialog(-2, '登录已失效', '/inside/inter/getAccount')));
    const button = await screen.findByRole('button', { name: '重新登录' });
    await waitFor(() => expect(button).toHaveFocus());
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '账号退出提示' })).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getEffects().logoutDialog).toBeNull();
  });

  it('a 403 answer replaces the current route with /403 (R2.9)', async () => {
    server.use(...publicPageHandlers());
    const { router } = renderApp('/announcement');
    await screen.findByRole('heading', { name: '公告' });
    await act(() => router.navigate('/service'));
    await screen.findByRole('heading', { name: '客服中心' });
    server.use(http.post('*/inside/inter/getAccount', () => HttpResponse.json({ code: 403, msg: '无权限' })));
    await act(async () => {
      await request(customer.getAccount).catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    // Back goes to the page before the one that was replaced.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement'));
  });

  it('toasts render in the ui region with role alert, and leave when the store drops them', async () => {
    render(
      <Providers>
        <EffectsRoot />
      </Providers>,
    );
    act(() => void showToast({ message: { key: 'http.404', params: { url: '/x' } } }));
    act(() => void showToast({ message: { text: '已保存' }, tone: 'success' }));
    const region = await screen.findByRole('region', { name: '消息' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('请求地址出错: /x');
    expect(within(region).getByRole('status')).toHaveTextContent('已保存');
    act(() => dismissToasts());
    await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('the login notice shows bottom-right with its verdict, and its × ends it in the store', async () => {
    render(
      <Providers>
        <EffectsRoot />
      </Providers>,
    );
    const notice = buildLoginNotice({
      code: 1000,
      msg: 'ok',
      data: {
        logs: [
          { IP: '1.2.3.4', Address: '广东 深圳', LoginTime: '2024-06-01 10:00:00' },
          { IP: '5.6.7.8', Address: '浙江 杭州', LoginTime: '2024-05-30 09:00:00' },
        ],
      },
    });
    if (!notice) throw new Error('no notice');
    act(() => showNotice(notice));
    const region = await screen.findByRole('region', { name: '通知' });
    const item = await within(region).findByRole('alert');
    expect(item).toHaveTextContent('登录成功');
    expect(item).toHaveTextContent('登录地址与上次不一致');
    await userEvent.setup().click(within(item).getByRole('button'));
    await waitFor(() => expect(getEffects().notice).toBeNull());
    await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
  });

  it('navigation requests are carried out once', async () => {
    server.use(...publicPageHandlers()); // the home page reads the site and the shop
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: '测试商城' });
    act(() => requestNavigation('/chadan?no=1', { replace: false }));
    await waitFor(() => expect(currentUrl(router)).toBe('/chadan?no=1'));
    expect(getEffects().navigation).toBeNull();
  });
});
