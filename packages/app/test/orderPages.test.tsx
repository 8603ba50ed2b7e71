// The order pages against the mock back end (the mocks' handlers on msw/node): my orders keep their
// filters in the address, the return page believes the server and not the gateway's query string,
// /chadan opens a locked order with its query password, the visitor pages use this browser's token.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_TOKENS, SEED_VISITOR_CONTACT, SEED_VISITOR_QUERY_PWD, SEED_VISITOR_TOKEN, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { payment } from '@shop/session/contract/payment';
import { myOrderSearch } from '../src/features/orders/MyOrderPage.tsx';
import { dateFrom, orderNoFrom, pageFrom, statusFrom } from '../src/features/orders/search.ts';
import { readVisitorMemory, rememberVisitorOrder, resetVisitorMemoryCache } from '../src/storage/visitorMemory.ts';
import { envelope, forgetBrowserDatabases, logIn } from './fixtures.ts';
import { currentUrl, renderApp } from './render.tsx';
import { server } from './server.ts';

beforeEach(() => {
  server.use(...handlers);
});
afterEach(async () => {
  server.events.removeAllListeners();
  resetDb();
  resetVisitorMemoryCache();
  await forgetBrowserDatabases();
});

/** The request bodies of one endpoint, as the server received them. */
function bodiesOf(path: string): Array<Record<string, string>> {
  const bodies: Array<Record<string, string>> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .text()
        .then((text) => bodies.push(Object.fromEntries(new URLSearchParams(text))));
  });
  return bodies;
}

describe('reading the address', () => {
  it('falls back to defaults for anything malformed', () => {
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom('-1')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(statusFrom('delivered')).toBe('delivered');
    expect(statusFrom('<script>')).toBeUndefined();
    expect(dateFrom('2026-11-20')).toBe('2026-11-20');
    expect(dateFrom('2026-02-30')).toBe('');
    expect(orderNoFrom(' 202611200602000052 ')).toBe('202611200602000052');
    expect(orderNoFrom('x"><img>')).toBeNull();
    expect(myOrderSearch({ status: 'all', keyword: '', startDate: '', endDate: '' }, 1, 20).toString()).toBe('');
    expect(myOrderSearch({ status: 'unpaid', keyword: '腾讯', startDate: '2026-11-01', endDate: '' }, 3, 50).toString()).toBe(
      'status=unpaid&keyword=%E8%85%BE%E8%AE%AF&start=2026-11-01&page=3&size=50',
    );
  });
});

describe('my orders', () => {
  it('asks the server for the filters in the address, and a tab or a page changes the address', async () => {
    logIn(SEED_TOKENS.demo);
    const bodies = bodiesOf('/inside/inter/getOrderList');
    const { router } = renderApp('/inside/myOrder?status=delivered&page=2&start=2026-02-30&size=7');
    expect(await screen.findByRole('heading', { name: '我的订单' })).toBeInTheDocument();
    await waitFor(() => expect(bodies[0]).toEqual({ page: '2', pageSize: '20', keyword: '', status: 'delivered' }));
    expect(screen.getByRole('tab', { name: /已发货/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(5));
    for (const tag of document.querySelectorAll('tbody [data-status]')) expect(tag.getAttribute('data-status')).toBe('delivered');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: /待支付/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/myOrder?status=unpaid'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: '1', pageSize: '20', keyword: '', status: 'unpaid' }));

    // (The keyword form is covered by the view's story and the e2e test: submitting a form that
    // navigates makes React build a FormData of it, which jsdom's form and Node's FormData cannot.)
  });

  it('an order opens with its keys masked', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/myOrder?status=delivered');
    const link = (await screen.findAllByRole('link', { name: /^查看订单/ }))[0] as HTMLElement;
    const user = userEvent.setup({ delay: null });
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-card-key]')).not.toBeNull());
    expect(document.querySelector('[data-card-key="shown"]')).toBeNull();
  });
});

describe('payment return pages', () => {
  it('trust the server, not the query: pending despite TRADE_SUCCESS, asked again until paid, then the keys', async () => {
    let calls = 0;
    const order = {
      orderNo: '202611201000030001',
      goodsId: 5,
      goodsName: '王者荣耀点券',
      goodsCover: '/x.svg',
      deliveryType: 'card',
      quantity: 1,
      unitPrice: 9.9,
      amount: 9.9,
      payMethod: 'epay',
      status: 'delivered',
      contact: '13800138000',
      createdAt: '2026-11-20 10:00:03',
      paidAt: '2026-11-20 10:00:09',
      discount: 0,
      rechargeAccount: null,
      inputs: [],
      deliveredAt: '2026-11-20 10:00:10',
      cards: [{ id: 9, cardNo: 'KEY-ABCD-EFGH-0001', password: '99887766' }],
      deliveryText: null,
      express: null,
      hasQueryPwd: false,
      remark: '',
      complaintId: null,
    };
    const bodies: Array<Record<string, string>> = [];
    server.use(
      http.post(`*${payment.getReturnResult.path}`, async ({ request }) => {
        bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
        calls += 1;
        const paid = calls >= 2;
        return HttpResponse.json(
          envelope(1000, {
            orderNo: order.orderNo,
            kind: 'order',
            title: order.goodsName,
            amount: 9.9,
            status: paid ? 'paid' : 'pending',
            payable: !paid,
            method: 'epay',
            paidAt: paid ? order.paidAt : null,
            order: paid ? order : null,
            balance: null,
          }),
        );
      }),
    );
    renderApp(`/pay/return_epay?orderNo=${order.orderNo}&trade_no=1&trade_status=TRADE_SUCCESS`);
    expect(await screen.findByRole('heading', { name: '等待支付结果' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ channel: 'epay', orderNo: order.orderNo });
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByText('共 1 张')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('KEY-ABCD-EFGH-0001');
    expect(document.body.textContent).not.toContain('99887766');
  });

  it('without an order number nothing is asked', async () => {
    const bodies = bodiesOf(payment.getReturnResult.path);
    renderApp('/pay/return_ali?trade_status=TRADE_SUCCESS');
    expect(await screen.findByRole('heading', { name: '缺少订单号' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe('/chadan', () => {
  it('by contact: the latest orders, the locked one opens with its query password (a wrong one says so)', async () => {
    renderApp('/chadan');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: '联系方式查询' }));
    await user.type(screen.getByLabelText('联系方式'), SEED_VISITOR_CONTACT);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(/找到 \d 笔订单/)).toBeInTheDocument();
    // The delivered content (and its password form) loads with the first result.
    const form = await screen.findByRole('form', { name: '输入查询密码' });
    await user.type(within(form).getByLabelText('查询密码'), '0000');
    await user.click(within(form).getByRole('button', { name: '查看卡密' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('查询密码错误');
    await user.clear(within(form).getByLabelText('查询密码'));
    await user.type(within(form).getByLabelText('查询密码'), SEED_VISITOR_QUERY_PWD);
    await user.click(within(form).getByRole('button', { name: '查看卡密' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '输入查询密码' })).toBeNull());
    expect(document.querySelector('[data-card-key="masked"]')).not.toBeNull();
    expect(document.querySelector('[data-card-key="shown"]')).toBeNull();
  });

  it('by number from a link searches at once', async () => {
    const bodies = bodiesOf('/inside/inter/queryOrder');
    renderApp('/chadan?orderNo=000000000000000000');
    expect(await screen.findByText('未找到该订单，请检查订单号')).toBeInTheDocument();
    expect(screen.getByLabelText('订单号')).toHaveValue('000000000000000000');
    expect(bodies[0]).toEqual({ mode: 'orderNo', orderNo: '000000000000000000' });
  });
});

describe('visitor orders', () => {
  it('this browser remembers its token and order numbers; the list asks with it', async () => {
    await rememberVisitorOrder('202611200000000001', SEED_VISITOR_TOKEN);
    await rememberVisitorOrder('202611200000000002', null);
    resetVisitorMemoryCache();
    expect(await readVisitorMemory()).toEqual({ visitorToken: SEED_VISITOR_TOKEN, orderNos: ['202611200000000002', '202611200000000001'] });
    const bodies = bodiesOf('/inside/inter/getVisitorOrders');
    renderApp('/inside/visitorOrder');
    expect(await screen.findByRole('heading', { name: '游客订单' })).toBeInTheDocument();
    await waitFor(() => expect(bodies[0]).toEqual({ page: '1', pageSize: '10', visitorToken: SEED_VISITOR_TOKEN }));
    const mine = getDb().orders.filter((o) => o.visitorToken === SEED_VISITOR_TOKEN);
    expect(mine.length).toBeGreaterThan(0);
    expect(await screen.findAllByRole('link', { name: /^查看订单/ })).toHaveLength(Math.min(mine.length, 10));
    expect(screen.getByRole('link', { name: `查看订单 ${mine[0]?.orderNo}` })).toHaveAttribute(
      'href',
      `/inside/visitorOrderDetail?orderNo=${mine[0]?.orderNo}`,
    );
  });

  it('a browser that never ordered sees an empty list and is not asked about', async () => {
    const bodies = bodiesOf('/inside/inter/getVisitorOrders');
    renderApp('/inside/visitorOrder');
    expect(await screen.findByText('还没有订单')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
