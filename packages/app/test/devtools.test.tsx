// R9.5: the log display and the settings panel of development and mock builds (vitest runs the app as a
// development build: import.meta.env.DEV). The production build has neither: e2e/build.test.ts.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setUser } from '../src/storage/user.ts';
import { log } from '../src/logs/logStore.ts';
import { logIn } from './fixtures.ts';
import { renderApp } from './render.tsx';
import { server } from './server.ts';

// While a panel is open the page behind it is hidden from assistive technology (a modal): the shell
// is looked at through the DOM.
const breadcrumb = () => document.querySelector('nav[aria-label="当前位置"]');

/** The customer area's message page: a back-office page whose own read is easy to answer. */
async function shell() {
  logIn();
  server.use(
    http.post('*/inside/inter/getMessageList', () =>
      HttpResponse.json({ code: 1000, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 10, unread: 0 } }),
    ),
  );
  const rendered = renderApp('/inside/message');
  await screen.findByRole('heading', { level: 1, name: '消息中心' });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the log display (R9.5, R3.7)', () => {
  it('lists the entries newest first with type, time, url and user; filters by type, exports JSON, clears', async () => {
    setUser({ userInfo: { nickname: '张三' }, access: [] });
    log('第一条', 'info');
    log('数据请求异常: 网关超时', 'error', { url: 'http://localhost/inside/inter/getOrderList' });
    const { user } = await shell();
    await user.click(screen.getByRole('button', { name: '查看日志' }));
    const panel = within(await screen.findByRole('dialog', { name: '日志' }));
    const items = panel.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('数据请求异常: 网关超时');
    expect(items[0]).toHaveTextContent('http://localhost/inside/inter/getOrderList');
    expect(items[0]).toHaveTextContent('张三');
    expect(items[0]).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(items.at(-1)).toHaveTextContent('第一条');

    // New entries show while it is open.
    act(() => log('后来的一条', 'warning'));
    await waitFor(() => expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('后来的一条'));

    await user.click(panel.getByRole('radio', { name: '错误（1）' }));
    expect(panel.getAllByRole('listitem')).toHaveLength(1);

    let exported = '';
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => (exported = text));
      return 'blob:logs';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(panel.getByRole('button', { name: '导出JSON' }));
    await waitFor(() => expect(exported).not.toBe(''));
    const rows = JSON.parse(exported) as { type: string; message: string; url: string; user: string }[];
    expect(rows).toEqual([expect.objectContaining({ type: 'error', message: '数据请求异常: 网关超时', user: '张三' })]);
    click.mockRestore();

    await user.click(panel.getByRole('button', { name: '清空' }));
    expect(panel.getByText('暂无日志')).toBeInTheDocument();
  });
});

describe('the settings panel (R9.5)', () => {
  it('applies each setting at once and keeps it in this browser', async () => {
    const { user } = await shell();
    await user.click(screen.getByRole('button', { name: '布局设置' }));
    const panel = within(await screen.findByRole('dialog', { name: '布局设置' }));
    const sider = () => document.querySelector('aside[data-collapsed], aside[id]');
    expect(sider()).not.toHaveAttribute('data-theme');

    await user.click(within(panel.getByRole('radiogroup', { name: '侧边栏' })).getByRole('radio', { name: '深色' }));
    expect(sider()).toHaveAttribute('data-theme', 'dark');
    await user.click(within(panel.getByRole('radiogroup', { name: '顶栏' })).getByRole('radio', { name: '深色' }));
    expect(document.querySelector('header')).toHaveAttribute('data-theme', 'dark');
    expect(breadcrumb()).not.toBeNull();
    await user.click(panel.getByRole('switch', { name: '面包屑' }));
    expect(breadcrumb()).toBeNull();
    await user.type(panel.getByRole('textbox', { name: '水印文字' }), '内部测试');
    expect(document.querySelector('[data-watermark]')).not.toBeNull();
    await user.click(panel.getByRole('switch', { name: '恢复上次打开的标签页' }));

    expect(JSON.parse(localStorage.getItem('layoutSettings') ?? '{}')).toMatchObject({
      siderTheme: 'dark',
      headerTheme: 'dark',
      showBreadcrumb: false,
      tabs: { restore: false },
      watermark: { text: '内部测试' },
    });

    // The next visit starts with them.
    cleanup();
    await shell();
    expect(sider()).toHaveAttribute('data-theme', 'dark');
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
    expect(document.querySelector('[data-watermark]')).not.toBeNull();
  });

  it('restore defaults forgets them; a broken stored value is ignored', async () => {
    localStorage.setItem('layoutSettings', '{"siderTheme":"dark","showBreadcrumb":"nope"');
    await shell();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeInTheDocument();
    cleanup();
    localStorage.setItem('layoutSettings', JSON.stringify({ siderTheme: 'dark', showBreadcrumb: false }));
    const { user } = await shell();
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '布局设置' }));
    const panel = within(await screen.findByRole('dialog', { name: '布局设置' }));
    await user.click(panel.getByRole('button', { name: '恢复默认' }));
    expect(breadcrumb()).not.toBeNull();
    expect(localStorage.getItem('layoutSettings')).toBeNull();
  });
});
