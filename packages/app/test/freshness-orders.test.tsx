// After a write, every read it changes shows the new state on its next view, mounted or not (api/
// freshness.ts; the table in docs/data.md): the card-key, void-request and complaint rows. Each test opens
// its first page as a document's first load does (its reads started before React, routes/preload.ts),
// does the write, then goes in-app (a link, not a reload) to each read the write changes, within the
// window in which a preloaded answer counts as fresh (the clock stands still: api/preloads.ts FRESH_MS),
// and asserts the new state. A read the write's page did not show is asserted as the page first draws it
// (`firstShown`): the answer it had before the write must not be drawn, even for a moment.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_LOGINS, SEED_TOKENS, getDb, ordersOfCustomer, type OrderRow } from '@shop/mocks/db';
import { voidable } from './seedOrders.ts';
import { currentUrl, renderFirstLoad } from './render.tsx';
import { firstRowOf, firstShown, openMenu, tableOf, textOf, user, setUpFreshness } from './freshness.ts';

setUpFreshness(SEED_TOKENS.demo);

const demoId = SEED_LOGINS.demo.id;

/** The status (`data-status`) of the row of the table captioned `caption` that mentions `text`. */
const statusInRow = (caption: string, text: string) => () => {
  const row = [...(tableOf(caption)?.querySelectorAll('tbody tr') ?? [])].find((tr) => tr.textContent?.includes(text));
  return row?.querySelector('[data-status]')?.getAttribute('data-status') ?? null;
};

/** One of demo's five newest orders (the dashboard's recent ones): a delivered card order, voidable and complainable. */
function recentCardOrder(): OrderRow {
  const db = getDb();
  const order = ordersOfCustomer(db, demoId)
    .slice(0, 5)
    .find((o) => voidable(db, o) && !db.complaints.some((c) => c.orderNo === o.orderNo && c.status !== 'closed'));
  if (!order) throw new Error('the seed has no recent delivered card order of demo');
  return order;
}

describe('a balance key redeemed (R: cdk.doRecharge → the key, its redemptions, the balance, the fund log)', () => {
  const CODE = 'CDK8-TEST-2026-0001';

  it('the key’s redemptions the session opened with show it used, with the redemption, with no reload', async () => {
    const u = user();
    await renderFirstLoad(`/cdk/order?code=${CODE}`);
    expect(await screen.findByTestId('cdk-status')).toHaveTextContent('未使用');
    expect(screen.getByText('暂无兑换记录')).toBeInTheDocument();

    await u.click(screen.getByRole('link', { name: '去兑换' }));
    await u.type(await screen.findByRole('textbox', { name: /充值账号/ }), 'demo');
    expect(screen.getByTestId('cdk-value')).toHaveTextContent('¥10.00');
    await u.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(await screen.findByTestId('cdk-done-message')).toHaveTextContent('已充值 ¥10.00 到账户余额');

    // The redemptions page: the key's status and its redemptions (one read), as first drawn.
    const redemptions = () => {
      const table = tableOf('兑换记录');
      return table ? `${textOf('[data-testid="cdk-status"]')()} ${table.querySelector('tbody')?.textContent}` : null;
    };
    const shown = await firstShown(() => u.click(screen.getByRole('link', { name: '查看兑换记录' })), redemptions, '已使用');
    expect(shown).toContain('已使用');
    expect(shown).toContain('¥10.00');
    expect(shown).toContain('成功');
  });

  it('the fund log and the dashboard show the credit, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/cdk/short/demo10');
    expect(await screen.findByTestId('cdk-status')).toHaveTextContent('未使用');
    await u.type(screen.getByRole('textbox', { name: /充值账号/ }), 'demo');
    await u.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(await screen.findByTestId('cdk-done-message')).toHaveTextContent('已充值 ¥10.00 到账户余额');
    await waitFor(() => expect(screen.getByTestId('cdk-status')).toHaveTextContent('已使用'));

    const line = await firstShown(() => u.click(screen.getByRole('link', { name: '查看资金明细' })), firstRowOf('资金明细'), '+¥10.00');
    expect(line).toContain('¥1,298.50');
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('¥1,298.50'));
    const dashboard = textOf('section[aria-label="余额与等级"]');
    expect(await firstShown(() => openMenu(u, '用户中心'), dashboard, '¥1,298.50')).toContain('¥1,298.50');
  });
});

describe('a void request (R: doCardRepeal → my requests, my card keys)', () => {
  it('my requests and my card keys seen before show it pending; the order cannot be asked again, with no reload', async () => {
    const order = recentCardOrder();
    const u = user();
    await renderFirstLoad(`/inside/showordermess?orderNo=${order.orderNo}`);
    expect(await screen.findByText(`订单号 ${order.orderNo}`)).toBeInTheDocument();
    await openMenu(u, '我的卡密');
    await waitFor(() => expect(statusInRow('我的卡密', order.orderNo)()).toBe('sold'));
    await openMenu(u, '卡密撤销');
    /** The newest request: its status and its line. */
    const newestRequest = () => {
      const row = tableOf('我的作废申请')?.querySelector('tbody tr');
      return row?.textContent?.trim() ? `${row.querySelector('[data-status]')?.getAttribute('data-status')} ${row.textContent}` : null;
    };
    await waitFor(() => expect(newestRequest()).not.toBeNull());
    expect(newestRequest()).not.toMatch(new RegExp(`^pending .*${order.orderNo}`));

    await openMenu(u, '我的订单');
    await u.click(await screen.findByRole('link', { name: order.orderNo }));
    await u.click(await screen.findByRole('link', { name: '申请作废' }));
    const submit = await screen.findByRole('button', { name: `提交作废申请（${order.cardIds.length} 张）` });
    await u.selectOptions(screen.getByRole('combobox', { name: /作废原因/ }), 'used');
    await u.click(submit);
    await waitFor(() => expect(newestRequest()).toMatch(new RegExp(`^pending .*${order.orderNo}`)));

    expect(await firstShown(() => openMenu(u, '我的卡密'), statusInRow('我的卡密', order.orderNo), 'pending')).toBe('pending');
    await openMenu(u, '我的订单');
    await u.click(await screen.findByRole('link', { name: order.orderNo }));
    await u.click(await screen.findByRole('link', { name: '申请作废' }));
    expect(await screen.findByText('该订单已有待处理的作废申请')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提交作废申请/ })).toBeNull();
  });
});

describe('a complaint filed (R: doComplaint → my complaints, the order, my orders, the dashboard)', () => {
  it('the dashboard the session opened with, my orders and the order show it complained; my complaints list it, with no reload', async () => {
    const order = recentCardOrder();
    /** The status of the order's line among the dashboard's recent orders. */
    const recentStatus = () =>
      document.querySelector(`a[href="/inside/showordermess?orderNo=${order.orderNo}"] [data-status]`)?.getAttribute('data-status') ?? null;
    /** The status beside the order's number on its detail page. */
    const detailStatus = () =>
      [...document.querySelectorAll('p')]
        .find((p) => p.textContent === `订单号 ${order.orderNo}`)
        ?.parentElement?.querySelector('[data-status]')
        ?.getAttribute('data-status') ?? null;
    const u = user();
    const { router } = await renderFirstLoad('/inside/index');
    await waitFor(() => expect(recentStatus()).toBe('delivered'));
    await openMenu(u, '我的订单');
    await waitFor(() => expect(statusInRow('我的订单', order.orderNo)()).toBe('delivered'));
    await openMenu(u, '我的投诉');
    const complaints = textOf('[aria-label="我的投诉"] li');
    await waitFor(() => expect(complaints()).not.toBeNull());
    expect(complaints()).not.toContain(order.orderNo);

    await openMenu(u, '用户中心');
    await u.click(await screen.findByRole('link', { name: new RegExp(order.orderNo) }));
    await waitFor(() => expect(detailStatus()).toBe('delivered'));
    await u.click(screen.getByRole('link', { name: '投诉订单' }));
    await u.selectOptions(await screen.findByRole('combobox', { name: /投诉原因/ }), 'invalidKey');
    await u.type(screen.getByRole('textbox', { name: /标题/ }), '卡密兑换失败');
    await u.type(screen.getByRole('textbox', { name: /问题描述/ }), '兑换时提示卡密不存在');
    await u.click(screen.getByRole('button', { name: '提交投诉' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/inside\/complain\?id=\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: '卡密兑换失败' })).toBeInTheDocument();

    expect(await firstShown(() => openMenu(u, '用户中心'), recentStatus, 'complained')).toBe('complained');
    expect(await firstShown(() => openMenu(u, '我的订单'), statusInRow('我的订单', order.orderNo), 'complained')).toBe('complained');
    expect(await firstShown(() => u.click(screen.getByRole('link', { name: order.orderNo })), detailStatus, 'complained')).toBe(
      'complained',
    );
    const filed = await firstShown(() => openMenu(u, '我的投诉'), complaints, order.orderNo);
    expect(filed).toContain('卡密兑换失败');
  });
});
