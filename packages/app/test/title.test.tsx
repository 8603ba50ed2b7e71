import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../src/i18n.ts';
import { titleFor } from '../src/routes/title.ts';
import { routeById } from '../src/routes/table.ts';
import { logIn, setCookie } from './fixtures.ts';
import { renderApp } from './render.tsx';

const unread = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/features/account/unread.ts', () => ({ useUnreadCount: () => unread.count }));

describe('titleFor (R2.2–R2.4)', () => {
  const message = routeById('inside.message');

  it('route title + " - " + stored site title', () => {
    expect(titleFor(message, { siteTitle: '星辰卡铺' }, messages)).toBe('消息中心 - 星辰卡铺');
  });

  it('falls back to the site name when no site title is stored', () => {
    expect(titleFor(message, { siteTitle: undefined }, messages)).toBe('消息中心 - 卡密商城');
    expect(titleFor(message, { siteTitle: '  ' }, messages)).toBe('消息中心 - 卡密商城');
  });

  it('"(n) " in front when messages are unread', () => {
    expect(titleFor(message, { siteTitle: '星辰卡铺', unread: 3 }, messages)).toBe('(3) 消息中心 - 星辰卡铺');
    expect(titleFor(message, { siteTitle: '星辰卡铺', unread: 0 }, messages)).toBe('消息中心 - 星辰卡铺');
  });

  it('return pages: an empty route title leaves the site title alone', () => {
    expect(titleFor(routeById('pay.return_ali'), { siteTitle: '星辰卡铺' }, messages)).toBe('星辰卡铺');
  });

  it('the decoration page has its fixed title with no brand part', () => {
    expect(titleFor(routeById('decorate'), { siteTitle: '星辰卡铺', unread: 0 }, messages)).toBe('网站装修 - 销售系统');
  });
});

describe('document.title follows the route', () => {
  it('uses the route, the title cookie and the unread count', async () => {
    setCookie('title', '星辰卡铺');
    unread.count = 2;
    logIn();
    renderApp('/inside/message');
    await screen.findByRole('heading', { name: '消息中心' });
    await waitFor(() => expect(document.title).toBe('(2) 消息中心 - 星辰卡铺'));
    unread.count = 0;
  });

  it('return pages and the decoration page', async () => {
    const { router } = renderApp('/pay/return_epay');
    await waitFor(() => expect(document.title).toBe('卡密商城'));
    setCookie('verifyRole', '0');
    await router.navigate('/shopadmin/decorate/desktop');
    await waitFor(() => expect(document.title).toBe('网站装修 - 销售系统'));
  });

  it('the 404 page for unmatched paths (R2.5)', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 卡密商城'));
  });
});
